import class Adw.Application
import Foundation
import Gtk
import Localization

/// The application delegate: owns the `GtkApplication`, installs the actions and
/// accelerators, and opens one `ProfileWindowController` per launch, activation and
/// New Window.
///
/// **Unique** (the GNOME convention, ``Uniqueness/unique``): the first launch on a session
/// bus becomes the primary instance; a later launch hands its command line to it over
/// D-Bus and exits with the status the primary returned, and the primary opens a new
/// window for it. Each launch's command line (`--data-dir`, `--user-id`, the simulate
/// flags) is parsed where it is handled; a relative `--data-dir` and the default store
/// are resolved against the launching process's working directory and environment.
/// Windows on the same database share one repository (``StoreRegistry``), so a save in
/// one shows live in the others; other processes' commits reach them through the
/// store's external-change watcher.
///
/// ``Uniqueness/nonUnique`` makes every instance independent (tests, no session bus).
/// Main thread only.
@MainActor
public final class ProfileApplication {
    /// Whether a second launch joins the running instance.
    public enum Uniqueness: Sendable {
        /// Claim the application id on the session bus; later launches open their
        /// windows in this process.
        case unique
        /// Every launch is its own process (`G_APPLICATION_NON_UNIQUE`).
        case nonUnique
    }

    /// The underlying `GtkApplication`.
    public let application: Application
    /// The embedded `.ui` files and style sheet (registered before the app starts).
    public let resources: AppResources
    /// The environment of windows opened without a command line (activation, and New
    /// Window when no window is active).
    public let environment: ProfileEnvironment
    /// The open stores, shared by the windows of every launch handled here.
    public let stores: StoreRegistry

    /// Set when startup failed; `run` then returns 1.
    private(set) var startupError: String?
    /// Kept so the style sheet stays applied for the process lifetime.
    private var styleProvider: CssProvider?
    /// The open windows' controllers, held weakly: each window owns its controller.
    private var openControllers: [WeakWindowController] = []

    /// The controllers of the windows that are open now, oldest first.
    public var windowControllers: [ProfileWindowController] {
        openControllers.compactMap(\.controller)
    }

    /// - Parameters:
    ///   - environment: the default environment (see ``environment``).
    ///   - applicationID: the GApplication id; tests pass distinct ids so several
    ///     registered instances can coexist on one session bus.
    ///   - uniqueness: ``Uniqueness/nonUnique`` unless this is the app's real launch.
    ///   - stores: where launches find their stores; pass the registry that made
    ///     `environment` so the first launch's windows share its repository.
    public init(
        resources: AppResources,
        environment: ProfileEnvironment,
        applicationID: String = AppInfo.applicationID,
        uniqueness: Uniqueness = .nonUnique,
        stores: StoreRegistry = StoreRegistry()
    ) {
        var flags: ApplicationFlags = [.handlesCommandLine, .sendEnvironment]
        switch uniqueness {
        case .unique: break
        case .nonUnique: flags.insert(.nonUnique)
        }
        self.application = Adw.Application(id: applicationID, flags: flags)
        self.resources = resources
        self.environment = environment
        self.stores = stores
        application.onStartup { [weak self] _ in self?.startup() }
        application.onActivate { [weak self] _ in self?.openWindow() }
        application.onCommandLine { [weak self] commandLine in
            self?.handleCommandLine(commandLine) ?? 1
        }
    }

    /// Registers with GLib (see `Application.register()`); for a unique application this
    /// decides whether this process is the primary instance. Throws when the session bus
    /// refuses; the caller then falls back to a non-unique application.
    public func register() throws(ApplicationRegistrationError) {
        try application.register()
    }

    /// Whether another process is the primary instance (after ``register()``): `run`
    /// then forwards the command line to it and returns its status.
    public var isRemote: Bool { application.isRemote }

    /// Runs the launch: `arguments` (`argv`, program name first, already validated by
    /// `CommandLineParser`) are handled here or, when another instance is primary, there.
    /// Blocks in the GLib main loop until the last window closes or Quit in the primary;
    /// returns at once in a remote launch. Returns the exit status (1 if startup failed).
    public func run(arguments: [String]) -> Int32 {
        let status = application.run(arguments)
        if startupError != nil { return 1 }
        return status
    }

    /// Prepares the style sheet, the application actions and every accelerator. Runs once,
    /// on the `startup` signal (GTK and libadwaita are initialised by then).
    func startup() {
        let provider = CssProvider()
        do {
            try provider.load(fromResource: resources.styleSheetPath)
            provider.addToDefaultDisplay()
            styleProvider = provider
        } catch {
            // The app works without its small style sheet; say so and go on.
            AppLog.logger.warning("the style sheet is not applied: \(error.localizedDescription)")
        }
        for action in AppAction.allCases {
            application.setAccelsForAction(action.detailedName, accels: action.accelerators)
        }
        TerminationSignals.install { [weak self] in self?.quit() }
        application.addAction(named: AppAction.newWindow.name) { [weak self] in
            guard let self else { return }
            self.openWindow(on: self.activeEnvironment)
        }
        application.addAction(named: AppAction.quit.name) { [weak self] in self?.quit() }
        application.addAction(named: AppAction.about.name) { [weak self] in self?.showAbout() }
    }

    /// One launch's command line, in this process or forwarded from another: parses it,
    /// opens a window on the store it names, and returns the launch's exit status. Output
    /// (help, errors) goes to the launching process's terminal.
    func handleCommandLine(_ commandLine: ApplicationCommandLine) -> Int32 {
        switch CommandLineParser.parse(Array(commandLine.arguments.dropFirst())) {
        case .exit(let code, let standardOutput, let standardError):
            commandLine.print(standardOutput)
            commandLine.printError(standardError)
            return code
        case .run(let options):
            let environment: ProfileEnvironment
            do {
                environment = try stores.environment(
                    for: options,
                    workingDirectory: commandLine.workingDirectoryBytes,
                    environmentBytes: commandLine.environmentBytes
                )
            } catch {
                commandLine.printError("\(AppInfo.commandName): \(error.description)\n")
                return 1
            }
            do {
                try makeWindow(on: environment).present()
                return 0
            } catch {
                let message = "\(AppInfo.commandName): \(localized("cannot build the main window: \(error.localizedDescription)"))"
                commandLine.printError(message + "\n")
                if application.windows.isEmpty {
                    // Nothing else to show: stop the instance rather than idle invisibly.
                    startupError = message
                    quit()
                }
                return 1
            }
        }
    }

    /// Opens and presents a new main window on `environment` (default: ``environment``).
    /// Returns it (nil if its layout could not be built; the app then quits with status 1).
    @discardableResult
    public func openWindow(on environment: ProfileEnvironment? = nil) -> ProfileWindowController? {
        do {
            let controller = try makeWindow(on: environment ?? self.environment)
            controller.present()
            return controller
        } catch {
            fail("\(AppInfo.commandName): \(localized("cannot build the main window: \(error.localizedDescription)"))")
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
    func showAbout() -> AboutView {
        let dialog = AboutWindowFactory.make()
        #if ADW_1_5
        dialog.present(over: application.activeWindow)
        #else
        dialog.transientFor = application.activeWindow
        dialog.modal = true
        dialog.present()
        #endif
        return dialog
    }

    /// The environment of the focused window, so New Window opens on the same store.
    private var activeEnvironment: ProfileEnvironment {
        guard let active = application.activeWindow else { return environment }
        return windowControllers.first { $0.window.gObject == active.gObject }?.environment ?? environment
    }

    private func makeWindow(on environment: ProfileEnvironment) throws -> ProfileWindowController {
        let controller = try ProfileWindowController(application: self, environment: environment)
        openControllers.removeAll { $0.controller == nil }
        openControllers.append(WeakWindowController(controller: controller))
        return controller
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
