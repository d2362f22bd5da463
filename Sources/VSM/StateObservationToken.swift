import Synchronization

/// Keeps a willSet / didSet observation alive; cancel it (or let it deallocate) to stop.
///
/// `cancel()` may be called from any thread and takes effect at once: after it returns the
/// handler is never called again (the flag is checked on the main actor right before each
/// call). Cancelling twice does nothing.
public final class StateObservationToken: Sendable {
    private let cancelled = Atomic<Bool>(false)

    init() {}

    deinit {
        cancel()
    }

    /// Stops the observation. Thread-safe and idempotent.
    public func cancel() {
        cancelled.store(true, ordering: .releasing)
    }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool {
        cancelled.load(ordering: .acquiring)
    }
}
