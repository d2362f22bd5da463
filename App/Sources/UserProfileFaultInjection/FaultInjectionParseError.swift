/// A malformed `--simulate-latency` or `--simulate-failures` value. `description` is a
/// one-line message naming the option, the bad part and what is expected.
public struct FaultInjectionParseError: Error, Equatable, CustomStringConvertible {
    /// The option, e.g. "--simulate-failures".
    public let option: String
    /// What is wrong, e.g. "unknown operation 'lod' (expected load, save, reload or all)".
    public let reason: String

    /// An error for `option` saying `reason`.
    public init(option: String, reason: String) {
        self.option = option
        self.reason = reason
    }

    /// `--simulate-failures: unknown operation 'lod' (…)`: one line for the CLI.
    public var description: String { "\(option): \(reason)" }
}
