import Adw
import Gtk
import Localization
import UserProfile
import VSM
import VSMGtk

/// One main window (libadwaita's): the header bar with the window title and the primary
/// menu, the profile screen with posts under a toast overlay ("Saved"), the Keyboard
/// Shortcuts window (built when first shown), and the window-scoped actions (`win.save`,
/// `win.reload`, `win.cancel-save`, `win.close`, `win.show-help-overlay`).
///
/// Lifetime: the window keeps this controller alive (`Window.retainUntilDestroyed`) until
/// it is destroyed; this controller owns the screen, which owns the editor. So closing the
/// window releases all of them, with no cycle left. Main thread only.
@MainActor
public final class ProfileWindowController {
    /// The GTK window.
    public let window: Adw.ApplicationWindow
    /// The profile screen: the profile and its posts, then the editor in it.
    public let screen: ProfileScreenViewController
    /// The offline mark and the conflict question, when the profile is a server's.
    public private(set) var connectionBanner: ConnectionBannerViewController?
    /// Shows "Saved" and other short confirmations over the screen.
    public let toastOverlay = ToastOverlay()
    /// The Keyboard Shortcuts window once built (see ``shortcutsWindow()``).
    private var builtShortcutsWindow: Gtk.Window?
    /// Where the Keyboard Shortcuts window's layout comes from.
    private let resources: AppResources

    // The window actions whose availability follows the editor's state.
    private var saveAction: SimpleAction?
    private var reloadAction: SimpleAction?
    private var cancelSaveAction: SimpleAction?

    /// The store and profile this window shows (windows of different launches may differ).
    public let environment: ProfileEnvironment

    /// Builds a window of `application` on the application's default environment.
    ///
    /// - Throws: `BuilderLookupError` naming the `.ui` file and id when a layout is broken.
    public convenience init(application: ProfileApplication) throws {
        try self.init(application: application, environment: application.environment)
    }

    /// Builds the window of `application` from `MainWindow.ui`, showing the profile of
    /// `environment` and, when it has a synchronizer, the connection banner following it;
    /// not yet shown.
    ///
    /// - Throws: `BuilderLookupError` naming the `.ui` file and id when a layout is broken.
    public convenience init(application: ProfileApplication, environment: ProfileEnvironment) throws {
        try self.init(application: application, environment: environment,
                      connectionBanner: environment.synchronizer.map { ConnectionBannerViewController(synchronizer: $0) })
    }

    /// The "dependent" form: the window with `connectionBanner` under its header bar (nil:
    /// none), whatever `environment` has. The window snapshots feed that banner the states a
    /// synchronizer would, which a real one reaches only with a server answering on cue.
    ///
    /// - Throws: `BuilderLookupError` naming the `.ui` file and id when a layout is broken.
    init(application: ProfileApplication, environment: ProfileEnvironment,
         connectionBanner: ConnectionBannerViewController?) throws {
        self.environment = environment
        let resources = application.resources
        self.resources = resources
        let builder = try Builder.load(resource: resources.path(for: "MainWindow.ui"))
        let headerBar: Adw.HeaderBar = try builder.object(id: "header_bar")

        window = Adw.ApplicationWindow(app: application.application)
        window.title = AppInfo.localizedDisplayName
        // The size and maximized state of the last window closed (GSettings); the
        // defaults, with one warning per process, when the schema is not installed.
        WindowStateMemory.open(schemaID: AppInfo.applicationID, defaults: Self.defaultWindowState).remember(window)

        screen = ProfileScreenViewController(environment: environment, resources: resources)
        toastOverlay.child = screen.view
        toastOverlay.vexpand = true
        let content = Box(orientation: .vertical, spacing: 0)
        content.append(headerBar)
        self.connectionBanner = connectionBanner
        if let connectionBanner {
            content.append(connectionBanner.view)
        }
        content.append(toastOverlay)
        window.content = content

        installActions()
        followCommandAvailability()
        window.retainUntilDestroyed(self)
        FrameTrace.attachIfEnabled(to: self)   // VSM_PROFILE_TRACE_FRAMES=1 only
    }

    /// The window's size when nothing is remembered (the schema's defaults).
    public static let defaultWindowState = WindowStateMemory.State(width: 560, height: 640, isMaximized: false)

    /// Shows the window and brings it to the front.
    public func present() {
        window.present()
    }

    /// The Keyboard Shortcuts window (Ctrl+?), shown over this window and destroyed with it.
    /// Built on first use, then kept: most windows never show it, and parsing its layout
    /// would delay the first frame and hold its widgets for nothing.
    ///
    /// - Throws: `BuilderLookupError` naming the `.ui` file and id when its layout is broken.
    public func shortcutsWindow() throws -> Gtk.Window {
        if let builtShortcutsWindow { return builtShortcutsWindow }
        // Presented by our own action rather than as GTK's help overlay, which GTK 4.18
        // deprecates; it hides on close and goes when the main window is destroyed.
        let shortcuts = try Window.loadShortcutsWindow(
            fromResource: resources.path(for: "ShortcutsWindow.ui"),
            id: "shortcuts_window"
        )
        shortcuts.transientFor = window
        shortcuts.destroyWithParent = true
        builtShortcutsWindow = shortcuts
        return shortcuts
    }

    /// The editor, once the profile is loaded.
    public var editor: EditUserProfileViewController? {
        screen.editor
    }

    /// Window actions forward to the editor, which unwraps the right model from its
    /// current state (so an accelerator can never run an action of the wrong state).
    private func installActions() {
        window.addAction(named: AppAction.closeWindow.name) { [weak self] in
            self?.window.close()
        }
        window.addAction(named: AppAction.showShortcuts.name) { [weak self] in
            guard let self else { return }
            do {
                try shortcutsWindow().present(over: window)
            } catch {
                AppLog.logger.error("the keyboard shortcuts cannot be shown: \(error)")
            }
        }
        saveAction = window.addAction(named: AppAction.save.name) { [weak self] in
            self?.editor?.save()
        }
        reloadAction = window.addAction(named: AppAction.reload.name) { [weak self] in
            self?.screen.reload()
        }
        cancelSaveAction = window.addAction(named: AppAction.cancelSave.name) { [weak self] in
            self?.editor?.cancelSave()
        }
    }

    /// Keeps Save, Reload and Cancel enabled only in the states that have those actions
    /// (what the screen reports of its editor), and says "Saved" after this window's own
    /// save.
    private func followCommandAvailability() {
        updateCommands(.none)
        screen.onOutput = { [weak self] output in
            switch output {
            case .commandsChanged(let commands): self?.updateCommands(commands)
            case .saved: self?.confirmSaved()
            }
        }
    }

    /// "Saved" as a toast: the user sees that it worked without the editor's layout moving.
    private func confirmSaved() {
        let title = localized("Saved")
        let toast = Toast(text: title)
        toast.timeout = 3
        toastOverlay.addToast(toast)
    }

    private func updateCommands(_ commands: EditUserProfileViewController.Commands) {
        saveAction?.enabled = commands.canSave
        reloadAction?.enabled = commands.canReload
        cancelSaveAction?.enabled = commands.canCancel
    }
}
