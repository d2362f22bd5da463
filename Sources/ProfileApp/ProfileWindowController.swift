import Gtk

/// One main window: the header bar with the primary menu, the profile loader as
/// its content, the Keyboard Shortcuts window as its help overlay, and the
/// window-scoped actions (`win.save`, `win.reload`, `win.cancel-save`, `win.close`).
///
/// Lifetime: the window keeps its controller alive until the window is destroyed
/// (`Window.retainUntilDestroyed`), and the controller owns the loader, which owns
/// the editor; so closing the window releases all of them, with no cycle left.
/// Main thread only.
@MainActor
public final class ProfileWindowController {
    /// The GTK window.
    public let window: ApplicationWindow
    /// The root view controller: loads the profile, then hosts the editor.
    public let loader: LoadUserProfileViewController

    /// Builds the window of `application` from `MainWindow.ui`; not yet shown.
    ///
    /// - Throws: `BuilderError` naming the `.ui` file and id when a layout is broken.
    public init(application: ProfileApplication) throws {
        let resources = application.resources
        let builder = try Builder(file: resources.path(for: "MainWindow.ui"))
        let headerBar: HeaderBar = try builder.object(id: "header_bar")
        let content: Box = try builder.object(id: "window_content")

        window = ApplicationWindow(application: application.application)
        window.title = AppInfo.displayName
        window.setDefaultSize(width: 480, height: 420)
        window.setTitlebar(headerBar)
        window.child = content

        loader = try LoadUserProfileViewController(
            userID: application.environment.userID,
            repository: application.environment.repository,
            resources: resources
        )
        content.append(loader.view)

        // The window owns its help overlay (and destroys it with itself); keeping our
        // own reference past that would make GTK finalize it after its owner is gone.
        let shortcutsWindow = try ShortcutsWindow.load(
            fromFile: resources.path(for: "ShortcutsWindow.ui"),
            id: "shortcuts_window"
        )
        window.setHelpOverlay(shortcutsWindow)

        installActions()
        window.retainUntilDestroyed(self)
    }

    /// Shows the window and brings it to the front.
    public func present() {
        window.present()
    }

    /// The editor, once the profile is loaded.
    public var editor: EditUserProfileViewController? {
        loader.editor
    }

    /// Window actions forward to the editor, which unwraps the right model from its
    /// current state (so an accelerator can never run an action of the wrong state).
    private func installActions() {
        window.addAction(named: AppAction.closeWindow.name) { [weak self] in
            self?.window.close()
        }
        window.addAction(named: AppAction.save.name) { [weak self] in
            self?.editor?.save()
        }
        window.addAction(named: AppAction.reload.name) { [weak self] in
            self?.editor?.reload()
        }
        window.addAction(named: AppAction.cancelSave.name) { [weak self] in
            self?.editor?.cancelSave()
        }
    }
}
