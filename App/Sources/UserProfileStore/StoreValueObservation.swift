import Dispatch
import GRDB
import Locking
import UserProfile

/// One subscriber's live observation of one value read from the store (a profile row, a
/// profile's posts), behind `SQLiteUserProfileRepository.observe(userId:)` and
/// `observePosts(userId:)`.
///
/// `fetch` reads the value; nil means it no longer exists, which ends the observation
/// with `missing`. It runs again after every commit that modifies what it read, or, when
/// `regions` are given, what they name (`fetch` must then depend on nothing else). A GRDB `ValueObservation` stops at its first error. Another program
/// holding a write lock past the busy timeout (an open `sqlite3` transaction, say) is not
/// an error of the store, so this observation then starts a new `ValueObservation` after
/// ``retryDelay`` and keeps doing so until the lock is gone: live updates resume by
/// themselves, and the values delivered stay free of consecutive duplicates across
/// restarts. Any other failure (the row deleted, the file damaged) ends it with that error.
///
/// Threading: values and the failure go to `emitter` from GRDB's delivery queue, one at a
/// time. `cancel()` may be called from any thread and is idempotent; after it returns no
/// value is sent. The external-change lease is released exactly once, when the
/// observation ends by cancellation or failure.
final class StoreValueObservation<Value: Equatable & Sendable>: Sendable {
    /// How long to wait before observing again after a lock.
    static var retryDelay: DispatchTimeInterval { .milliseconds(250) }

    private struct State {
        var cancellable: AnyDatabaseCancellable?
        var lastSent: Value?
        var isFinished = false
    }

    private let database: DatabaseQueue
    private let regions: [any DatabaseRegionConvertible]?
    private let fetch: @Sendable (Database) throws -> Value?
    private let missing: UserProfileRepositoryError
    private let path: String
    private let emitter: CallbackEmitter<Value, UserProfileRepositoryError>
    private let lease: SharedChangeWatcher.Lease
    private let deliveryQueue: DispatchQueue
    private let state = Locked(State())

    init(
        database: DatabaseQueue,
        regions: [any DatabaseRegionConvertible]? = nil,
        fetch: @escaping @Sendable (Database) throws -> Value?,
        missing: UserProfileRepositoryError,
        path: String,
        emitter: CallbackEmitter<Value, UserProfileRepositoryError>,
        lease: SharedChangeWatcher.Lease,
        deliveryQueue: DispatchQueue
    ) {
        self.database = database
        self.regions = regions
        self.fetch = fetch
        self.missing = missing
        self.path = path
        self.emitter = emitter
        self.lease = lease
        self.deliveryQueue = deliveryQueue
    }

    /// Starts (or restarts) the GRDB observation: its current value, then one per change.
    func start() {
        // The closures hold the observation until GRDB drops them (on cancel or error).
        let observation = regions.map { ValueObservation.tracking(regions: $0, fetch: fetch) }
            ?? ValueObservation.tracking(fetch)
        let cancellable = observation
            .removeDuplicates()
            .start(
                in: database,
                scheduling: .async(onQueue: deliveryQueue),
                onError: { [self] error in handle(error) },
                onChange: { [self] value in deliver(value) }
            )
        let isRunning = state.withLock { state -> Bool in
            guard !state.isFinished else { return false }
            state.cancellable = cancellable
            return true
        }
        if !isRunning { cancellable.cancel() }
    }

    /// Stops observing; nothing is sent afterwards.
    func cancel() {
        finish()
    }

    private func deliver(_ value: Value?) {
        guard let value else {
            fail(missing)
            return
        }
        let isNew = state.withLock { state -> Bool in
            guard !state.isFinished, state.lastSent != value else { return false }
            state.lastSent = value
            return true
        }
        if isNew { emitter.send(value) }
    }

    private func handle(_ error: any Error) {
        let mapped = StorageErrorMapping.map(error, path: path)
        switch mapped {
        case .databaseLocked:
            deliveryQueue.asyncAfter(deadline: .now() + Self.retryDelay) { [self] in
                guard !state.withLock({ $0.isFinished }) else { return }
                start()
            }
        default:
            fail(mapped)
        }
    }

    private func fail(_ error: UserProfileRepositoryError) {
        if finish() { emitter.fail(error) }
    }

    /// Marks the observation finished; returns whether this call did it.
    @discardableResult
    private func finish() -> Bool {
        let (didFinish, cancellable) = state.withLock { state -> (Bool, AnyDatabaseCancellable?) in
            guard !state.isFinished else { return (false, nil) }
            state.isFinished = true
            defer { state.cancellable = nil }
            return (true, state.cancellable)
        }
        cancellable?.cancel()
        if didFinish { lease.release() }
        return didFinish
    }
}
