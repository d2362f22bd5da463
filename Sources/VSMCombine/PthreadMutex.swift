#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A plain pthread mutex for ``MergeSubscription``.
///
/// pthread rather than `Synchronization.Mutex`: on Linux `Mutex` is built on raw futexes,
/// which ThreadSanitizer cannot see (the VSM suites run under it), and the merge must hold its
/// emission lock across a call into the downstream subscriber, which a closure-scoped lock
/// makes awkward when the lock is released in the middle of a loop.
///
/// `@unchecked Sendable`: the mutex lives at a fixed heap address for the object's lifetime
/// and is only used through the pthread calls, which are thread-safe.
final class PthreadMutex: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Not re-entrant: locking twice on one thread deadlocks.
    func lock() {
        pthread_mutex_lock(mutex)
    }

    func unlock() {
        pthread_mutex_unlock(mutex)
    }
}
