import Foundation

/// The executable's entry point: command line, resources, then the GTK application.
///
/// Called from synchronous top-level code on the main thread (DESIGN.md §3). Returns
/// the process exit status: 0 after a normal quit, 2 for a bad command line, 1 when
/// the app cannot start (missing resources, broken `.ui` file).
public enum ProfileAppMain {
    /// Parses `arguments` (`argv`, program name first) here, so `--help`, `--version`
    /// and errors print in the launching terminal with their exit codes; only a valid
    /// command line is run, in this process or, when the app already runs on this
    /// session bus, forwarded to it (the launch then exits with its status). Blocks on
    /// the GLib main loop in the primary instance; main thread only. Returns the exit status.
    @MainActor
    public static func run(arguments: [String]) -> Int32 {
        switch CommandLineParser.parse(Array(arguments.dropFirst())) {
        case .exit(let code, let standardOutput, let standardError):
            write(standardOutput, to: FileHandle.standardOutput)
            write(standardError, to: FileHandle.standardError)
            return code
        case .run(let options):
            let resources: ResourceLocator
            do {
                resources = try ResourceLocator.locate()
            } catch {
                write(error.description + "\n", to: FileHandle.standardError)
                return 1
            }
            return launch(arguments: arguments, options: options, resources: resources)
        }
    }

    /// Runs a validated launch as a unique application: the primary instance, or a
    /// remote one that hands `arguments` to it. When the session bus is there but refuses
    /// the registration, says so and runs on its own (non-unique) instead.
    @MainActor
    private static func launch(arguments: [String], options: LaunchOptions, resources: ResourceLocator) -> Int32 {
        let stores = StoreRegistry()
        let environment = stores.environment(for: options)
        let unique = ProfileApplication(
            resources: resources, environment: environment, uniqueness: .unique, stores: stores
        )
        do {
            try unique.register()
            return unique.run(arguments: arguments)
        } catch {
            write("\(AppInfo.commandName): warning: running on its own: \(error)\n", to: FileHandle.standardError)
        }
        let alone = ProfileApplication(
            resources: resources, environment: environment, uniqueness: .nonUnique, stores: stores
        )
        return alone.run(arguments: arguments)
    }

    private static func write(_ text: String, to handle: FileHandle) {
        guard !text.isEmpty else { return }
        handle.write(Data(text.utf8))
    }
}
