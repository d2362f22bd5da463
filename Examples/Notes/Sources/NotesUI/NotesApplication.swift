import Adw
import Gtk
import NotesFeature
import NotesResources
import VSM
import VSMGtk

#if ADW_1_5
/// libadwaita 1.5's about dialog, shown inside the notes window.
public typealias AboutView = Adw.AboutDialog
#else
/// The about window (libadwaita 1.6 deprecates it for the dialog).
public typealias AboutView = AboutWindow
#endif

/// The Notes application: one window on a `NoteStore`, its actions and shortcuts, the
/// preferences (GSettings, followed live), the shortcuts window and the about window.
@MainActor
public final class NotesApplication {
    /// The application id (and GSettings schema id).
    public static let defaultID = "io.github.vsmgtk.Notes"

    /// libadwaita's application.
    public let application: Adw.Application
    /// The main window, once activated.
    public private(set) var window: Adw.ApplicationWindow?
    /// The main window's content.
    public private(set) var controller: NotesWindowController?
    /// The preferences window, while open.
    public private(set) var preferencesWindow: PreferencesWindowController?
    /// The keyboard shortcuts window, once shown.
    public private(set) var shortcutsWindow: Gtk.Window?
    /// The about dialog or window, while open.
    public private(set) var aboutWindow: AboutView?
    /// Where preferences are kept (GSettings, or memory when the schema is not installed).
    public let preferences: any PreferencesStore
    private let settings: SettingsPreferencesStore?
    private let store: any NoteStore
    private let container: StateContainer<NotesViewState>?

    /// An application on `store`; `settings` is nil when the schema is missing (then the
    /// preferences live in memory for the run). `container` replaces the window's state
    /// container (tests pass one with a manual debounce clock).
    public init(store: any NoteStore, settings: SettingsPreferencesStore?, applicationID: String = defaultID,
                container: StateContainer<NotesViewState>? = nil) {
        self.store = store
        self.settings = settings
        self.container = container
        preferences = settings ?? InMemoryPreferencesStore()
        application = Adw.Application(id: applicationID, flags: [.nonUnique])
        application.onStartup { [weak self] _ in self?.startUp() }
        application.onActivate { [weak self] _ in self?.activate() }
    }

    /// Registers with GLib (emitting `startup`) without running the main loop: for tests.
    public func register() throws {
        try application.register()
    }

    /// Runs the main loop until the last window closes; returns the exit status.
    public func run(_ arguments: [String]) -> Int32 {
        application.run(arguments)
    }

    private func startUp() {
        for action in NotesAction.allCases {
            application.addAction(named: action.rawValue) { [weak self] in self?.perform(action) }
            if !action.yieldsToTextFields {
                application.setAccelsForAction(action.detailedName, accels: action.accelerators)
            }
        }
    }

    /// Shows the window, making it on first activation.
    public func activate() {
        if let window {
            window.present()
            return
        }
        do {
            try makeWindow().present()
        } catch {
            // The layouts are compiled into the binary: failing to load one is a build defect.
            fatalError("The notes window cannot be built: \(error)")
        }
    }

    private func makeWindow() throws -> Adw.ApplicationWindow {
        let start = preferences.read()
        let options = NotesStartOptions(sortOrder: start.sortOrder, layout: settings?.layout ?? .list,
                                        selectedID: start.opensLastNote ? settings?.lastNoteID : nil)
        let container = container ?? StateContainer(state: NotesViewState(store: store, options: options))
        let controller = try NotesWindowController(container: container)
        let window = Adw.ApplicationWindow(app: application)
        window.title = "Notes"
        window.widthRequest = 360
        window.heightRequest = 400
        WindowStateMemory(settings: settings?.settings, defaults: .init(width: 900, height: 620, isMaximized: false))
            .remember(window)
        window.content = controller.view
        controller.apply(start)
        controller.outlets.menuButton.menuModel = Self.menu()
        installKeysThatYieldToTextFields(on: window)
        settings?.onPreferencesChanged { [weak controller] preferences in controller?.apply(preferences) }
        window.onCloseRequest { [weak self, weak controller] _ in
            controller?.saveNow()
            if let library = controller?.state.library {
                self?.settings?.lastNoteID = library.selectedID
                self?.settings?.layout = library.layout
            }
            return false
        }
        self.window = window
        self.controller = controller
        return window
    }

    /// Delete and Ctrl+Z on the window, in the bubble phase: they run only when the focused
    /// widget (a text field) did not use the key.
    private func installKeysThatYieldToTextFields(on window: Gtk.Window) {
        let keys = ShortcutController()
        keys.scope = .managed
        for action in NotesAction.allCases where action.yieldsToTextFields {
            for accelerator in action.accelerators {
                guard let parsed = Accelerator(parsing: accelerator) else { continue }
                let trigger = KeyvalTrigger(keyval: parsed.key, modifiers: Gdk.ModifierType(rawValue: parsed.modifiers))
                keys.addShortcut(Shortcut(trigger: trigger, action: NamedAction(name: action.detailedName)))
            }
        }
        window.addController(keys)
    }

    private static func menu() -> Menu {
        let menu = Menu()
        let notes = Menu()
        notes.append("Import Note…", detailedAction: NotesAction.importNote.detailedName)
        notes.append("Export Note…", detailedAction: NotesAction.exportNote.detailedName)
        let app = Menu()
        app.append("Preferences", detailedAction: NotesAction.preferences.detailedName)
        app.append("Keyboard Shortcuts", detailedAction: NotesAction.shortcuts.detailedName)
        app.append("About Notes", detailedAction: NotesAction.about.detailedName)
        menu.appendSection(nil, section: notes)
        menu.appendSection(nil, section: app)
        return menu
    }

    /// Runs an action, as its shortcut or menu item does.
    public func perform(_ action: NotesAction) {
        switch action {
        case .newNote: controller?.createNote()
        case .search: controller?.startSearch()
        case .closeWindow: window?.close()
        case .deleteNote: controller?.confirmDelete()
        case .undoDelete: controller?.undoDelete()
        case .preferences: showPreferences()
        case .shortcuts: showShortcuts()
        case .about: showAbout()
        case .exportNote: chooseExportFile()
        case .importNote: chooseImportFile()
        }
    }

    private func chooseExportFile() {
        guard let note = controller?.state.library?.selectedNote else { return }
        NoteFileChooser.save(suggestedName: NoteMarkdown.fileName(for: note), parent: window) { [weak self] path in
            self?.controller?.exportNote(to: path)
        }
    }

    private func chooseImportFile() {
        guard controller?.state.library != nil else { return }
        NoteFileChooser.open(parent: window) { [weak self] path in
            self?.controller?.importNote(from: path)
        }
    }

    private func showPreferences() {
        guard preferencesWindow == nil, let window else { return }
        let controller = PreferencesWindowController(store: preferences)
        preferencesWindow = controller
        controller.present(over: window) { [weak self] in
            self?.preferencesWindow = nil
        }
    }

    private func showShortcuts() {
        if shortcutsWindow == nil {
            guard let loaded = try? Window.loadShortcutsWindow(fromResource: NotesResources.layout("ShortcutsWindow.ui"),
                                                               id: "shortcuts_window") else { return }
            loaded.transientFor = window
            loaded.destroyWithParent = true
            shortcutsWindow = loaded
        }
        shortcutsWindow?.present()
    }

    private func showAbout() {
        if aboutWindow != nil { return }
        let about = AboutView()
        about.applicationName = "Notes"
        about.applicationIcon = "accessories-text-editor-symbolic"
        about.version = "1.0"
        about.comments = "A small notes app on the VSM architecture for GTK 4 and libadwaita."
        about.developerName = "The VSM for GTK contributors"
        about.licenseType = .apache20
        aboutWindow = about
        #if ADW_1_5
        about.onClosed { [weak self] in self?.aboutWindow = nil }
        about.present(over: window)
        #else
        about.transientFor = window
        about.modal = true
        about.onCloseRequest { [weak self] _ in
            self?.aboutWindow = nil
            return false
        }
        about.present()
        #endif
    }
}
