/*
 * The C baseline of app-benchmarks (docs/Design.md, "Performance"): a minimal GTK 4 program
 * with the widgets of the app's editor screen (a window with a header bar, a spinner, a label,
 * an entry and a button). app-benchmarks compiles it with the system C compiler,
 * `cc -O2 $(pkg-config --cflags --libs gtk4)`, and launches it side by side with the app.
 *
 * Compiled a second time with `-DWITH_LIBADWAITA $(pkg-config --cflags --libs libadwaita-1)`,
 * the same program starts libadwaita first (adw_init: its library, style sheet and style
 * manager), so the difference between the two is what libadwaita adds to a launch.
 *
 * On the first frame painted (the window frame clock's after-paint) it writes
 *     frame <CLOCK_MONOTONIC ns> first
 * to stderr, the same line format as the app's VSM_PROFILE_TRACE_FRAMES=1 trace, and keeps
 * running: the benchmark ends both programs the same way (SIGKILL) after the line, so
 * their peak RSS is measured at the same point.
 */
#include <gtk/gtk.h>
#ifdef WITH_LIBADWAITA
#include <adwaita.h>
#endif
#include <stdio.h>
#include <time.h>

static void after_paint(GdkFrameClock *clock, gpointer user_data) {
    gulong *handler = user_data;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    fprintf(stderr, "frame %lld first\n", (long long)now.tv_sec * 1000000000LL + now.tv_nsec);
    fflush(stderr);
    g_signal_handler_disconnect(clock, *handler);
}

static void realize(GtkWidget *window, gpointer user_data) {
    (void)user_data;
    static gulong handler;
    GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
    handler = g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint), &handler);
}

static void activate(GtkApplication *app, gpointer user_data) {
    (void)user_data;
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "Profile");
    gtk_window_set_default_size(GTK_WINDOW(window), 480, 420);
    gtk_window_set_titlebar(GTK_WINDOW(window), gtk_header_bar_new());

    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    gtk_widget_set_margin_top(box, 24);
    gtk_widget_set_margin_bottom(box, 24);
    gtk_widget_set_margin_start(box, 24);
    gtk_widget_set_margin_end(box, 24);

    GtkWidget *spinner = gtk_spinner_new();
    gtk_spinner_start(GTK_SPINNER(spinner));
    gtk_box_append(GTK_BOX(box), spinner);
    gtk_box_append(GTK_BOX(box), gtk_label_new("Real name"));
    GtkWidget *entry = gtk_entry_new();
    gtk_editable_set_text(GTK_EDITABLE(entry), "username");
    gtk_box_append(GTK_BOX(box), entry);
    gtk_box_append(GTK_BOX(box), gtk_button_new_with_label("Save"));
    gtk_window_set_child(GTK_WINDOW(window), box);

    g_signal_connect(window, "realize", G_CALLBACK(realize), NULL);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
#ifdef WITH_LIBADWAITA
    adw_init();
#endif
    GtkApplication *app = gtk_application_new("io.github.vsmgtk.LaunchBaseline", G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(app), argc, argv);
    g_object_unref(app);
    return status;
}
