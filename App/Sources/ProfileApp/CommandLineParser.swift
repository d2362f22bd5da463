import Foundation
import ArgumentParser
import Localization
import UserProfile
import UserProfileStore

/// Turns `argv` into a `CommandLineOutcome` with the app's exit-code policy.
///
/// ArgumentParser exits 64 (EX_USAGE) on bad input; GNU-style tools and our
/// tests expect 2. So every usage error maps to exit code 2 with a one-line
/// error followed by the usage line on stderr; `--help` and `--version` print
/// to stdout and exit 0. The error line never echoes more than
/// ``longestEchoedValue`` characters of any one argument. Pure functions: no I/O,
/// safe from any thread.
public enum CommandLineParser {
    /// The exit code for malformed or unknown options.
    public static let usageErrorExitCode: Int32 = 2
    /// Arguments longer than this are cut (with "…") when the error line quotes them.
    public static let longestEchoedValue = 80
    /// The error line is cut to this many characters whatever it quotes.
    public static let longestErrorLine = 300

    /// Parses `arguments` (without the program name) given as the bytes the process
    /// received. Linux arguments are bytes; an argument that is not valid UTF-8 is
    /// refused with a usage error (a path decoded with replacement characters would name
    /// another folder), never silently repaired.
    public static func parse(argumentBytes: [[UInt8]]) -> CommandLineOutcome {
        var arguments: [String] = []
        for (index, bytes) in argumentBytes.enumerated() {
            guard let text = PathBytes.decode(bytes) else {
                return usageError(undecodable: bytes, after: index > 0 ? PathBytes.decode(argumentBytes[index - 1]) : nil)
            }
            arguments.append(text)
        }
        return parse(arguments)
    }

    /// Parses `arguments` (without the program name).
    public static func parse(_ arguments: [String]) -> CommandLineOutcome {
        if let group = unknownShortFlagGroup(in: arguments) {
            return usageError(localized("Unknown option '\(shortened(group))'"))
        }
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
                    faultInjection: try profile.faultInjection(),
                    server: try profile.server.map(ProfileCommand.serverURL),
                    tokenFile: profile.tokenFile
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

    /// The options whose next argument is their value (so it is never read as a flag).
    private static let optionsTakingValues: Set<String> = [
        "--data-dir", "--user-id", "--simulate-latency", "--simulate-failures", "--server", "--token-file",
    ]

    /// A group of short flags such as `-xh`: the app's only short flag is `-h`, and
    /// ArgumentParser would honour the `h` inside any group as a help request, printing
    /// help with exit 0 for a malformed command line. Negative numbers are values.
    private static func unknownShortFlagGroup(in arguments: [String]) -> String? {
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { return nil }
            guard argument.hasPrefix("-"), !argument.hasPrefix("--"), argument.count > 2,
                  Double(argument) == nil else { continue }
            if index > 0, optionsTakingValues.contains(arguments[index - 1]) { continue }
            return argument
        }
        return nil
    }

    private static func usageError(undecodable bytes: [UInt8], after previous: String?) -> CommandLineOutcome {
        let shown = shortened(PathBytes.escaped(bytes))
        let dataDirPrefix = Array("--data-dir=".utf8)
        if previous == "--data-dir" || bytes.starts(with: dataDirPrefix) {
            let folder = bytes.starts(with: dataDirPrefix) ? shortened(PathBytes.escaped(Array(bytes.dropFirst(dataDirPrefix.count)))) : shown
            return usageError(localized("--data-dir: the folder name '\(folder)' is not valid UTF-8; use a folder whose path is UTF-8"))
        }
        return usageError(localized("The argument '\(shown)' is not valid UTF-8"))
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
            standardError: "\(AppInfo.commandName): \(cutQuotedValues(oneLine))\n"
                + localized("Usage: \(usage)") + "\n"
                + localized("See '\(AppInfo.commandName) --help' for more information.") + "\n"
        )
    }

    /// Cuts every run of more than ``longestEchoedValue`` characters without a space or
    /// quote (an echoed argument, whatever the message around it), then the whole line.
    private static func cutQuotedValues(_ line: String) -> String {
        var result = ""
        var run = ""
        func flush() {
            result += shortened(run)
            run = ""
        }
        for character in line {
            if character == " " || character == "'" || character == "\"" {
                flush()
                result.append(character)
            } else {
                run.append(character)
            }
        }
        flush()
        return result.count > longestErrorLine ? String(result.prefix(longestErrorLine - 1)) + "…" : result
    }

    private static func shortened(_ text: String) -> String {
        text.count > longestEchoedValue ? String(text.prefix(longestEchoedValue - 1)) + "…" : text
    }
}
