import UserProfile

/// Parses the command-line forms of fault injection. The app's CLI calls these and turns
/// a thrown ``FaultInjectionParseError`` into its one-line usage error (exit 2).
///
/// Syntax:
/// - `--simulate-latency SECONDS`: a decimal number of seconds, 0 ≤ SECONDS ≤ 600
///   (e.g. `1.5`). It delays every load, save and reload of the profile, and every read
///   of the posts.
/// - `--simulate-failures OPERATIONS[:RATE]`: a comma-separated list of `load`, `save`,
///   `reload`, `posts` (reading the posts, on their own) or `all`, optionally followed by
///   `:` and a failure probability between 0 and 1 that applies to each listed operation
///   (default 1, always). Examples: `save`, `load,reload`, `save:0.5`, `posts`,
///   `posts:0.5`, `all:0.25`.
public enum FaultInjectionArguments {
    /// The latency option's name, as it appears in error messages.
    public static let latencyOption = "--simulate-latency"
    /// The failures option's name, as it appears in error messages.
    public static let failuresOption = "--simulate-failures"
    /// The largest latency accepted, in seconds (ten minutes; more is surely a typo).
    public static let maximumLatency = 600.0
    /// The names `--simulate-failures` accepts, as listed in its errors:
    /// "load, save, reload, posts or all".
    public static let operationNames =
        RepositoryOperation.allCases.map(\.rawValue).joined(separator: ", ") + " or all"

    /// Parses the SECONDS of `--simulate-latency`.
    public static func parseLatency(_ text: String) throws(FaultInjectionParseError) -> Double {
        let trimmed = text.trimmingSpaces
        guard let seconds = Double(trimmed), !trimmed.isEmpty else {
            throw FaultInjectionParseError(
                option: latencyOption, reason: "'\(text)' is not a number of seconds (e.g. 1.5)"
            )
        }
        if seconds < 0 {
            throw FaultInjectionParseError(
                option: latencyOption, reason: "\(trimmed) is negative; it must be ≥ 0 (0 to \(Int(maximumLatency)) seconds)"
            )
        }
        guard seconds.isFinite, seconds <= maximumLatency else {
            throw FaultInjectionParseError(
                option: latencyOption,
                reason: "\(trimmed) is out of range (0 to \(Int(maximumLatency)) seconds)"
            )
        }
        return seconds
    }

    /// Parses the OPERATIONS[:RATE] of `--simulate-failures`.
    public static func parseFailures(
        _ text: String
    ) throws(FaultInjectionParseError) -> (operations: Set<RepositoryOperation>, rate: Double) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2 else {
            throw FaultInjectionParseError(option: failuresOption, reason: "more than one ':' in '\(text)'")
        }
        var operations = Set<RepositoryOperation>()
        for name in parts[0].split(separator: ",", omittingEmptySubsequences: false) {
            let word = String(name).trimmingSpaces.lowercased()
            if word == "all" {
                operations.formUnion(RepositoryOperation.allCases)
            } else if let operation = RepositoryOperation(rawValue: word) {
                operations.insert(operation)
            } else if word.isEmpty {
                throw FaultInjectionParseError(
                    option: failuresOption, reason: "empty operation name in '\(text)' (expected \(operationNames))"
                )
            } else {
                throw FaultInjectionParseError(
                    option: failuresOption, reason: "unknown operation '\(word)' (expected \(operationNames))"
                )
            }
        }
        var rate = 1.0
        if parts.count == 2 {
            let rateText = String(parts[1]).trimmingSpaces
            guard let value = Double(rateText), !rateText.isEmpty, value.isFinite else {
                throw FaultInjectionParseError(
                    option: failuresOption, reason: "'\(rateText)' is not a failure rate (a number from 0 to 1, e.g. 0.5)"
                )
            }
            guard value >= 0, value <= 1 else {
                throw FaultInjectionParseError(
                    option: failuresOption, reason: "failure rate \(rateText) is out of range (0 to 1)"
                )
            }
            rate = value
        }
        return (operations, rate)
    }

    /// Builds the configuration from the two option values (nil when the option is absent).
    public static func configuration(
        simulateLatency: String?,
        simulateFailures: String?
    ) throws(FaultInjectionParseError) -> FaultInjectionConfiguration {
        let latency = try simulateLatency.map { text throws(FaultInjectionParseError) in try parseLatency(text) } ?? 0
        let failures = try simulateFailures.map { text throws(FaultInjectionParseError) in try parseFailures(text) }
        return FaultInjectionConfiguration(
            latency: latency,
            failingOperations: failures?.operations ?? [],
            failureRate: failures?.rate ?? 1
        )
    }
}

private extension String {
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
