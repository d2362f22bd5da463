import Synchronization

/// A flag any thread can set once and any thread can read.
///
/// Guarantees: `set()` is a release store and `isSet` an acquire load, so what the setter
/// wrote before `set()` is visible to a reader that sees `isSet == true`.
public final class Flag: Sendable {
    private let value = Atomic<Bool>(false)

    /// A flag that is not set.
    public init() {}

    /// Sets the flag (idempotent).
    public func set() { value.store(true, ordering: .releasing) }

    /// Whether `set()` has been called, on any thread.
    public var isSet: Bool { value.load(ordering: .acquiring) }
}
