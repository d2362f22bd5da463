import ArgumentParser

/// The `vsm-profile-gtk` command line, declared with ArgumentParser.
///
/// Parsing only: the command never runs itself. `CommandLineParser` turns its
/// result (or its error) into a `CommandLineOutcome`, so exit codes and output
/// are decided in one place and can be tested without spawning a process.
public struct ProfileCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: AppInfo.commandName,
        abstract: "Load and edit your user profile (the VSM reference app for GTK 4).",
        discussion: """
            The profile is kept in a SQLite database under $XDG_DATA_HOME \
            (default ~/.local/share), created with a sample profile on first run. \
            Set VSM_DEBUG=1 to log every view-state transition to stderr.
            """,
        version: AppInfo.version
    )

    /// `--data-dir DIR`: the folder that holds the profile database.
    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp("Folder holding the profile database (default: the XDG data directory).", valueName: "DIR")
    )
    public var dataDirectory: String?

    /// `--user-id ID`: which profile to load.
    @Option(
        name: .customLong("user-id"),
        help: ArgumentHelp("Id of the profile to load (a positive integer).", valueName: "ID")
    )
    public var userID: Int?

    /// `--simulate-latency SECONDS`: delay added to every store operation (demos, tests).
    @Option(
        name: .customLong("simulate-latency"),
        help: ArgumentHelp("Add this delay to every load, save and reload (0 to 60 seconds).", valueName: "SECONDS")
    )
    public var simulateLatency: Double?

    /// `--simulate-failures LIST`: which store operations fail (demos, tests).
    @Option(
        name: .customLong("simulate-failures"),
        help: ArgumentHelp(
            "Make these operations fail: a comma-separated list of load, save, reload.",
            valueName: "LIST"
        )
    )
    public var simulateFailures: String?

    public init() {}

    /// Rejects values that parse as the right type but make no sense, so they
    /// exit with a usage error like any other malformed option.
    public func validate() throws {
        if let dataDirectory, dataDirectory.isEmpty {
            throw ValidationError("--data-dir must not be empty.")
        }
        if let userID, userID <= 0 {
            throw ValidationError("--user-id must be a positive integer, got \(userID).")
        }
        if let simulateLatency, !(simulateLatency.isFinite && (0...60).contains(simulateLatency)) {
            throw ValidationError("--simulate-latency must be between 0 and 60 seconds, got \(simulateLatency).")
        }
        if let simulateFailures {
            _ = try SimulationOptions.parseFailures(simulateFailures)
        }
    }
}
