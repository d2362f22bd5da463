#ifndef VSM_CSECRET_SHIM_H
#define VSM_CSECRET_SHIM_H
/*
 * C side of the app's token lookup: libsecret, the client of the desktop's Secret Service
 * (GNOME Keyring, KWallet). Its lookup takes the attributes as C varargs, which Swift
 * cannot call: this function passes the one attribute the app stores its token under.
 */
#include <libsecret/secret.h>

/* The schema of the app's server tokens: one secret per server URL. */
static inline const SecretSchema *vsm_server_token_schema(void) {
    static const SecretSchema schema = {
        "io.github.vsmgtk.VSMProfile.ServerToken", SECRET_SCHEMA_NONE,
        {
            { "server", SECRET_SCHEMA_ATTRIBUTE_STRING },
            { NULL, 0 },
        }
    };
    return &schema;
}

/* The token stored for `server`, or NULL with `error` set (no Secret Service) or unset (none
 * stored). Free the result with secret_password_free. */
static inline gchar *vsm_lookup_server_token(const char *server, GCancellable *cancellable, GError **error) {
    return secret_password_lookup_sync(vsm_server_token_schema(), cancellable, error, "server", server, NULL);
}

#endif
