#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The library's one lock: a pthread mutex with one condition variable. Every module of the
/// package locks with it (VSM's state delivery, VSMCombine's subscriptions, the test kits);
/// most uses need only ``lock()``/``unlock()`` or ``withLock(_:)``, and the few places where
/// a producer thread must wait for the main thread use the condition too.
///
/// pthread primitives rather than `Synchronization.Mutex`: on Linux `Mutex` is built on raw
/// futexes, which ThreadSanitizer cannot see, so `make test-tsan` reported its accesses as
/// races; and `Mutex` has no condition variable. Waits use `CLOCK_MONOTONIC`, so a change of wall-clock time
/// neither shortens nor stretches a bounded wait.
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
