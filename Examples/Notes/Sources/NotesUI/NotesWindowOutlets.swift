import Adw
import Gtk
import VSMGtk

/// The widgets of `NotesWindow.ui` the controllers use, looked up once: a missing or
/// mistyped id fails the window's creation with the file and the id.
public struct NotesWindowOutlets: ViewOutlets {
    public let toastOverlay: ToastOverlay
    public let pageStack: Stack
    public let loadingSpinner: Gtk.Spinner
    public let loadFailedPage: StatusPage
    public let retryButton: Button
    public let readyPage: Box

    public let sidebar: Box
    public let sidebarHeader: Adw.HeaderBar
    public let newButton: Button
    public let menuButton: MenuButton
    public let gridButton: ToggleButton
    public let searchButton: ToggleButton
    public let searchBar: SearchBar
    public let searchEntry: SearchEntry
    public let sidebarStack: Stack
    public let listHolder: Box
    public let gridScroller: ScrolledWindow

    public let editor: Box
    public let editorHeader: Adw.HeaderBar
    public let editorTitle: WindowTitle
    public let backButton: Button
    public let deleteButton: Button
    public let pinButton: ToggleButton
    public let saveFailedRevealer: Revealer
    public let saveFailedLabel: Label
    public let saveRetryButton: Button
    public let editorStack: Stack
    public let titleEntry: Entry
    public let bodyView: TextView

    public init(builder: Builder) throws {
        toastOverlay = try builder.object(id: "root")
        pageStack = try builder.object(id: "page_stack")
        loadingSpinner = try builder.object(id: "loading_spinner")
        loadFailedPage = try builder.object(id: "load_failed_page")
        retryButton = try builder.object(id: "retry_button")
        readyPage = try builder.object(id: "ready_page")
        sidebar = try builder.object(id: "sidebar")
        sidebarHeader = try builder.object(id: "sidebar_header")
        newButton = try builder.object(id: "new_button")
        menuButton = try builder.object(id: "menu_button")
        gridButton = try builder.object(id: "grid_button")
        searchButton = try builder.object(id: "search_button")
        searchBar = try builder.object(id: "search_bar")
        searchEntry = try builder.object(id: "search_entry")
        sidebarStack = try builder.object(id: "sidebar_stack")
        listHolder = try builder.object(id: "list_holder")
        gridScroller = try builder.object(id: "grid_scroller")
        editor = try builder.object(id: "editor")
        editorHeader = try builder.object(id: "editor_header")
        editorTitle = try builder.object(id: "editor_title")
        backButton = try builder.object(id: "back_button")
        deleteButton = try builder.object(id: "delete_button")
        pinButton = try builder.object(id: "pin_button")
        saveFailedRevealer = try builder.object(id: "save_failed_revealer")
        saveFailedLabel = try builder.object(id: "save_failed_label")
        saveRetryButton = try builder.object(id: "save_retry_button")
        editorStack = try builder.object(id: "editor_stack")
        titleEntry = try builder.object(id: "title_entry")
        bodyView = try builder.object(id: "body_view")
    }
}
