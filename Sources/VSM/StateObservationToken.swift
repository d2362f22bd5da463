import Synchronization

/// Keeps a willSet / didSet observation alive; cancel it (or let it deallocate) to stop.
///
/// `cancel()` may be called from any thread and takes effect at once: after it returns the
/// handler is never called again (the flag is checked on the main actor right before each
/// call). Cancelling twice does nothing.
public final class StateObservationToken: Sendable {
    /// Shared with the container's observer entry, which holds it strongly (a strong
    /// reference to a tiny flag is much cheaper per change than a weak one to the token).
    let flag = ObservationFlag()

    init() {}

    deinit {
        cancel()
    }

    /// Stops the observation. Thread-safe and idempotent.
    public func cancel() {
        flag.cancel()
    }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool {
        flag.isCancelled
    }
}

/// The cancelled flag of one observation, set from any thread.
final class ObservationFlag: Sendable {
    private let cancelled = Atomic<Bool>(false)

    func cancel() {
        cancelled.store(true, ordering: .releasing)
    }

    var isCancelled: Bool {
        cancelled.load(ordering: .acquiring)
    }
}
