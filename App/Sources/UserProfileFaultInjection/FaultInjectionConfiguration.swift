import UserProfile

/// What ``FaultInjectingRepository`` simulates. The default value injects nothing.
public struct FaultInjectionConfiguration: Sendable, Equatable, CustomStringConvertible {
    /// Delay in seconds before every `load`, `save`, `reload` and posts read starts (0 = none).
    public var latency: Double
    /// The operations that may fail.
    public var failingOperations: Set<RepositoryOperation>
    /// Probability (0…1) that a listed operation fails; 1 = always.
    public var failureRate: Double

    /// Injects nothing: the decorated repository behaves exactly like the real one.
    public static let off = FaultInjectionConfiguration()

    /// Preconditions: `latency` finite and ≥ 0, `failureRate` in 0…1 (the parser checks user input).
    public init(latency: Double = 0, failingOperations: Set<RepositoryOperation> = [], failureRate: Double = 1) {
        precondition(latency.isFinite && latency >= 0, "latency must be a finite number of seconds >= 0")
        precondition(failureRate >= 0 && failureRate <= 1, "failureRate must be in 0...1")
        self.latency = latency
        self.failingOperations = failingOperations
        self.failureRate = failureRate
    }

    /// True when nothing is injected.
    public var isOff: Bool { latency == 0 && (failingOperations.isEmpty || failureRate == 0) }

    /// A one-line summary for logs.
    public var description: String {
        let operations = RepositoryOperation.allCases.filter(failingOperations.contains).map(\.rawValue)
        return "FaultInjection(latency: \(latency)s, failures: [\(operations.joined(separator: ","))] at rate \(failureRate))"
    }
}
