#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The pthread mutex under ``Locked``, with one condition variable: for the package's code
/// that a plain `withLock` does not fit. A producer thread that must wait until the main
/// thread takes a batch (`BoundedStateBuffer` in VSM) needs the condition; hot paths that
/// release the lock before scheduling work, and the test kit's waitable values, need
/// ``lock()`` and ``unlock()`` apart. Why pthread rather than `Synchronization.Mutex`: see
/// ``Locked``. Waits use `CLOCK_MONOTONIC`, so a change of wall-clock time neither shortens
/// nor stretches a bounded wait. Package-only: everything else locks with ``Locked``.
///
/// `@unchecked Sendable`: the mutex and condition live at fixed heap addresses for the
/// object's lifetime and are only used through the pthread calls, which are thread-safe.
@usableFromInline
package final class ConditionLock: @unchecked Sendable {
    @usableFromInline package let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    @usableFromInline
    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @usableFromInline
    package func lock() {
        pthread_mutex_lock(mutex)
    }

    @usableFromInline
    package func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// Runs `body` holding the lock. Not re-entrant.
    @inlinable
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Waits, holding the lock on entry and on return, until ``broadcast()`` or `timeout`.
    /// May wake spuriously: callers re-check their condition in a loop. Returns whether the
    /// wait ended because `timeout` passed.
    @usableFromInline
    @discardableResult
    package func wait(timeoutNanoseconds timeout: UInt64) -> Bool {
        var deadline = timespec()
        clock_gettime(CLOCK_MONOTONIC, &deadline)
        let nanoseconds = UInt64(deadline.tv_nsec) + timeout
        deadline.tv_sec += Int(nanoseconds / 1_000_000_000)
        deadline.tv_nsec = Int(nanoseconds % 1_000_000_000)
        return pthread_cond_timedwait(condition, mutex, &deadline) == ETIMEDOUT
    }

    /// Wakes every thread waiting in ``wait(timeoutNanoseconds:)``. Call with the lock held.
    @usableFromInline
    package func broadcast() {
        pthread_cond_broadcast(condition)
    }
}
