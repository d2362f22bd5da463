/// The app's actions (`app.<name>`), with their shortcuts: one list for the accelerators,
/// the menu and the Keyboard Shortcuts window (ShortcutsWindow.ui; a test compares them).
public enum NotesAction: String, CaseIterable, Sendable {
    case newNote = "new-note"
    case search
    case closeWindow = "close-window"
    case deleteNote = "delete-note"
    case undoDelete = "undo-delete"
    case preferences
    case shortcuts
    case about
    case exportNote = "export-note"
    case importNote = "import-note"

    /// `app.<name>`, as menus and shortcuts name it.
    public var detailedName: String { "app.\(rawValue)" }

    /// The keys that run it, as GTK accelerators are written.
    public var accelerators: [String] {
        switch self {
        case .newNote: ["<Control>n"]
        case .search: ["<Control>f"]
        case .closeWindow: ["<Control>w"]
        case .deleteNote: ["Delete"]
        case .undoDelete: ["<Control>z"]
        case .preferences: ["<Control>comma"]
        case .shortcuts: ["<Control>question"]
        case .about, .exportNote, .importNote: []
        }
    }

    /// Whether its keys must yield to a text field that has the focus: Delete deletes a
    /// character and Ctrl+Z undoes typing there. Application accelerators run before the
    /// focused widget sees a key, so these are installed on the window instead, where
    /// they run only for keys the focused widget did not take.
    public var yieldsToTextFields: Bool {
        switch self {
        case .deleteNote, .undoDelete: true
        case .newNote, .search, .closeWindow, .preferences, .shortcuts, .about, .exportNote, .importNote: false
        }
    }
}
