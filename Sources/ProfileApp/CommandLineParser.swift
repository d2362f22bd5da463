import Foundation
import ArgumentParser

/// Turns `argv` into a `CommandLineOutcome` with the app's exit-code policy.
///
/// ArgumentParser exits 64 (EX_USAGE) on bad input; GNU-style tools and our
/// tests expect 2. So every usage error maps to exit code 2 with a one-line
/// error followed by the usage line on stderr; `--help` and `--version` print
/// to stdout and exit 0. Pure function: no I/O, safe from any thread.
public enum CommandLineParser {
    /// The exit code for malformed or unknown options.
    public static let usageErrorExitCode: Int32 = 2

    /// Parses `arguments` (without the program name).
    public static func parse(_ arguments: [String]) -> CommandLineOutcome {
        do {
            let command = try ProfileCommand.parseAsRoot(arguments)
            guard let profile = command as? ProfileCommand else {
                // With no subcommands, the only other command parseAsRoot returns is
                // ArgumentParser's built-in help command (`--help`, `-h`, `help`).
                return .exit(code: 0, standardOutput: ProfileCommand.helpMessage() + "\n", standardError: "")
            }
            return .run(
                LaunchOptions(
                    dataDirectory: profile.dataDirectory,
                    userID: profile.userID,
                    faultInjection: try profile.faultInjection()
                )
            )
        } catch {
            let code = ProfileCommand.exitCode(for: error)
            if code.isSuccess {
                // --help or --version: the full message is the requested output.
                return .exit(code: 0, standardOutput: ProfileCommand.fullMessage(for: error) + "\n", standardError: "")
            }
            return usageError(ProfileCommand.message(for: error))
        }
    }

    private static func usageError(_ message: String) -> CommandLineOutcome {
        let oneLine = message
            .split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
        let usage = ProfileCommand.usageString()
        return .exit(
            code: usageErrorExitCode,
            standardOutput: "",
            standardError: "\(AppInfo.commandName): \(oneLine)\nUsage: \(usage)\nSee '\(AppInfo.commandName) --help' for more information.\n"
        )
    }
}
