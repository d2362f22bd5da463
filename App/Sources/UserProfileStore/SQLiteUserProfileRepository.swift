import Dispatch
import GRDB
import Locking
import OpenCombine
import Synchronization
import UserProfile

/// The embedded store: one SQLite database (GRDB) in the XDG data directory, holding the
/// profiles and their posts (it is also the ``PostsRepository``: same connection, same
/// queues, same external-change watcher, separate reads and observations).
///
/// **One instance per database file, shared by every window of a process.** Writes made
/// through this repository reach its observers straight from GRDB's change observation.
/// Commits made by anyone else (another app process, `sqlite3`, a second repository on the
/// same file) are picked up by an ``ExternalChangeWatcher`` (inotify plus
/// `PRAGMA data_version`) while at least one observation is active, and fed into the same
/// observation: within milliseconds through inotify on a local file system, within about
/// 0.5 s by polling on network and FUSE file systems or without inotify, and within 2 s
/// by the safety-net timer should inotify ever miss one.
///
/// The database is opened on first use, not in `init`, so a broken file becomes a loading
/// error with Retry instead of a startup failure; a failed open is retried by the next
/// operation and never modifies a file that is not ours (a store of ours may be recovered
/// from a crash's journal or completed; see ``ProfileDatabaseOpener``).
///
/// Threading: all one-shot work runs on a private serial queue; observation values arrive
/// on a private serial queue. Cancelling a load before it starts skips it; a save that
/// was subscribed always reaches the store (see `oneShot`).
///
/// Without a sample profile the store is the cache of the profile server: a new one gets
/// the schema and no profile, and ``serverCache`` fills it (same connection, same queue).
public final class SQLiteUserProfileRepository: UserProfileRepository {
    /// Where the database lives.
    public let location: ProfileStoreLocation
    private let sampleProfile: SampleProfile?
    private let busyTimeout: Double
    private let workQueue = DispatchQueue(label: "vsm-profile-gtk.repository")
    private let observationQueue = DispatchQueue(label: "vsm-profile-gtk.repository.observation")
    private let connection = Locked<DatabaseQueue?>(nil)
    /// Watches for other connections' commits while someone observes.
    let externalChanges: SharedChangeWatcher
    /// The posts `loadPosts` last read, per profile, with the store's stamp at that read;
    /// an observation of those posts takes the entry and, if the stamp is unchanged, starts
    /// from it instead of reading the same posts again (see `observePosts(userId:)`). At
    /// most one entry per profile: a load replaces it, the next observation removes it.
    let loadedPosts = Locked<[Int64: LoadedPosts]>([:])
    /// How many times the posts were read from the store, by any operation (diagnostics
    /// and tests: a launch reads them once).
    let postsReadCount = Atomic<Int>(0)

    /// - Parameters:
    ///   - location: the data folder and database file; default from the XDG environment.
    ///   - sampleProfile: written into a newly created database (and into one whose
    ///     profile table is empty); default the current user. Nil for a cache of the
    ///     profile server: the store then gets the schema only, an empty profile table is
    ///     complete, and loading a profile the server has not sent fails with
    ///     ``UserProfileRepositoryError/profileNotFound(userId:)``.
    ///   - busyTimeout: how long to wait (seconds) for another program's lock before
    ///     reporting ``UserProfileRepositoryError/databaseLocked(path:)``.
    public init(
        location: ProfileStoreLocation = .standard(),
        sampleProfile: SampleProfile? = .currentUser(),
        busyTimeout: Double = 2
    ) {
        self.location = location
        self.sampleProfile = sampleProfile
        self.busyTimeout = busyTimeout
        self.externalChanges = SharedChangeWatcher(location: location)
    }

    /// A repository in `dataDirectory` (the app's `--data-dir`), or the XDG default when nil.
    public convenience init(dataDirectory: String?) {
        self.init(location: dataDirectory.map(ProfileStoreLocation.init(dataDirectory:)) ?? .standard())
    }

    /// Reads the profile (opening the database first if needed). See ``UserProfileRepository/load(userId:)``.
    public func load(userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError> {
        oneShot { database in
            try database.read { db in try ProfileSchema.fetch(db, userId: userId) }
        } orMissing: { .profileNotFound(userId: userId) }
    }

    /// Updates the username in one transaction and returns the row as stored. Observers
    /// on this repository are notified after the commit. See ``UserProfileRepository/save(_:userId:)``.
    public func save(_ username: Username, userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError> {
        oneShot(skipsWhenCancelled: false) { database in
            try database.write { db -> UserData? in
                guard try ProfileSchema.updateUsername(db, username, userId: userId) else { return nil }
                return try ProfileSchema.fetch(db, userId: userId)
            }
        } orMissing: { .profileNotFound(userId: userId) }
    }

    /// A GRDB `ValueObservation` of the row: the current value, then one per committed
    /// change, whether made through this repository or by another connection or process
    /// (see ``ExternalChangeWatcher``). Another program's lock only delays it (see
    /// ``StoreValueObservation``). Fails with `profileNotFound` if the row goes away.
    public func observe(userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError> {
        liveValue(missing: .profileNotFound(userId: userId)) { db in try ProfileSchema.fetch(db, userId: userId) }
    }

    /// Waits (at most `timeout` seconds) for the work queue to finish what it is running
    /// and what is queued before this call: a write in progress always runs to its commit
    /// or rollback, since it is never interrupted. Never call it on the work queue.
    public func waitForWorkInProgress(timeout: Double) -> Bool {
        let finished = DispatchSemaphore(value: 0)
        workQueue.async { finished.signal() }
        return finished.wait(timeout: .now() + timeout) == .success
    }

    // MARK: - Private

    private func openDatabase() throws(UserProfileRepositoryError) -> DatabaseQueue {
        if let database = connection.withLock({ $0 }) { return database }
        // Only called on `workQueue`, so two opens never race.
        let database = try ProfileDatabaseOpener.open(location, sample: sampleProfile, busyTimeout: busyTimeout)
        connection.withLock { $0 = database }
        return database
    }

    /// Observes `fetch` on the store: opens the database on the work queue, then runs a
    /// ``StoreValueObservation`` holding a lease on the external-change watcher.
    ///
    /// `regions`, when given, are all `fetch` depends on: the observation fetches again only
    /// after a commit that modifies them (or another program's commit); when nil, GRDB
    /// tracks what each fetch reads.
    func liveValue<Value: Equatable & Sendable>(
        missing: UserProfileRepositoryError,
        regions: [any DatabaseRegionConvertible]? = nil,
        fetch: @escaping @Sendable (Database) throws -> Value?
    ) -> AnyPublisher<Value, UserProfileRepositoryError> {
        CallbackPublisher { [self] emitter in
            let flag = CancellationFlag()
            workQueue.async { [self] in
                guard !flag.isCancelled else { return }
                let database: DatabaseQueue
                do throws(UserProfileRepositoryError) {
                    database = try openDatabase()
                } catch {
                    emitter.fail(error)
                    return
                }
                // The lease starts the watcher before the observation's first fetch, so an
                // external commit made in between is in that fetch or noticed by the watcher.
                let observation = StoreValueObservation(
                    database: database,
                    regions: regions,
                    fetch: fetch,
                    missing: missing,
                    path: location.databasePath,
                    emitter: emitter,
                    lease: externalChanges.acquire(database: database),
                    deliveryQueue: observationQueue
                )
                observation.start()
                flag.onCancel { observation.cancel() }
            }
            return { flag.cancel() }
        }
        .eraseToAnyPublisher()
    }

    /// Runs `work` on the work queue now and waits for it: the synchronous operations of
    /// ``ServerCache``, serialized with every other operation of this repository. Errors
    /// are mapped as the one-shot operations map them.
    ///
    /// Traps when called on the work queue, where waiting for it would never end.
    func runNow<Value>(_ work: (DatabaseQueue) throws -> Value) throws(UserProfileRepositoryError) -> Value {
        dispatchPrecondition(condition: .notOnQueue(workQueue))
        let result = workQueue.sync { () -> Result<Value, UserProfileRepositoryError> in
            do {
                return .success(try work(try openDatabase()))
            } catch {
                return .failure(StorageErrorMapping.map(error, path: location.databasePath))
            }
        }
        return try result.get()
    }

    /// Runs `work` on the work queue. A read cancelled before it starts is skipped; a
    /// write (`skipsWhenCancelled: false`) always runs once subscribed: the user asked for
    /// it, and cancelling only means nobody waits for the answer any more (a window closed,
    /// SIGTERM), so the data must still reach the store.
    func oneShot<Value: Sendable>(
        skipsWhenCancelled: Bool = true,
        _ work: @escaping @Sendable (DatabaseQueue) throws -> Value?,
        orMissing missing: @escaping @Sendable () -> UserProfileRepositoryError
    ) -> AnyPublisher<Value, UserProfileRepositoryError> {
        CallbackPublisher { [self] emitter in
            let flag = CancellationFlag()
            workQueue.async { [self] in
                guard !(skipsWhenCancelled && flag.isCancelled) else { return }
                do {
                    let database = try openDatabase()
                    if let value = try work(database) {
                        emitter.complete(with: .success(value))
                    } else {
                        emitter.fail(missing())
                    }
                } catch {
                    emitter.fail(StorageErrorMapping.map(error, path: location.databasePath))
                }
            }
            return { flag.cancel() }
        }
        .eraseToAnyPublisher()
    }
}
