/// When to try the server again after a failure: exponential, with full jitter so that many
/// clients cut off together do not come back together, capped, and never sooner than the
/// server's `Retry-After`.
public struct Backoff: Sendable {
    /// The first delay's upper bound.
    public var base: Duration
    /// No delay is longer (unless the server asks for more).
    public var cap: Duration
    private var failures = 0

    public init(base: Duration = .seconds(1), cap: Duration = .seconds(60)) {
        self.base = base
        self.cap = cap
    }

    /// The delay before the next attempt after one more failure: uniformly random in
    /// [0, min(cap, base·2ⁿ)], and at least `retryAfter` when the server gave one.
    public mutating func next(retryAfter: Duration? = nil, using random: inout some RandomNumberGenerator) -> Duration {
        let exponent = min(failures, 30)
        failures += 1
        let ceiling = min(cap, base * (1 << exponent))
        let milliseconds = max(1, ceiling.components.seconds * 1000 + ceiling.components.attoseconds / 1_000_000_000_000_000)
        let jittered = Duration.milliseconds(Int64.random(in: 0...milliseconds, using: &random))
        guard let retryAfter else { return jittered }
        return max(jittered, retryAfter)
    }

    /// After a success, or when the network comes back: the next failure starts over.
    public mutating func reset() { failures = 0 }
}
