/*
 * The faithful C baseline of app-benchmarks: the app's first screen,
 * written in plain C with GTK 4 and libadwaita, so the app's launch and memory are measured
 * against what the same screen costs without Swift, VSM, GRDB or GtkBuilder.
 *
 *     gtk-profile-baseline <profile.sqlite> <style.css> <icon folder> [user id]
 *
 * It reads the profile and its posts from the app's own store (App/Sources/UserProfileStore:
 * tables `profile` and `posts`, dates in whole seconds) with the sqlite3 C API, loads the
 * app's style sheet (Resources/style.css) at the application priority and the app's icon
 * (data/icons/symbolic: external-link-symbolic, which the app embeds), and opens the same
 * window the app opens (ProfileWindowController, ProfileScreenViewController, its row views
 * and EditUserProfileView.ui), with the same widgets, CSS classes, spacings and clamp width:
 *
 *   AdwApplicationWindow 560 × 640, "VSM Profile"
 *     GtkBox (vertical)
 *       AdwHeaderBar: AdwWindowTitle "VSM Profile", a GtkMenuButton (open-menu-symbolic,
 *                     the primary menu's items) at the end
 *       AdwToastOverlay (vexpand)
 *         GtkScrolledWindow
 *           GtkListView .profile-screen (natural row heights, rows not activatable,
 *                                        no selection); each row: AdwClamp 640 > GtkBox .profile-row >
 *             the header: GtkBox (horizontal, 18) .profile-header: AdwAvatar 80 (initials of
 *                         the name), GtkBox (vertical, 4, centred, hexpand) of three wrapping
 *                         labels: the name (.title-2), the username (.dim-label), "N friends"
 *             an attribute row per set attribute: GtkListBox .boxed-list > AdwActionRow
 *                         .property (title "Location"/"Website", the value as subtitle), and
 *                         for an http(s) website a flat external-link-symbolic button
 *             the editor: GtkBox (vertical, 12, margins 12/6): GtkListBox .boxed-list >
 *                         AdwEntryRow "Username" with the username; GtkBox (horizontal, 12):
 *                         "_Reload", a hexpand end-aligned box, "_Save" (.suggested-action)
 *             the posts' title: GtkLabel "Posts" .heading .posts-title
 *             a post each: GtkBox (vertical, 6) .card .post: the date (.dim-label .caption),
 *                         the body (wrapping at words and characters, 20–80 chars)
 *             (no posts: "No posts yet", .dim-label .posts-empty)
 *
 * Only what the loaded screen shows is built: the app's hidden widgets (the loading
 * placeholders, the editor's spinner, validation and error box, the toast, the shortcuts
 * window) are left out, so this is the lower bound for that screen. Texts are in English
 * (the app's untranslated strings; the friends count grouped as LC_NUMERIC says, as the app
 * does: "1234" in C.UTF-8, "1,234" in en_US; dates as "Mar 5, 2024 at 2:07 PM" in the local
 * time zone, which is what the app writes in C.UTF-8 and English locales).
 *
 * On the first frame painted (the window frame clock's after-paint) it writes
 *     frame <CLOCK_MONOTONIC ns> loaded <username>
 *     frame <CLOCK_MONOTONIC ns> posts.loaded <count>
 * to stderr (the same ns on both lines; the labels of the app's VSM_PROFILE_TRACE_FRAMES=1
 * trace for the profile and the posts), and keeps running: the benchmark ends it as it ends
 * the app (SIGKILL), so their peak RSS is measured at the same point. Exit status 1 (and a
 * message) when the store cannot be read or has no such profile.
 *
 * app-benchmarks compiles it with `cc -O2 $(pkg-config --cflags --libs libadwaita-1 sqlite3)`.
 */
#include <adwaita.h>
#include <gtk/gtk.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
    gint64 date;
    char *body;
} Post;

typedef struct {
    char *username;
    char *display_name;
    char *location;
    char *website;
    char *avatar_path;
    gint64 friends_count;
    GArray *posts; /* of Post, newest first */
} Profile;

/* The kinds of row of the list, in screen order. */
typedef enum { ROW_HEADER, ROW_LOCATION, ROW_WEBSITE, ROW_EDITOR, ROW_POSTS_TITLE, ROW_POST, ROW_POSTS_EMPTY } RowKind;

typedef struct {
    RowKind kind;
    guint post; /* ROW_POST: the index in profile.posts */
} Row;

static Profile profile;
static GArray *rows; /* of Row */
static GtkWidget *editor; /* built once, moved into whichever list row shows it */
static const char *style_path;
static const char *icon_folder;

/* ---- The store ---------------------------------------------------------------------- */

static char *column_text(sqlite3_stmt *statement, int column) {
    const unsigned char *text = sqlite3_column_text(statement, column);
    return g_strdup(text ? (const char *)text : "");
}

/* Reads profile `user_id` and its posts (newest first, as the app's PostsTable orders them). */
static gboolean read_store(const char *path, gint64 user_id) {
    sqlite3 *db = NULL;
    sqlite3_stmt *statement = NULL;
    gboolean found = FALSE;
    if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK) goto fail;
    if (sqlite3_prepare_v2(db,
                           "SELECT username, displayName, friendsCount, location, website, avatarPath "
                           "FROM profile WHERE id = ?",
                           -1, &statement, NULL) != SQLITE_OK) goto fail;
    sqlite3_bind_int64(statement, 1, user_id);
    if (sqlite3_step(statement) == SQLITE_ROW) {
        profile.username = column_text(statement, 0);
        profile.display_name = column_text(statement, 1);
        profile.friends_count = sqlite3_column_int64(statement, 2);
        profile.location = column_text(statement, 3);
        profile.website = column_text(statement, 4);
        profile.avatar_path = column_text(statement, 5);
        found = TRUE;
    }
    sqlite3_finalize(statement);
    statement = NULL;
    if (!found) {
        fprintf(stderr, "gtk-profile-baseline: %s has no profile %" G_GINT64_FORMAT "\n", path, user_id);
        sqlite3_close(db);
        return FALSE;
    }
    if (sqlite3_prepare_v2(db, "SELECT date, body FROM posts WHERE userId = ? ORDER BY date DESC, id DESC",
                           -1, &statement, NULL) != SQLITE_OK) goto fail;
    sqlite3_bind_int64(statement, 1, user_id);
    profile.posts = g_array_new(FALSE, FALSE, sizeof(Post));
    int step;
    while ((step = sqlite3_step(statement)) == SQLITE_ROW) {
        Post post = { sqlite3_column_int64(statement, 0), column_text(statement, 1) };
        g_array_append_val(profile.posts, post);
    }
    if (step != SQLITE_DONE) goto fail;
    sqlite3_finalize(statement);
    sqlite3_close(db);
    return TRUE;
fail:
    fprintf(stderr, "gtk-profile-baseline: cannot read %s: %s\n", path, db ? sqlite3_errmsg(db) : "out of memory");
    sqlite3_finalize(statement);
    sqlite3_close(db);
    return FALSE;
}

/* ---- Texts -------------------------------------------------------------------------- */

/* "1 friend", "1234 friends": grouped as LC_NUMERIC says (GTK set the locale from the
 * environment), "1,234 friends" in en_US. */
static char *friends_text(gint64 count) {
    return g_strdup_printf("%'lld %s", (long long)count, count == 1 ? "friend" : "friends");
}

/* "Mar 5, 2024 at 2:07 PM" in the local time zone, with a narrow no-break space (U+202F)
 * before the day period, as the app's untranslated post date format writes it. */
static char *post_date_text(gint64 seconds) {
    static const char *const months[] = { "Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                          "Jul", "Aug", "Sep", "Oct", "Nov", "Dec" };
    time_t time = (time_t)seconds;
    struct tm local;
    if (!localtime_r(&time, &local)) return g_strdup("");
    int hour = local.tm_hour % 12 == 0 ? 12 : local.tm_hour % 12;
    return g_strdup_printf("%s %d, %d at %d:%02d\u202f%s", months[local.tm_mon], local.tm_mday, local.tm_year + 1900,
                           hour, local.tm_min, local.tm_hour < 12 ? "AM" : "PM");
}

/* Whether the website gets an "open" button: an http(s) URL with a host (the app's WebsiteLink). */
static gboolean website_is_link(const char *website) {
    GUri *uri = g_uri_parse(website, G_URI_FLAGS_NONE, NULL);
    if (!uri) return FALSE;
    const char *scheme = g_uri_get_scheme(uri);
    const char *host = g_uri_get_host(uri);
    gboolean link = (g_ascii_strcasecmp(scheme, "http") == 0 || g_ascii_strcasecmp(scheme, "https") == 0)
                    && host && *host;
    g_uri_unref(uri);
    return link;
}

/* ---- The rows' widgets (ProfileHeaderRow, ProfileAttributeRow, PostRow, ...) ---------- */

static GtkWidget *wrapping_label(const char *text, const char *style_class) {
    GtkWidget *label = gtk_label_new(text);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    gtk_label_set_wrap(GTK_LABEL(label), TRUE);
    if (style_class) gtk_widget_add_css_class(label, style_class);
    return label;
}

static GtkWidget *header_row(void) {
    const char *name = *profile.display_name ? profile.display_name : profile.username;
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 18);
    gtk_widget_add_css_class(box, "profile-header");
    GtkWidget *avatar = adw_avatar_new(80, name, TRUE);
    if (*profile.avatar_path) {
        GdkTexture *texture = gdk_texture_new_from_filename(profile.avatar_path, NULL);
        if (texture) {
            adw_avatar_set_custom_image(ADW_AVATAR(avatar), GDK_PAINTABLE(texture));
            g_object_unref(texture);
        }
    }
    GtkWidget *texts = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4);
    gtk_widget_set_valign(texts, GTK_ALIGN_CENTER);
    gtk_widget_set_hexpand(texts, TRUE);
    char *friends = friends_text(profile.friends_count);
    gtk_box_append(GTK_BOX(texts), wrapping_label(name, "title-2"));
    gtk_box_append(GTK_BOX(texts), wrapping_label(profile.username, "dim-label"));
    gtk_box_append(GTK_BOX(texts), wrapping_label(friends, NULL));
    g_free(friends);
    gtk_box_append(GTK_BOX(box), avatar);
    gtk_box_append(GTK_BOX(box), texts);
    return box;
}

static GtkWidget *attribute_row(const char *title, const char *value, gboolean link) {
    GtkWidget *list = gtk_list_box_new();
    gtk_widget_add_css_class(list, "boxed-list");
    GtkWidget *row = adw_action_row_new();
    gtk_widget_add_css_class(row, "property");
    adw_preferences_row_set_title(ADW_PREFERENCES_ROW(row), title);
    adw_action_row_set_subtitle(ADW_ACTION_ROW(row), value);
    GtkWidget *open = gtk_button_new_from_icon_name("external-link-symbolic");
    gtk_widget_set_valign(open, GTK_ALIGN_CENTER);
    gtk_widget_add_css_class(open, "flat");
    gtk_widget_set_tooltip_text(open, "Open in the browser");
    gtk_widget_set_visible(open, link);
    adw_action_row_add_suffix(ADW_ACTION_ROW(row), open);
    if (link) adw_action_row_set_activatable_widget(ADW_ACTION_ROW(row), open);
    gtk_list_box_append(GTK_LIST_BOX(list), row);
    return list;
}

/* EditUserProfileView.ui's visible part, in the editing state. */
static GtkWidget *editor_row(void) {
    GtkWidget *root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    gtk_widget_set_margin_top(root, 12);
    gtk_widget_set_margin_bottom(root, 6);
    gtk_widget_set_hexpand(root, TRUE);

    GtkWidget *group = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
    GtkWidget *list = gtk_list_box_new();
    gtk_list_box_set_selection_mode(GTK_LIST_BOX(list), GTK_SELECTION_NONE);
    gtk_widget_add_css_class(list, "boxed-list");
    GtkWidget *entry = adw_entry_row_new();
    adw_preferences_row_set_title(ADW_PREFERENCES_ROW(entry), "Username");
    adw_preferences_row_set_use_markup(ADW_PREFERENCES_ROW(entry), FALSE);
    gtk_editable_set_text(GTK_EDITABLE(entry), profile.username);
    gtk_list_box_append(GTK_LIST_BOX(list), entry);
    gtk_box_append(GTK_BOX(group), list);
    gtk_box_append(GTK_BOX(root), group);

    GtkWidget *buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    GtkWidget *reload = gtk_button_new_with_mnemonic("_Reload");
    gtk_widget_set_tooltip_text(reload, "Reload the profile from the store (Ctrl+R)");
    GtkWidget *progress = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
    gtk_widget_set_hexpand(progress, TRUE);
    gtk_widget_set_halign(progress, GTK_ALIGN_END);
    GtkWidget *save = gtk_button_new_with_mnemonic("_Save");
    gtk_widget_set_tooltip_text(save, "Save the username (Ctrl+S)");
    gtk_widget_add_css_class(save, "suggested-action");
    gtk_box_append(GTK_BOX(buttons), reload);
    gtk_box_append(GTK_BOX(buttons), progress);
    gtk_box_append(GTK_BOX(buttons), save);
    gtk_box_append(GTK_BOX(root), buttons);
    g_object_set_data(G_OBJECT(root), "entry", entry);
    return root;
}

static GtkWidget *post_row(const Post *post) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
    gtk_widget_add_css_class(box, "card");
    gtk_widget_add_css_class(box, "post");
    char *date = post_date_text(post->date);
    GtkWidget *date_label = gtk_label_new(date);
    g_free(date);
    gtk_label_set_xalign(GTK_LABEL(date_label), 0);
    gtk_widget_add_css_class(date_label, "dim-label");
    gtk_widget_add_css_class(date_label, "caption");
    GtkWidget *body = gtk_label_new(post->body);
    gtk_label_set_xalign(GTK_LABEL(body), 0);
    gtk_label_set_wrap(GTK_LABEL(body), TRUE);
    gtk_label_set_wrap_mode(GTK_LABEL(body), PANGO_WRAP_WORD_CHAR);
    gtk_label_set_width_chars(GTK_LABEL(body), 20);
    gtk_label_set_max_width_chars(GTK_LABEL(body), 80);
    gtk_box_append(GTK_BOX(box), date_label);
    gtk_box_append(GTK_BOX(box), body);
    return box;
}

static GtkWidget *row_widget(const Row *row) {
    switch (row->kind) {
    case ROW_HEADER: return header_row();
    case ROW_LOCATION: return attribute_row("Location", profile.location, FALSE);
    case ROW_WEBSITE: return attribute_row("Website", profile.website, website_is_link(profile.website));
    case ROW_EDITOR: return editor;
    case ROW_POSTS_TITLE: {
        GtkWidget *title = gtk_label_new("Posts");
        gtk_label_set_xalign(GTK_LABEL(title), 0);
        gtk_widget_add_css_class(title, "heading");
        gtk_widget_add_css_class(title, "posts-title");
        return title;
    }
    case ROW_POST: return post_row(&g_array_index(profile.posts, Post, row->post));
    case ROW_POSTS_EMPTY: {
        GtkWidget *empty = gtk_label_new("No posts yet");
        gtk_widget_add_css_class(empty, "dim-label");
        gtk_widget_add_css_class(empty, "posts-empty");
        return empty;
    }
    }
    return gtk_label_new("");
}

/* ---- The list (ListViewController with ProfileScreenRowView) ------------------------- */

static void setup_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data) {
    (void)factory;
    (void)user_data;
    GtkWidget *clamp = adw_clamp_new();
    adw_clamp_set_maximum_size(ADW_CLAMP(clamp), 640);
    GtkWidget *container = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_add_css_class(container, "profile-row");
    adw_clamp_set_child(ADW_CLAMP(clamp), container);
    gtk_list_item_set_activatable(item, FALSE);
    gtk_list_item_set_child(item, clamp);
}

static void bind_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data) {
    (void)factory;
    (void)user_data;
    GtkWidget *container = adw_clamp_get_child(ADW_CLAMP(gtk_list_item_get_child(item)));
    GtkWidget *shown;
    while ((shown = gtk_widget_get_first_child(container))) gtk_box_remove(GTK_BOX(container), shown);
    guint position = gtk_list_item_get_position(item);
    GtkWidget *widget = row_widget(&g_array_index(rows, Row, position));
    /* The editor moves here from whichever row showed it before. */
    if (widget == editor && gtk_widget_get_parent(editor)) {
        gtk_box_remove(GTK_BOX(gtk_widget_get_parent(editor)), editor);
    }
    gtk_box_append(GTK_BOX(container), widget);
}

static void add_row(RowKind kind, guint post) {
    Row row = { kind, post };
    g_array_append_val(rows, row);
}

static GtkWidget *profile_list(void) {
    rows = g_array_new(FALSE, FALSE, sizeof(Row));
    add_row(ROW_HEADER, 0);
    if (*profile.location) add_row(ROW_LOCATION, 0);
    if (*profile.website) add_row(ROW_WEBSITE, 0);
    add_row(ROW_EDITOR, 0);
    add_row(ROW_POSTS_TITLE, 0);
    for (guint i = 0; i < profile.posts->len; i++) add_row(ROW_POST, i);
    if (profile.posts->len == 0) add_row(ROW_POSTS_EMPTY, 0);

    /* The model's items only carry a position; the rows' data are in `rows`. */
    GtkStringList *model = gtk_string_list_new(NULL);
    for (guint i = 0; i < rows->len; i++) gtk_string_list_append(model, "");
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup_row), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind_row), NULL);
    GtkWidget *list = gtk_list_view_new(GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(model))), factory);
    gtk_widget_add_css_class(list, "profile-screen");
    gtk_scrollable_set_vscroll_policy(GTK_SCROLLABLE(list), GTK_SCROLL_NATURAL);
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list);
    return scrolled;
}

/* ---- The window (ProfileWindowController, MainWindow.ui) ----------------------------- */

static GtkWidget *header_bar(void) {
    GMenu *menu = g_menu_new();
    GMenu *windows = g_menu_new();
    g_menu_append(windows, "_New Window", "app.new-window");
    GMenu *help = g_menu_new();
    g_menu_append(help, "_Keyboard Shortcuts", "win.show-help-overlay");
    g_menu_append(help, "_About VSM Profile", "app.about");
    g_menu_append_section(menu, NULL, G_MENU_MODEL(windows));
    g_menu_append_section(menu, NULL, G_MENU_MODEL(help));
    g_object_unref(windows);
    g_object_unref(help);

    GtkWidget *bar = adw_header_bar_new();
    adw_header_bar_set_title_widget(ADW_HEADER_BAR(bar), adw_window_title_new("VSM Profile", NULL));
    GtkWidget *button = gtk_menu_button_new();
    gtk_menu_button_set_icon_name(GTK_MENU_BUTTON(button), "open-menu-symbolic");
    gtk_menu_button_set_menu_model(GTK_MENU_BUTTON(button), G_MENU_MODEL(menu));
    gtk_menu_button_set_primary(GTK_MENU_BUTTON(button), TRUE);
    gtk_widget_set_tooltip_text(button, "Main Menu");
    g_object_unref(menu);
    adw_header_bar_pack_end(ADW_HEADER_BAR(bar), button);
    return bar;
}

static void after_paint(GdkFrameClock *clock, gpointer user_data) {
    gulong *handler = user_data;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    long long nanoseconds = (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
    fprintf(stderr, "frame %lld loaded %s\nframe %lld posts.loaded %u\n", nanoseconds, profile.username, nanoseconds,
            profile.posts->len);
    fflush(stderr);
    g_signal_handler_disconnect(clock, *handler);
}

static void realize(GtkWidget *window, gpointer user_data) {
    (void)user_data;
    static gulong handler;
    GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
    handler = g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint), &handler);
}

/* The app puts the focus in the username entry at the start of the second frame after the
 * editor appears (after the first frame, which is the one measured); so does this. */
static gboolean focus_entry(GtkWidget *widget, GdkFrameClock *clock, gpointer user_data) {
    (void)clock;
    guint *frames = user_data;
    if (++*frames < 2) return G_SOURCE_CONTINUE;
    gtk_widget_grab_focus(g_object_get_data(G_OBJECT(widget), "entry"));
    return G_SOURCE_REMOVE;
}

static void startup(GApplication *app, gpointer user_data) {
    (void)app;
    (void)user_data;
    GtkCssProvider *provider = gtk_css_provider_new();
    gtk_css_provider_load_from_path(provider, style_path);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(provider),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    g_object_unref(provider);
    /* The app's own icon, unthemed in that folder (the app adds its GResource's icons). */
    gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(gdk_display_get_default()), icon_folder);
}

static void activate(GtkApplication *app, gpointer user_data) {
    (void)user_data;
    GtkWidget *window = adw_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "VSM Profile");
    gtk_window_set_default_size(GTK_WINDOW(window), 560, 640);

    editor = g_object_ref_sink(editor_row());
    static guint frames;
    gtk_widget_add_tick_callback(editor, focus_entry, &frames, NULL);

    GtkWidget *overlay = adw_toast_overlay_new();
    adw_toast_overlay_set_child(ADW_TOAST_OVERLAY(overlay), profile_list());
    gtk_widget_set_vexpand(overlay, TRUE);
    GtkWidget *content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_box_append(GTK_BOX(content), header_bar());
    gtk_box_append(GTK_BOX(content), overlay);
    adw_application_window_set_content(ADW_APPLICATION_WINDOW(window), content);

    g_signal_connect(window, "realize", G_CALLBACK(realize), NULL);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    if (argc < 4 || argc > 5) {
        fprintf(stderr, "usage: %s <profile.sqlite> <style.css> <icon folder> [user id]\n", argv[0]);
        return 64;
    }
    style_path = argv[2];
    icon_folder = argv[3];
    gint64 user_id = argc == 5 ? g_ascii_strtoll(argv[4], NULL, 10) : 1;
    if (!read_store(argv[1], user_id)) return 1;

    AdwApplication *app = adw_application_new("io.github.vsmgtk.ProfileBaseline", G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "startup", G_CALLBACK(startup), NULL);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    /* The arguments are ours: GApplication sees none (it would take them for files). */
    int status = g_application_run(G_APPLICATION(app), 1, argv);
    g_object_unref(app);
    return status;
}
