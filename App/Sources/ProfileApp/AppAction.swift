/// Every GAction of the app with its keyboard accelerators: one table, so the
/// menu, the accelerators and the Keyboard Shortcuts window (ShortcutsWindow.ui,
/// checked by a test) cannot drift apart.
enum AppAction: String, CaseIterable {
    // Application scope (`app.`): work without a window.
    case newWindow = "app.new-window"
    case quit = "app.quit"
    case about = "app.about"
    // Window scope (`win.`): act on the window that has the keyboard focus.
    case closeWindow = "win.close"
    case save = "win.save"
    case reload = "win.reload"
    case cancelSave = "win.cancel-save"
    /// Shows the Keyboard Shortcuts window (GTK's conventional name for it).
    case showShortcuts = "win.show-help-overlay"

    /// The detailed action name, as used in menus and `setAccels`.
    var detailedName: String { rawValue }

    /// The name without its `app.` / `win.` prefix, as registered in the action map.
    var name: String { String(rawValue.split(separator: ".", maxSplits: 1)[1]) }

    /// Whether the action lives on the application (else on each window).
    var isApplicationScoped: Bool { rawValue.hasPrefix("app.") }

    /// Accelerators in GTK syntax (`gtk_accelerator_parse`).
    var accelerators: [String] {
        switch self {
        case .newWindow: ["<Control>n"]
        case .quit: ["<Control>q"]
        case .about: []
        case .closeWindow: ["<Control>w"]
        case .save: ["<Control>s"]
        case .reload: ["<Control>r", "F5"]
        case .cancelSave: ["Escape"]
        case .showShortcuts: ["<Control>question"]
        }
    }
}
