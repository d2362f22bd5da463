/// The result of reading the command line: either launch, or stop with an
/// exit code and some text for stdout and stderr.
public enum CommandLineOutcome: Equatable, Sendable {
    /// Launch the app with these options.
    case run(LaunchOptions)
    /// Do not launch: print `standardOutput` and `standardError`, exit with `code`.
    case exit(code: Int32, standardOutput: String, standardError: String)
}
