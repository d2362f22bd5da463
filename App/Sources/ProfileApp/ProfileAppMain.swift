import Foundation
import Localization

/// The executable's entry point: command line, resources, then the GTK application.
///
/// Called from synchronous top-level code on the main thread (docs/Design.md, "The main-loop
/// bridge"). Returns the process exit status: 0 after a normal quit, 2 for a bad command line,
/// 1 when the app cannot start (a broken `.ui` file).
public enum ProfileAppMain {
    /// How long (seconds) the process waits on its way out for a write in progress.
    public static let writeGracePeriod = 2.0

    /// Parses `arguments` (`argv`, program name first) here, so `--help`, `--version`
    /// and errors print in the launching terminal with their exit codes; only a valid
    /// command line is run, in this process or, when the app already runs on this
    /// session bus, forwarded to it (the launch then exits with its status). Blocks on
    /// the GLib main loop in the primary instance; main thread only. Returns the exit status.
    ///
    /// When `arguments` is this process's own command line, the raw `argv` bytes are
    /// parsed, so an argument that is not valid UTF-8 is a usage error (exit 2). After the
    /// app quits (normally, SIGTERM or SIGINT) it waits up to ``writeGracePeriod`` for a
    /// write in progress on any of its stores, so the process never exits in the middle
    /// of a commit.
    @MainActor
    public static func run(arguments: [String]) -> Int32 {
        // First, before any other thread starts and before any text is shown (help and
        // errors included): the locale and the translations, for Swift and .ui text alike.
        if let warning = AppLocalization.setUp() {
            write("\(AppInfo.commandName): \(localized("warning:")) \(warning)\n", to: FileHandle.standardError)
        }
        // Parsed from the bytes the process received, so a non-UTF-8 path is refused
        // instead of being repaired into the name of another folder.
        switch CommandLineParser.parse(argumentBytes: Array(ProcessArgumentBytes.bytes(of: arguments).dropFirst())) {
        case .exit(let code, let standardOutput, let standardError):
            write(standardOutput, to: FileHandle.standardOutput)
            write(standardError, to: FileHandle.standardError)
            return code
        case .run(let options):
            let resources: AppResources
            do {
                resources = try AppResources.load()
            } catch {
                write("\(AppInfo.commandName): \(localized("the built-in user interface is damaged: \(error.description)"))\n", to: FileHandle.standardError)
                return 1
            }
            return launch(arguments: arguments, options: options, resources: resources)
        }
    }

    /// Runs a validated launch as a unique application: the primary instance, or a
    /// remote one that hands `arguments` to it. When the session bus is there but refuses
    /// the registration, says so and runs on its own (non-unique) instead.
    @MainActor
    private static func launch(arguments: [String], options: LaunchOptions, resources: AppResources) -> Int32 {
        let stores = StoreRegistry()
        let environment: ProfileEnvironment
        do {
            environment = try stores.environment(for: options)
        } catch {
            write("\(AppInfo.commandName): \(error.description)\n", to: FileHandle.standardError)
            return 1
        }
        let unique = ProfileApplication(
            resources: resources, environment: environment, uniqueness: .unique, stores: stores
        )
        let status: Int32
        do {
            try unique.register()
            status = unique.run(arguments: arguments)
        } catch {
            write("\(AppInfo.commandName): \(localized("warning: running on its own: \(error)"))\n", to: FileHandle.standardError)
            let alone = ProfileApplication(
                resources: resources, environment: environment, uniqueness: .nonUnique, stores: stores
            )
            status = alone.run(arguments: arguments)
        }
        // Quit, SIGTERM or SIGINT may come while a save is committing on a repository's
        // queue; exiting now would cut it and leave a journal behind. Every store with work
        // queued is still alive (its queued block holds it; `environment` holds the first
        // launch's), so the registry finds them all.
        let deadline = Date().addingTimeInterval(Self.writeGracePeriod)
        for store in stores.openStores {
            _ = store.waitForWorkInProgress(timeout: max(0, deadline.timeIntervalSinceNow))
        }
        return status
    }

    private static func write(_ text: String, to handle: FileHandle) {
        guard !text.isEmpty else { return }
        handle.write(Data(text.utf8))
    }
}
