import ArgumentParser
import Foundation
import Localization
import UserProfile
import UserProfileFaultInjection

/// The `vsm-profile-gtk` command line, declared with ArgumentParser.
///
/// Parsing only: the command never runs itself. `CommandLineParser` turns its
/// result (or its error) into a `CommandLineOutcome`, so exit codes and output
/// are decided in one place and can be tested without spawning a process.
public struct ProfileCommand: ParsableCommand {
    /// Name, one-line abstract, discussion and version for `--help` and `--version`.
    public static let configuration = CommandConfiguration(
        commandName: AppInfo.commandName,
        abstract: localized("Load and edit your user profile (the VSM reference app for GTK 4)."),
        discussion: localized(
            "The profile is kept in a SQLite database under $XDG_DATA_HOME (default ~/.local/share), created with a sample profile on first run. Set VSM_DEBUG=1 to log every view-state transition to stderr."
        ),
        version: AppInfo.version
    )

    /// `--data-dir DIR`: the folder that holds the profile database.
    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp(localized("Folder holding the profile database (default: the XDG data directory)."), valueName: "DIR")
    )
    public var dataDirectory: String?

    // `.unconditional`: "-4" is this option's (bad) value, not an unknown option, so the
    // error says what is wrong with it instead of "Missing value".
    /// `--user-id ID`: which profile to load.
    @Option(
        name: .customLong("user-id"),
        parsing: .unconditional,
        help: ArgumentHelp(localized("Id of the profile to load (a positive integer)."), valueName: "ID")
    )
    public var userID: Int64?

    // `.unconditional` for the same reason: "-1" must be reported as negative.
    /// `--simulate-latency SECONDS`: delay added to every store operation (demos, tests).
    @Option(
        name: .customLong("simulate-latency"),
        parsing: .unconditional,
        help: ArgumentHelp(localized("Add this delay to every load, save and reload (0 to 600 seconds, e.g. 1.5)."), valueName: "SECONDS")
    )
    public var simulateLatency: String?

    /// `--simulate-failures LIST`: which store operations fail (demos, tests).
    @Option(
        name: .customLong("simulate-failures"),
        help: ArgumentHelp(
            localized("Make these operations fail: load, save, reload or all, comma-separated, optionally with a rate (save:0.5)."),
            valueName: "LIST"
        )
    )
    public var simulateFailures: String?

    /// `--server URL`: the profile server this app is the client of (default: the
    /// `server-url` setting; none: the embedded store).
    @Option(
        name: .customLong("server"),
        help: ArgumentHelp(localized("URL of the profile server (http or https); the profile is then the server's, cached on this computer. Default: the server-url setting, else the embedded store."), valueName: "URL")
    )
    public var server: String?

    /// `--token-file FILE`: where the token for changes is, when no Secret Service has one.
    @Option(
        name: .customLong("token-file"),
        help: ArgumentHelp(localized("File holding the server token that allows changes; only its owner may be able to read it."), valueName: "FILE")
    )
    public var tokenFile: String?

    /// An empty command (ArgumentParser fills the options while parsing).
    public init() {}

    /// Rejects values that parse as the right type but make no sense, so they
    /// exit with a usage error like any other malformed option.
    public func validate() throws {
        if let dataDirectory, dataDirectory.isEmpty {
            throw ValidationError(localized("--data-dir must not be empty."))
        }
        if let userID, userID <= 0 {
            throw ValidationError(localized("--user-id must be a positive integer, got \(userID)."))
        }
        _ = try faultInjection()
        if let server { _ = try Self.serverURL(server) }
        if let tokenFile, tokenFile.isEmpty {
            throw ValidationError(localized("--token-file must not be empty."))
        }
    }

    /// The server's URL when `text` is an absolute http or https URL with a host.
    ///
    /// - Throws: `ValidationError` saying what is wrong with it.
    public static func serverURL(_ text: String) throws -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
              let host = url.host, !host.isEmpty, url.query == nil, url.fragment == nil
        else {
            throw ValidationError(localized("--server must be an http or https URL with a host (e.g. http://localhost:8080), got '\(text)'."))
        }
        return url
    }

    /// The fault-injection configuration the simulate flags ask for (the feature
    /// module's parser, so the app and the model tests agree on the syntax).
    ///
    /// - Throws: `ValidationError` with the parser's one-line reason.
    public func faultInjection() throws -> FaultInjectionConfiguration {
        do {
            return try FaultInjectionArguments.configuration(
                simulateLatency: simulateLatency,
                simulateFailures: simulateFailures
            )
        } catch {
            throw ValidationError(error.description)
        }
    }
}
