import Synchronization

/// A counter any thread can bump; no increment is ever lost.
///
/// Sequentially consistent, so a test reading `count` after it observed the effect of
/// an increment on another thread sees that increment.
public final class Counter: Sendable {
    private let value = Atomic<Int>(0)

    /// A counter at zero.
    public init() {}

    /// Adds one and returns the new count.
    @discardableResult
    public func increment() -> Int { value.add(1, ordering: .sequentiallyConsistent).newValue }

    /// The current count.
    public var count: Int { value.load(ordering: .sequentiallyConsistent) }
}
