#ifndef VSM_CGTKTESTING_H
#define VSM_CGTKTESTING_H
/*
 * The C side of VSMGtkTesting: what Swift cannot call (variadic GTK test functions, C
 * macros) and the X11 / XTest calls that inject real input under Xvfb (docs/Design.md, "Testing").
 * No X11 type appears here: Swift sees plain integers and GTK types only.
 * Main thread only, like GTK.
 */
#include <gtk/gtk.h>

/* MARK: Accessibility (works with any accessibility backend, GTK_A11Y=test included). */

/* The accessible LABEL property (newly allocated, free with g_free), or NULL when unset. */
char *vsm_testing_accessible_label(GtkWidget *widget);

/*
 * The objects of the LABELLED_BY relation, as addresses: fills up to `capacity` entries of
 * `out` and returns how many the relation holds. The addresses are only for comparing with
 * widgets the caller already holds; never dereference one it does not.
 */
guint vsm_testing_accessible_labelled_by(GtkWidget *widget, gpointer *out, guint capacity);

/* The role's nick ("button", "text-box"), static storage. */
const char *vsm_testing_accessible_role_name(GtkAccessibleRole role);

/* The buildable id the widget had in its GtkBuilder file, or NULL. */
const char *vsm_testing_buildable_id(GtkWidget *widget);

/* MARK: Event counting: how a test knows that GTK has handled the events it injected. */

typedef enum {
    VSM_TESTING_EVENT_BUTTON_PRESS = 0,
    VSM_TESTING_EVENT_BUTTON_RELEASE = 1,
    VSM_TESTING_EVENT_KEY_PRESS = 2,
    VSM_TESTING_EVENT_KEY_RELEASE = 3,
    VSM_TESTING_EVENT_MOTION = 4,
    VSM_TESTING_EVENT_KIND_COUNT = 5,
} VSMTestingEventKind;

/* Counts of events GTK delivered to one widget and the widgets inside it, shared by its
 * controller and the caller. */
typedef struct VSMTestingEventCounter VSMTestingEventCounter;

/*
 * The widget's counter (a capture-phase legacy controller that sees every event delivered to
 * the widget or inside it before they do, and never stops one), installed on first use. No
 * one counter sees everything: a popover is a surface of its own whose events do not pass its
 * window's controllers, and a libadwaita dialog shown inside a window (AdwDialog, 1.5 and
 * newer) gets events the window's capture phase does not see; the widget an event lands on
 * sees it. Returns a new reference: release it with vsm_testing_event_counter_unref. The counts
 * stay readable after the widget is destroyed or hidden; they stop growing then.
 */
VSMTestingEventCounter *vsm_testing_event_counter_for_widget(GtkWidget *widget);
guint64 vsm_testing_event_count(VSMTestingEventCounter *counter, VSMTestingEventKind kind);
void vsm_testing_event_counter_unref(VSMTestingEventCounter *counter);

/* MARK: Geometry. */

/*
 * The widget's bounds in the coordinates of its GtkNative (window or popover): origin and
 * size. Returns FALSE when GTK cannot compute them (not realized, no native).
 */
gboolean vsm_testing_bounds_in_native(GtkWidget *widget, double *x, double *y, double *width, double *height);

/* The widget GTK would deliver a pointer event at (x, y) of the widget's native to. */
GtkWidget *vsm_testing_pick_in_native(GtkWidget *widget, double x, double y);

/* MARK: X11 and XTest (the widget's display must be X11: check vsm_testing_xtest_status). */

typedef enum {
    VSM_TESTING_XTEST_READY = 0,
    VSM_TESTING_XTEST_NOT_X11 = 1,     /* Wayland, Broadway: XTest cannot reach it */
    VSM_TESTING_XTEST_NO_EXTENSION = 2, /* the X server has no XTEST extension */
    VSM_TESTING_XTEST_NOT_REALIZED = 3, /* the widget has no surface yet */
} VSMTestingXTestStatus;

VSMTestingXTestStatus vsm_testing_xtest_status(GtkWidget *widget);

/*
 * The root-window position of the point (x, y) in the widget's native coordinates; FALSE
 * when the native has no X window.
 */
gboolean vsm_testing_native_point_to_root(GtkWidget *widget, double x, double y, int *root_x, int *root_y);

/*
 * Whether the top-level X window at the root point is the widget's native's own; if not,
 * raises that window and checks again. Returns TRUE when the point is over it.
 */
gboolean vsm_testing_raise_to_point(GtkWidget *widget, int root_x, int root_y);

/* Gives the widget's native the X input focus, as a click on it would with a window manager. */
void vsm_testing_focus_native(GtkWidget *widget);

void vsm_testing_fake_motion(GtkWidget *widget, int root_x, int root_y);
void vsm_testing_fake_button(GtkWidget *widget, unsigned int button, gboolean press);
void vsm_testing_fake_key(GtkWidget *widget, unsigned int keycode, gboolean press);

/* Waits until the X server has handled every request so far (events it made are queued). */
void vsm_testing_sync(GtkWidget *widget);

/* Whether events read from the X server still wait in the queue, not yet handed to GTK.
 * After vsm_testing_sync, every event the X server made so far is in that queue. */
gboolean vsm_testing_events_queued(GtkWidget *widget);

/*
 * The keycode producing `keyval` (an X keysym) and whether Shift is needed for it, in the
 * current keyboard mapping. Returns FALSE when no key produces it at the first two levels.
 */
gboolean vsm_testing_keycode_for_keyval(GtkWidget *widget, guint keyval, unsigned int *keycode, gboolean *shift);

/*
 * Binds `keyval` to a keycode that has no symbol (as xdotool does for characters the layout
 * lacks) and returns it, or 0 when no keycode is free. Undo with
 * vsm_testing_unbind_scratch_keycode once GTK has handled the key's events.
 */
unsigned int vsm_testing_bind_scratch_keycode(GtkWidget *widget, guint keyval);
void vsm_testing_unbind_scratch_keycode(GtkWidget *widget, unsigned int keycode);

/* MARK: Snapshots. */

/*
 * Makes rendering repeatable: no blinking text cursor (always drawn) and no animations
 * (stack transitions and spinners jump to their end), through the default GtkSettings.
 */
void vsm_testing_make_rendering_repeatable(void);

/*
 * Renders a mapped widget (a window includes its title bar) with its own renderer, as it
 * shows now. Returns a new texture, or NULL when it is not shown or has no size.
 */
GdkTexture *vsm_testing_render_texture(GtkWidget *widget);

#endif
