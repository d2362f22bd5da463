/// Parses `vsm-journey`'s arguments into a command, or the output and status to exit with.
///
/// Guarantees: `--help` prints the help on stdout with status 0; any bad command line gives
/// status 2 and a one-line error on stderr (ArgumentParser alone would use 64 and print usage).
public enum JourneyCommandLine {
    public enum Parsed {
        case run(JourneyCommand)
        case exit(JourneyTool.Outcome)
    }

    public static func parse(_ arguments: [String]) -> Parsed {
        do {
            let command = try JourneyCommand.parseAsRoot(arguments)
            guard let journey = command as? JourneyCommand else {
                return .exit(.init(status: 0, standardOutput: JourneyCommand.helpMessage() + "\n"))
            }
            return .run(journey)
        } catch {
            if JourneyCommand.exitCode(for: error).isSuccess {
                return .exit(.init(status: 0, standardOutput: JourneyCommand.fullMessage(for: error) + "\n"))
            }
            let message = JourneyCommand.message(for: error).split(separator: "\n").first.map(String.init) ?? "bad command line"
            return .exit(.init(
                status: 2,
                standardError: "vsm-journey: \(message) (see vsm-journey --help)\n"
            ))
        }
    }
}
