extension Duration {
    /// The longest debounce a `TimeInterval` can ask for: about 31.7 years. Longer waits
    /// (and `.infinity`) are clamped to it, so a deadline never overflows the clock.
    public static let maximumDebounceInterval = Duration.seconds(1_000_000_000)

    /// A due time given in seconds, as the Apple library's `TimeInterval` debounce takes it
    /// (`observe(_:debounced: 0.3)`).
    ///
    /// Never traps: a negative value, zero or NaN is `.zero` (the action runs on the next
    /// main-actor turn, as a Combine debounce with a non-positive stride does); a value above
    /// ``maximumDebounceInterval`` (including `.infinity`) is that maximum.
    public init(debounceInterval seconds: Double) {
        if seconds.isNaN || seconds <= 0 {
            self = .zero
        } else if seconds >= 1_000_000_000 {
            self = Self.maximumDebounceInterval
        } else {
            self = .seconds(seconds)
        }
    }
}
