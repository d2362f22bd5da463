/// How long the kits wait by default for something that should happen, and how a wait that
/// ran out says so: every bounded wait of VSMTesting and VSMGtkTesting uses both.
public enum TestTimeout {
    /// Ten seconds: generous, because a healthy wait ends in milliseconds and the bound only
    /// stops a broken test from hanging (machines running CI are often loaded).
    public static let `default`: Duration = .seconds(10)

    /// `10 seconds`, `250 milliseconds`: how the kits' failure messages name a duration.
    public static func spoken(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        if attoseconds == 0 {
            return seconds == 1 ? "1 second" : "\(seconds) seconds"
        }
        return "\(seconds * 1_000 + attoseconds / 1_000_000_000_000_000) milliseconds"
    }

    /// The first words of every timed-out wait's failure: "Timed out after 10 seconds waiting
    /// for the editor". Callers add what they saw (`.`, or `; 1 arrived.`). Public so that a
    /// wait written in an app's own test support words its failure the same way.
    public static func message(waitingFor description: String, after timeout: Duration) -> String {
        "Timed out after \(spoken(timeout)) waiting for \(description)"
    }
}
