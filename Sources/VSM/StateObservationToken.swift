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
///
/// `@usableFromInline` because the inlined change notification reads it for every handler.
@usableFromInline
final class ObservationFlag: Sendable {
    @usableFromInline let cancelled = Atomic<Bool>(false)

    init() {}

    func cancel() {
        cancelled.store(true, ordering: .releasing)
    }

    @inlinable
    var isCancelled: Bool {
        cancelled.load(ordering: .acquiring)
    }
}
