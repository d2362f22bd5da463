#include "CGtkTesting.h"

#include <gdk/x11/gdkx.h>
#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>
#include <stdio.h>
#include <string.h>

/* MARK: Accessibility */

/* A value no real label has: check_property returns the actual value whenever it differs. */
static const char *const vsm_label_probe = "\x01vsm-testing-no-label\x01";

char *vsm_testing_accessible_label(GtkWidget *widget) {
    GtkAccessible *accessible = GTK_ACCESSIBLE(widget);
    if (!gtk_test_accessible_has_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL)) {
        return NULL;
    }
    char *value = gtk_test_accessible_check_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                     vsm_label_probe);
    return value != NULL ? value : g_strdup(vsm_label_probe);
}

guint vsm_testing_accessible_labelled_by(GtkWidget *widget, gpointer *out, guint capacity) {
    GtkAccessible *accessible = GTK_ACCESSIBLE(widget);
    if (!gtk_test_accessible_has_relation(accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY)) {
        return 0;
    }
    /* An empty expected list: GTK prints the actual one as "Type<0xADDRESS> Type<0x…>". */
    char *printed = gtk_test_accessible_check_relation(accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                                       NULL);
    if (printed == NULL) {
        return 0;
    }
    guint count = 0;
    for (const char *cursor = strchr(printed, '<'); cursor != NULL; cursor = strchr(cursor + 1, '<')) {
        void *address = NULL;
        if (sscanf(cursor + 1, "%p", &address) == 1 && address != NULL) {
            if (count < capacity) {
                out[count] = address;
            }
            count++;
        }
    }
    g_free(printed);
    return count;
}

const char *vsm_testing_accessible_role_name(GtkAccessibleRole role) {
    GEnumClass *enum_class = g_type_class_ref(GTK_TYPE_ACCESSIBLE_ROLE);
    GEnumValue *value = g_enum_get_value(enum_class, (gint)role);
    const char *nick = value != NULL ? value->value_nick : "unknown";
    g_type_class_unref(enum_class);
    return nick;
}

const char *vsm_testing_buildable_id(GtkWidget *widget) {
    return gtk_buildable_get_buildable_id(GTK_BUILDABLE(widget));
}

/* MARK: Event counting */

struct VSMTestingEventCounter {
    guint64 counts[VSM_TESTING_EVENT_KIND_COUNT];
};

static const char *const vsm_counter_key = "vsm-testing-event-counter";

static gboolean vsm_count_event(GtkEventControllerLegacy *controller, GdkEvent *event, gpointer data) {
    (void)controller;
    VSMTestingEventCounter *counter = data;
    switch (gdk_event_get_event_type(event)) {
    case GDK_BUTTON_PRESS: counter->counts[VSM_TESTING_EVENT_BUTTON_PRESS]++; break;
    case GDK_BUTTON_RELEASE: counter->counts[VSM_TESTING_EVENT_BUTTON_RELEASE]++; break;
    case GDK_KEY_PRESS: counter->counts[VSM_TESTING_EVENT_KEY_PRESS]++; break;
    case GDK_KEY_RELEASE: counter->counts[VSM_TESTING_EVENT_KEY_RELEASE]++; break;
    case GDK_MOTION_NOTIFY: counter->counts[VSM_TESTING_EVENT_MOTION]++; break;
    default: break;
    }
    return GDK_EVENT_PROPAGATE;
}

static void vsm_counter_release(gpointer data, GClosure *closure) {
    (void)closure;
    g_rc_box_release(data);
}

VSMTestingEventCounter *vsm_testing_event_counter_for_widget(GtkWidget *widget) {
    VSMTestingEventCounter *counter = g_object_get_data(G_OBJECT(widget), vsm_counter_key);
    if (counter == NULL) {
        counter = g_rc_box_new0(VSMTestingEventCounter);
        GtkEventController *controller = gtk_event_controller_legacy_new();
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE);
        gtk_event_controller_set_name(controller, "vsm-testing-event-counter");
        /* The signal handler holds one reference, the widget's data another. */
        g_signal_connect_data(controller, "event", G_CALLBACK(vsm_count_event), g_rc_box_acquire(counter),
                              vsm_counter_release, 0);
        gtk_widget_add_controller(widget, controller);
        g_object_set_data_full(G_OBJECT(widget), vsm_counter_key, counter, g_rc_box_release);
    }
    return g_rc_box_acquire(counter);
}

guint64 vsm_testing_event_count(VSMTestingEventCounter *counter, VSMTestingEventKind kind) {
    return kind < VSM_TESTING_EVENT_KIND_COUNT ? counter->counts[kind] : 0;
}

void vsm_testing_event_counter_unref(VSMTestingEventCounter *counter) {
    g_rc_box_release(counter);
}

/* MARK: Geometry */

gboolean vsm_testing_bounds_in_native(GtkWidget *widget, double *x, double *y, double *width, double *height) {
    GtkNative *native = gtk_widget_get_native(widget);
    if (native == NULL) {
        return FALSE;
    }
    graphene_rect_t bounds;
    if (!gtk_widget_compute_bounds(widget, GTK_WIDGET(native), &bounds)) {
        return FALSE;
    }
    *x = bounds.origin.x;
    *y = bounds.origin.y;
    *width = bounds.size.width;
    *height = bounds.size.height;
    return TRUE;
}

GtkWidget *vsm_testing_pick_in_native(GtkWidget *widget, double x, double y) {
    GtkNative *native = gtk_widget_get_native(widget);
    return native != NULL ? gtk_widget_pick(GTK_WIDGET(native), x, y, GTK_PICK_DEFAULT) : NULL;
}

/* MARK: X11 and XTest */

/*
 * GTK 4.18 deprecates its X11 backend's API (the backend itself stays). Real key and
 * pointer events under Xvfb need the X display and window ids, and GTK offers nothing
 * else that gives them: the kit keeps these calls, and only these, out of the warnings.
 */
G_GNUC_BEGIN_IGNORE_DEPRECATIONS

static GdkSurface *vsm_native_surface(GtkWidget *widget) {
    GtkNative *native = gtk_widget_get_native(widget);
    return native != NULL ? gtk_native_get_surface(native) : NULL;
}

static Display *vsm_xdisplay(GtkWidget *widget) {
    return gdk_x11_display_get_xdisplay(gtk_widget_get_display(widget));
}

VSMTestingXTestStatus vsm_testing_xtest_status(GtkWidget *widget) {
    if (!GDK_IS_X11_DISPLAY(gtk_widget_get_display(widget))) {
        return VSM_TESTING_XTEST_NOT_X11;
    }
    int event_base, error_base, major, minor;
    if (!XTestQueryExtension(vsm_xdisplay(widget), &event_base, &error_base, &major, &minor)) {
        return VSM_TESTING_XTEST_NO_EXTENSION;
    }
    if (vsm_native_surface(widget) == NULL) {
        return VSM_TESTING_XTEST_NOT_REALIZED;
    }
    return VSM_TESTING_XTEST_READY;
}

gboolean vsm_testing_native_point_to_root(GtkWidget *widget, double x, double y, int *root_x, int *root_y) {
    GtkNative *native = gtk_widget_get_native(widget);
    GdkSurface *surface = vsm_native_surface(widget);
    if (native == NULL || surface == NULL) {
        return FALSE;
    }
    /* Native coordinates → surface coordinates (client-side shadows, if any) → pixels. */
    double offset_x = 0, offset_y = 0;
    gtk_native_get_surface_transform(native, &offset_x, &offset_y);
    int scale = gdk_surface_get_scale_factor(surface);
    Display *display = vsm_xdisplay(widget);
    Window child;
    int origin_x = 0, origin_y = 0;
    if (!XTranslateCoordinates(display, gdk_x11_surface_get_xid(surface), DefaultRootWindow(display), 0, 0,
                               &origin_x, &origin_y, &child)) {
        return FALSE;
    }
    *root_x = origin_x + (int)((x + offset_x) * scale);
    *root_y = origin_y + (int)((y + offset_y) * scale);
    return TRUE;
}

/* The child of the root window at the point (the top-level shown there), or None. */
static Window vsm_toplevel_at(Display *display, int root_x, int root_y) {
    Window root = DefaultRootWindow(display);
    Window child = None;
    int x, y;
    XTranslateCoordinates(display, root, root, root_x, root_y, &x, &y, &child);
    return child;
}

gboolean vsm_testing_raise_to_point(GtkWidget *widget, int root_x, int root_y) {
    GdkSurface *surface = vsm_native_surface(widget);
    if (surface == NULL) {
        return FALSE;
    }
    Display *display = vsm_xdisplay(widget);
    Window own = gdk_x11_surface_get_xid(surface);
    if (vsm_toplevel_at(display, root_x, root_y) == own) {
        return TRUE;
    }
    XRaiseWindow(display, own);
    XSync(display, False);
    return vsm_toplevel_at(display, root_x, root_y) == own;
}

void vsm_testing_focus_native(GtkWidget *widget) {
    GdkSurface *surface = vsm_native_surface(widget);
    if (surface == NULL) {
        return;
    }
    Display *display = vsm_xdisplay(widget);
    XSetInputFocus(display, gdk_x11_surface_get_xid(surface), RevertToParent, CurrentTime);
    XSync(display, False);
}

void vsm_testing_fake_motion(GtkWidget *widget, int root_x, int root_y) {
    Display *display = vsm_xdisplay(widget);
    XTestFakeMotionEvent(display, DefaultScreen(display), root_x, root_y, CurrentTime);
    XFlush(display);
}

void vsm_testing_fake_button(GtkWidget *widget, unsigned int button, gboolean press) {
    Display *display = vsm_xdisplay(widget);
    XTestFakeButtonEvent(display, button, press ? True : False, CurrentTime);
    XFlush(display);
}

void vsm_testing_fake_key(GtkWidget *widget, unsigned int keycode, gboolean press) {
    Display *display = vsm_xdisplay(widget);
    XTestFakeKeyEvent(display, keycode, press ? True : False, CurrentTime);
    XFlush(display);
}

void vsm_testing_sync(GtkWidget *widget) {
    XSync(vsm_xdisplay(widget), False);
}

gboolean vsm_testing_events_queued(GtkWidget *widget) {
    return XEventsQueued(vsm_xdisplay(widget), QueuedAlready) > 0;
}

gboolean vsm_testing_keycode_for_keyval(GtkWidget *widget, guint keyval, unsigned int *keycode, gboolean *shift) {
    Display *display = vsm_xdisplay(widget);
    int min_keycode = 0, max_keycode = 0, per_keycode = 0;
    XDisplayKeycodes(display, &min_keycode, &max_keycode);
    KeySym *map = XGetKeyboardMapping(display, (KeyCode)min_keycode, max_keycode - min_keycode + 1, &per_keycode);
    if (map == NULL) {
        return FALSE;
    }
    gboolean found = FALSE;
    /* Levels 0 (no modifier) then 1 (Shift), over every keycode: the plainest key wins. */
    int levels = per_keycode < 2 ? per_keycode : 2;
    for (int level = 0; level < levels && !found; level++) {
        for (int code = min_keycode; code <= max_keycode; code++) {
            if (map[(code - min_keycode) * per_keycode + level] == (KeySym)keyval) {
                *keycode = (unsigned int)code;
                *shift = level == 1;
                found = TRUE;
                break;
            }
        }
    }
    XFree(map);
    return found;
}

unsigned int vsm_testing_bind_scratch_keycode(GtkWidget *widget, guint keyval) {
    Display *display = vsm_xdisplay(widget);
    int min_keycode = 0, max_keycode = 0, per_keycode = 0;
    XDisplayKeycodes(display, &min_keycode, &max_keycode);
    KeySym *map = XGetKeyboardMapping(display, (KeyCode)min_keycode, max_keycode - min_keycode + 1, &per_keycode);
    if (map == NULL) {
        return 0;
    }
    unsigned int scratch = 0;
    /* From the top: the highest keycodes are the ones layouts leave empty. */
    for (int code = max_keycode; code >= min_keycode && scratch == 0; code--) {
        gboolean empty = TRUE;
        for (int level = 0; level < per_keycode; level++) {
            if (map[(code - min_keycode) * per_keycode + level] != NoSymbol) {
                empty = FALSE;
                break;
            }
        }
        if (empty) {
            scratch = (unsigned int)code;
        }
    }
    XFree(map);
    if (scratch == 0) {
        return 0;
    }
    KeySym symbols[2] = { (KeySym)keyval, (KeySym)keyval };
    XChangeKeyboardMapping(display, (int)scratch, 2, symbols, 1);
    XSync(display, False);
    return scratch;
}

void vsm_testing_unbind_scratch_keycode(GtkWidget *widget, unsigned int keycode) {
    Display *display = vsm_xdisplay(widget);
    KeySym symbols[2] = { NoSymbol, NoSymbol };
    XChangeKeyboardMapping(display, (int)keycode, 2, symbols, 1);
    XSync(display, False);
}

G_GNUC_END_IGNORE_DEPRECATIONS

/* MARK: Snapshots */

void vsm_testing_make_rendering_repeatable(void) {
    GtkSettings *settings = gtk_settings_get_default();
    if (settings != NULL) {
        g_object_set(settings, "gtk-cursor-blink", FALSE, "gtk-enable-animations", FALSE, NULL);
    }
}

GdkTexture *vsm_testing_render_texture(GtkWidget *widget) {
    int width = gtk_widget_get_width(widget);
    int height = gtk_widget_get_height(widget);
    GtkNative *native = gtk_widget_get_native(widget);
    if (width <= 0 || height <= 0 || native == NULL || !gtk_widget_get_mapped(widget)) {
        return NULL;
    }
    GdkPaintable *paintable = gtk_widget_paintable_new(widget);
    GtkSnapshot *snapshot = gtk_snapshot_new();
    gdk_paintable_snapshot(paintable, GDK_SNAPSHOT(snapshot), width, height);
    GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
    GdkTexture *texture = NULL;
    if (node != NULL) {
        graphene_rect_t bounds = GRAPHENE_RECT_INIT(0, 0, (float)width, (float)height);
        texture = gsk_renderer_render_texture(gtk_native_get_renderer(native), node, &bounds);
        gsk_render_node_unref(node);
    }
    g_object_unref(paintable);
    return texture;
}
