import Foundation

/// The executable's entry point: command line, resources, then the GTK application.
///
/// Called from synchronous top-level code on the main thread (DESIGN.md §3). Returns
/// the process exit status: 0 after a normal quit, 2 for a bad command line, 1 when
/// the app cannot start (missing resources, broken `.ui` file).
public enum ProfileAppMain {
    /// Parses `arguments` (`argv`, program name first), then runs the app until it
    /// quits. Blocks on the GLib main loop; main thread only. Returns the exit status.
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
            let application = ProfileApplication(
                resources: resources,
                environment: ProfileEnvironment(options: options)
            )
            return application.run(programName: arguments.first ?? AppInfo.commandName)
        }
    }

    private static func write(_ text: String, to handle: FileHandle) {
        guard !text.isEmpty else { return }
        handle.write(Data(text.utf8))
    }
}
