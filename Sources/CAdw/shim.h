#ifndef VSM_CADW_SHIM_H
#define VSM_CADW_SHIM_H
/*
 * C side of the Adw module: libadwaita's headers. Debian 12 ships libadwaita 1.2.2, the
 * oldest release the module supports; newer API is used under the ADW_1_N compilation
 * conditions that Package.swift derives from the installed version.
 */
#include <adwaita.h>

#if !ADW_CHECK_VERSION(1, 2, 0)
#error "the Adw module needs libadwaita 1.2 or newer (Debian 12: libadwaita-1-dev)"
#endif

/*
 * g_signal_emit_by_name is variadic, which Swift cannot call: this emits a signal that
 * takes one string and returns nothing (an alert dialog's "response", which libadwaita
 * 1.5 no longer emits through a function of its own).
 */
static inline void vsm_adw_emit_string_signal(gpointer instance, const char *signal, const char *value) {
    g_signal_emit_by_name(instance, signal, value);
}

#endif
