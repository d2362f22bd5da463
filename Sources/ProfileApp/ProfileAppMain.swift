import Foundation

/// The executable's entry point: command line, resources, then the GTK application.
///
/// Called from synchronous top-level code on the main thread (DESIGN.md §3). Returns
/// the process exit status: 0 after a normal quit, 2 for a bad command line, 1 when
/// the app cannot start (missing resources, broken `.ui` file).
public enum ProfileAppMain {
    /// How long (seconds) the process waits on its way out for a write in progress.
    public static let writeGracePeriod = 2.0

    /// Parses `arguments` (`argv`, program name first), then runs the app until it
    /// quits. Blocks on the GLib main loop; main thread only. Returns the exit status.
    ///
    /// When `arguments` is this process's own command line, the raw `argv` bytes are
    /// parsed, so an argument that is not valid UTF-8 is a usage error (exit 2). After the
    /// app quits (normally, SIGTERM or SIGINT) it waits up to ``writeGracePeriod`` for a
    /// write in progress, so the process never exits in the middle of a commit.
    @MainActor
    public static func run(arguments: [String]) -> Int32 {
        // Parsed from the bytes the process received, so a non-UTF-8 path is refused
        // instead of being repaired into the name of another folder.
        switch CommandLineParser.parse(argumentBytes: Array(ProcessArgumentBytes.bytes(of: arguments).dropFirst())) {
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
            let environment = ProfileEnvironment(options: options)
            let application = ProfileApplication(resources: resources, environment: environment)
            let status = application.run(programName: arguments.first ?? AppInfo.commandName)
            // Quit, SIGTERM or SIGINT may come while a save is committing on the
            // repository's queue; exiting now would cut it and leave a journal behind.
            _ = environment.repository.waitForWorkInProgress(timeout: Self.writeGracePeriod)
            return status
        }
    }

    private static func write(_ text: String, to handle: FileHandle) {
        guard !text.isEmpty else { return }
        handle.write(Data(text.utf8))
    }
}
