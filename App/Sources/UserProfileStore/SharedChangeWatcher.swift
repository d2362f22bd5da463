import GRDB
import Locking
import Synchronization
import UserProfile

/// One ``ExternalChangeWatcher`` per repository, running while at least one observation
/// is active: the first lease starts it, the last release stops it, so a repository that
/// nobody observes costs no timer and no inotify descriptor.
///
/// Threading: `acquire` and `Lease.release` may be called from any thread except the
/// watcher's own queue. `acquire` returns after the watcher has read its baseline, so an
/// observation started after it misses no external commit.
final class SharedChangeWatcher: Sendable {
    private struct State {
        var watcher: ExternalChangeWatcher?
        var leases = 0
    }

    private let location: ProfileStoreLocation
    private let usesInotify: Bool
    private let state = Locked(State())

    /// - Parameter usesInotify: false to rely on polling alone (tests of the fallback).
    init(location: ProfileStoreLocation, usesInotify: Bool = true) {
        self.location = location
        self.usesInotify = usesInotify
    }

    /// The running watcher, if any observation is active (diagnostics and tests).
    var current: ExternalChangeWatcher? { state.withLock { $0.watcher } }

    /// How many observations hold the watcher now (diagnostics and tests).
    var leaseCount: Int { state.withLock { $0.leases } }

    /// Starts the watcher on `database` unless it runs already; the lease keeps it running.
    func acquire(database: DatabaseQueue) -> Lease {
        state.withLock { state in
            state.leases += 1
            if state.watcher == nil {
                let watcher = ExternalChangeWatcher(database: database, location: location, usesInotify: usesInotify)
                // Under the lock: a concurrent acquire must not start observing before the
                // baseline is read. The watcher's queue never takes this lock, so no deadlock.
                watcher.start()
                state.watcher = watcher
            }
        }
        return Lease(owner: self)
    }

    private func release() {
        let stopping = state.withLock { state -> ExternalChangeWatcher? in
            state.leases -= 1
            guard state.leases == 0 else { return nil }
            defer { state.watcher = nil }
            return state.watcher
        }
        stopping?.stop()
    }

    /// Keeps the watcher running until released. `release()` is idempotent and may be
    /// called from any thread (an observation ends by cancellation or by failure).
    final class Lease: Sendable {
        private let owner: SharedChangeWatcher
        private let released = Atomic<Bool>(false)

        fileprivate init(owner: SharedChangeWatcher) {
            self.owner = owner
        }

        func release() {
            guard !released.exchange(true, ordering: .acquiringAndReleasing) else { return }
            owner.release()
        }
    }
}
