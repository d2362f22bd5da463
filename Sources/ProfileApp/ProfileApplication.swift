import Foundation
import Gtk

/// The application delegate: owns the `GtkApplication`, installs the actions and
/// accelerators, and opens one `ProfileWindowController` per activation and per
/// New Window. Every window shares the one `ProfileEnvironment` (one repository),
/// so a save in one window shows up live in the others.
///
/// Main thread only. The application is non-unique (`G_APPLICATION_NON_UNIQUE`):
/// each launch is its own process with its own `--data-dir`, which also lets tests
/// run without a session bus.
@MainActor
public final class ProfileApplication {
    /// The underlying `GtkApplication`.
    public let application: Application
    /// Where the `.ui` files and the style sheet are.
    public let resources: ResourceLocator
    /// The dependencies shared by every window.
    public let environment: ProfileEnvironment

    /// Set when startup failed; `run` then returns 1.
    private(set) var startupError: String?
    /// Kept so the style sheet stays applied for the process lifetime.
    private var styleProvider: CSSProvider?
    /// The open windows' controllers, held weakly: each window owns its controller.
    private var openControllers: [WeakWindowController] = []

    /// The controllers of the windows that are open now, oldest first.
    public var windowControllers: [ProfileWindowController] {
        openControllers.compactMap(\.controller)
    }

    /// - Parameter applicationID: the GApplication id; tests pass distinct ids so
    ///   several registered instances can coexist on one session bus.
    public init(
        resources: ResourceLocator,
        environment: ProfileEnvironment,
        applicationID: String = AppInfo.applicationID
    ) {
        self.application = Application(id: applicationID, flags: [.nonUnique])
        self.resources = resources
        self.environment = environment
        application.onStartup { [weak self] in self?.startup() }
        application.onActivate { [weak self] in self?.openWindow() }
    }

    /// Runs the GLib main loop until the last window closes or Quit. Returns the
    /// exit status (1 if startup failed). `programName` becomes GTK's `argv[0]`; the
    /// options were parsed already, so GTK sees no other arguments.
    public func run(programName: String) -> Int32 {
        let status = application.run([programName])
        if startupError != nil { return 1 }
        return status
    }

    /// Prepares the style sheet, the application actions and every accelerator.
    /// Runs once, on the `startup` signal (GTK is initialised by then).
    func startup() {
        let provider = CSSProvider()
        do {
            try provider.load(fromPath: resources.path(for: "style.css"))
            provider.addToDefaultDisplay()
            styleProvider = provider
        } catch {
            // The app works without its small style sheet; say so and go on.
            FileHandle.standardError.write(Data("\(AppInfo.commandName): warning: \(error)\n".utf8))
        }
        for action in AppAction.allCases {
            application.setAccels(for: action.detailedName, action.accelerators)
        }
        TerminationSignals.install { [weak self] in self?.quit() }
        application.addAction(named: AppAction.newWindow.name) { [weak self] in self?.openWindow() }
        application.addAction(named: AppAction.quit.name) { [weak self] in self?.quit() }
        application.addAction(named: AppAction.about.name) { [weak self] in self?.showAbout() }
    }

    /// Opens and presents a new main window on the shared environment. Returns it
    /// (nil if its layout could not be built; the app then quits with status 1).
    @discardableResult
    public func openWindow() -> ProfileWindowController? {
        do {
            let controller = try ProfileWindowController(application: self)
            openControllers.removeAll { $0.controller == nil }
            openControllers.append(WeakWindowController(controller: controller))
            controller.present()
            return controller
        } catch {
            fail("\(AppInfo.commandName): cannot build the main window: \(error)")
            return nil
        }
    }

    /// Closes every window (running their teardown) and stops the main loop.
    public func quit() {
        for window in application.windows {
            window.destroy()
        }
        application.quit()
    }

    /// Shows the About dialog over the active window; returns it (for tests).
    @discardableResult
    func showAbout() -> AboutDialog {
        let dialog = AboutDialogFactory.make()
        dialog.setTransient(for: application.activeWindow)
        dialog.isModal = true
        dialog.present()
        return dialog
    }

    private func fail(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        startupError = message
        quit()
    }
}

/// A weak reference to a window controller (the window owns it, the app only lists it).
@MainActor
private struct WeakWindowController {
    weak var controller: ProfileWindowController?
}
