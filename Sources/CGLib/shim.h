#ifndef VSM_CGLIB_SHIM_H
#define VSM_CGLIB_SHIM_H
/*
 * C side of the GLib module: GLib, GObject and GIO, without GTK.
 *
 * Swift cannot call C macros or variadic C functions, and it cannot cast between
 * function-pointer types the way G_CALLBACK does. The static inline helpers below do
 * exactly those things and nothing more, so that the Swift code stays type-safe.
 */
#include <glib-object.h>
/* gsettingsbackend.h is public only with G_SETTINGS_ENABLE_BACKEND (the Gio module's settings backends). */
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gio.h>
#include <gio/gsettingsbackend.h>
#include <glib-unix.h>
#include <sys/syscall.h>
#include <unistd.h>

/*
 * libdispatch's main-queue hooks (exported by libdispatch.so, normally used by
 * CoreFoundation's run loop). On Linux the handle is an eventfd that becomes readable
 * whenever work is queued on the main queue; the callback drains the main queue.
 * Declared here, not with @_silgen_name, so the C signature is checked (docs/Design.md, "The
 * main-loop bridge").
 */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

/* MARK: Signals through one generic marshaller (Signals in the GLib module). */

/*
 * Connects a closure whose marshaller receives every argument as a GValue, so one Swift
 * marshaller serves every signal whatever its C signature (no per-signature casts that
 * could disagree with what GLib passes). `destroy` runs when the closure is finalized
 * (disconnect, or the instance's disposal). Returns 0 when GLib refuses the signal name;
 * the closure (and `destroy`) are then released at once.
 */
static inline gulong vsm_signal_connect_closure(gpointer instance, const char *detailed_signal,
                                                GClosureMarshal marshal, gpointer data,
                                                GClosureNotify destroy, gboolean after) {
    GClosure *closure = g_closure_new_simple(sizeof(GClosure), data);
    g_closure_set_marshal(closure, marshal);
    g_closure_add_finalize_notifier(closure, data, destroy);
    /* Own the closure during the call, so a refused connection frees it (and the box). */
    g_closure_ref(closure);
    g_closure_sink(closure);
    gulong id = g_signal_connect_closure(instance, detailed_signal, closure, after);
    g_closure_unref(closure);
    return id;
}

/* The user data given to vsm_signal_connect_closure. */
static inline gpointer vsm_closure_data(GClosure *closure) { return closure->data; }

/* Signal parameter types carry a "static scope" flag bit that is not part of the type. */
static inline GType vsm_signal_param_type(GType type) { return type & ~G_SIGNAL_TYPE_STATIC_SCOPE; }

/* Fundamental types Swift sees only as macros. */
static inline GType vsm_type_none(void) { return G_TYPE_NONE; }
static inline GType vsm_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType vsm_type_param(void) { return G_TYPE_PARAM; }
static inline GType vsm_type_variant(void) { return G_TYPE_VARIANT; }
static inline GType vsm_type_object(void) { return G_TYPE_OBJECT; }
static inline GType vsm_type_int(void) { return G_TYPE_INT; }
static inline GType vsm_type_string(void) { return G_TYPE_STRING; }

/* The property `name` of the instance's class (G_OBJECT_GET_CLASS is a macro), or NULL. */
static inline GParamSpec *vsm_object_find_property(gpointer instance, const char *name) {
    return g_object_class_find_property(G_OBJECT_GET_CLASS(instance), name);
}

/* GListModel::items-changed: `void handler(list, position, removed, added, data)`. */
typedef void (*VSMItemsChangedCallback)(gpointer list, guint position, guint removed,
                                        guint added, gpointer user_data);

static inline gulong vsm_signal_connect_items_changed(gpointer list, VSMItemsChangedCallback callback,
                                                      gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(list, "items-changed", G_CALLBACK(callback), data, destroy, 0);
}

/*
 * g_signal_emit_by_name is variadic; this emits a signal with no arguments and no return.
 * Only call it after checking the signal's signature (Object.emit does): a signal with
 * arguments or a return value would read them from garbage.
 */
static inline void vsm_signal_emit_void(gpointer instance, const char *signal) {
    g_signal_emit_by_name(instance, signal);
}

/* MARK: Type checks (G_TYPE_CHECK_INSTANCE_TYPE, G_OBJECT_TYPE_NAME, G_IS_OBJECT). */

static inline gboolean vsm_instance_is_a(gpointer instance, GType type) {
    return instance != NULL && G_TYPE_CHECK_INSTANCE_TYPE(instance, type);
}

static inline const char *vsm_object_type_name(gpointer instance) {
    return G_OBJECT_TYPE_NAME(instance);
}

static inline GType vsm_object_type(gpointer instance) {
    return G_OBJECT_TYPE(instance);
}

/* MARK: Threads. */

/*
 * Whether the caller runs on the process's main thread (Linux: its thread id is the
 * process id). GLib may run toggle-reference notifications on any thread that refs or
 * unrefs an object; only the main thread may touch Swift wrappers.
 */
static inline gboolean vsm_is_main_thread(void) { return syscall(SYS_gettid) == getpid(); }

/* MARK: Constants Swift sees only as macros. */

static inline gboolean vsm_source_continue(void) { return G_SOURCE_CONTINUE; }
static inline gboolean vsm_source_remove(void) { return G_SOURCE_REMOVE; }

/* MARK: Structured logging (g_warning is a variadic macro). */

/* Logs `message` at WARNING level in `domain` through GLib's structured log writer. */
static inline void vsm_log_warning(const char *domain, const char *message) {
    const GLogField fields[] = {
        { "GLIB_DOMAIN", domain, -1 },
        { "MESSAGE", message, -1 },
        { "PRIORITY", "4", -1 },
    };
    g_log_structured_array(G_LOG_LEVEL_WARNING, fields, G_N_ELEMENTS(fields));
}

#endif
