#ifndef VSM_CGTK_SHIM_H
#define VSM_CGTK_SHIM_H
/*
 * C side of the Swift GTK 4 layer (docs/Design.md, "GTK from Swift").
 *
 * Swift cannot call C macros or variadic C functions, and it cannot cast between
 * function-pointer types the way G_CALLBACK does. The static inline helpers below do
 * exactly those things and nothing more, so that the Swift wrappers stay type-safe.
 */
#include <gtk/gtk.h>
/* GSK's renderers that gtk/gtk.h leaves out (the generated Gsk module wraps them): the GL
 * renderer and, where GTK was built with it, the Broadway renderer. */
#include <gsk/gl/gskglrenderer.h>
/* The GTypes of Graphene's and cairo's records (the generated Graphene and Cairo modules). */
#include <graphene-gobject.h>
#include <cairo-gobject.h>
#if __has_include(<gsk/broadway/gskbroadwayrenderer.h>)
#include <gsk/broadway/gskbroadwayrenderer.h>
#endif
#include <glib-unix.h>
#include <sys/syscall.h>
#include <unistd.h>

/* MARK: Accessibility (gtk_accessible_update_property is variadic). */

static inline void vsm_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget),
                                   GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static inline void vsm_accessible_set_description(GtkWidget *widget, const char *description) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget),
                                   GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

/*
 * Returns NULL when the widget's accessible LABEL equals `expected`, else a newly
 * allocated message (free with g_free). Only meaningful with GTK_A11Y=test.
 */
static inline char *vsm_accessible_check_label(GtkWidget *widget, const char *expected) {
    return gtk_test_accessible_check_property(GTK_ACCESSIBLE(widget),
                                              GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
}

/* MARK: CSS (gtk_css_provider_load_from_path reports errors only through a signal). */

static void vsm_css_parsing_error_cb(GtkCssProvider *provider, GtkCssSection *section,
                                     const GError *error, gpointer user_data) {
    (void)provider;
    GError **out = (GError **)user_data;
    if (*out == NULL) {
        char *where = gtk_css_section_to_string(section);
        *out = g_error_new(error->domain, error->code, "%s: %s", where, error->message);
        g_free(where);
    }
}

/* Loads CSS from a file; returns FALSE and sets *error on the first parse error. */
static inline gboolean vsm_css_provider_load_path(GtkCssProvider *provider, const char *path,
                                                  GError **error) {
    GError *first = NULL;
    gulong id = g_signal_connect(provider, "parsing-error",
                                 G_CALLBACK(vsm_css_parsing_error_cb), &first);
    gtk_css_provider_load_from_path(provider, path);
    g_signal_handler_disconnect(provider, id);
    if (first != NULL) {
        g_propagate_error(error, first);
        return FALSE;
    }
    return TRUE;
}

/* MARK: Screenshots (GRAPHENE_RECT_INIT is a macro; the steps are all C API). */

/*
 * Renders a realized, mapped widget (for example a window, with its header bar) with
 * its own renderer and saves it as PNG. Returns FALSE if the widget is not shown or
 * has no size, or the file cannot be written.
 */
static inline gboolean vsm_widget_save_png(GtkWidget *widget, const char *path) {
    int width = gtk_widget_get_width(widget);
    int height = gtk_widget_get_height(widget);
    GtkNative *native = gtk_widget_get_native(widget);
    if (width <= 0 || height <= 0 || native == NULL || !gtk_widget_get_mapped(widget)) {
        return FALSE;
    }
    GdkPaintable *paintable = gtk_widget_paintable_new(widget);
    GtkSnapshot *snapshot = gtk_snapshot_new();
    gdk_paintable_snapshot(paintable, GDK_SNAPSHOT(snapshot), width, height);
    GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
    gboolean ok = FALSE;
    if (node != NULL) {
        graphene_rect_t bounds = GRAPHENE_RECT_INIT(0, 0, (float)width, (float)height);
        GdkTexture *texture = gsk_renderer_render_texture(gtk_native_get_renderer(native), node, &bounds);
        if (texture != NULL) {
            ok = gdk_texture_save_to_png(texture, path);
            g_object_unref(texture);
        }
        gsk_render_node_unref(node);
    }
    g_object_unref(paintable);
    return ok;
}

/* MARK: GApplication command lines (the print functions and g_object_new are variadic). */

/* Emits GApplication::command-line and returns the handlers' exit status. */
static inline gint vsm_application_emit_command_line(gpointer application,
                                                     GApplicationCommandLine *command_line) {
    gint status = 0;
    g_signal_emit_by_name(application, "command-line", command_line, &status);
    return status;
}

static inline void vsm_command_line_print(GApplicationCommandLine *command_line, const char *text) {
    g_application_command_line_print(command_line, "%s", text);
}

static inline void vsm_command_line_printerr(GApplicationCommandLine *command_line, const char *text) {
    g_application_command_line_printerr(command_line, "%s", text);
}

/*
 * A command line as GLib builds one for a launch in this process: `arguments` (NULL-
 * terminated, program name first) and the launch's working directory (NULL for none).
 * Returns a full reference.
 */
static inline GApplicationCommandLine *vsm_application_command_line_new(const char *const *arguments,
                                                                       const char *cwd) {
    GVariantBuilder platform;
    g_variant_builder_init(&platform, G_VARIANT_TYPE_VARDICT);
    if (cwd != NULL) {
        g_variant_builder_add(&platform, "{sv}", "cwd", g_variant_new_bytestring(cwd));
    }
    return g_object_new(G_TYPE_APPLICATION_COMMAND_LINE,
                        "arguments", g_variant_new_bytestring_array(arguments, -1),
                        "platform-data", g_variant_builder_end(&platform),
                        NULL);
}

/* MARK: Constants Swift sees only as macros. */

static inline guint vsm_style_priority_application(void) {
    return GTK_STYLE_PROVIDER_PRIORITY_APPLICATION;
}


/* MARK: CSS from a GResource (errors, again, only through the parsing-error signal). */

/* Loads CSS from a registered resource path; returns FALSE and sets *error on the first parse error. */
static inline gboolean vsm_css_provider_load_resource(GtkCssProvider *provider, const char *path,
                                                      GError **error) {
    GError *first = NULL;
    gulong id = g_signal_connect(provider, "parsing-error",
                                 G_CALLBACK(vsm_css_parsing_error_cb), &first);
    gtk_css_provider_load_from_resource(provider, path);
    g_signal_handler_disconnect(provider, id);
    if (first != NULL) {
        g_propagate_error(error, first);
        return FALSE;
    }
    return TRUE;
}

/* MARK: Accessibility (variadic in C) */

/* Marks `widget` busy, or not, for assistive technology (GTK_ACCESSIBLE_STATE_BUSY): a region
 * whose content is being loaded or saved. */
static inline void vsm_accessible_set_busy(GtkWidget *widget, gboolean busy) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_BUSY, busy, -1);
}

/* Drops the widget's labelled-by relation, so its accessible label alone names it: GTK 4.8
 * joins the two, and a button whose mnemonic label labels it would be announced twice
 * ("Save username Save"). */
static inline void vsm_accessible_reset_labelled_by(GtkWidget *widget) {
    gtk_accessible_reset_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

/* Whether `widget` reports itself busy; only under GTK's test accessibility backend
 * (GTK_A11Y=test), for tests. */
static inline gboolean vsm_accessible_is_busy(GtkWidget *widget) {
    char *mismatch = gtk_test_accessible_check_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_BUSY, TRUE);
    gboolean busy = mismatch == NULL;
    g_free(mismatch);
    return busy;
}

/* MARK: GtkSettings (properties only: g_object_get/set are variadic in C) */

/* Whether the desktop allows animations (GtkSettings:gtk-enable-animations; false when the
 * user asked for reduced motion). */
static inline gboolean vsm_settings_get_enable_animations(GtkSettings *settings) {
    gboolean enabled = TRUE;
    g_object_get(settings, "gtk-enable-animations", &enabled, NULL);
    return enabled;
}

/* Sets GtkSettings:gtk-enable-animations (notifies `notify::gtk-enable-animations`). */
static inline void vsm_settings_set_enable_animations(GtkSettings *settings, gboolean enabled) {
    g_object_set(settings, "gtk-enable-animations", enabled, NULL);
}

/* GTK_STYLE_PROVIDER_PRIORITY_FALLBACK: below the theme, for a library's default styles. */
static inline guint vsm_style_priority_fallback(void) {
    return GTK_STYLE_PROVIDER_PRIORITY_FALLBACK;
}

#endif
