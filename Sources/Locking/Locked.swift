/// A value guarded by a lock: the project's one lock for mutual exclusion, in the library,
/// its test kits and the app.
///
/// Guarantees: ``withLock(_:)`` gives its body exclusive access to the value; no other
/// `withLock` on the same instance runs meanwhile, and each sees every change made before it.
///
/// Why a pthread mutex and not `Synchronization.Mutex`: ThreadSanitizer (`make test-tsan`)
/// sees the ordering a pthread mutex makes, because it intercepts the pthread calls. It does
/// not see `Mutex`'s: on Linux `Mutex` is built on raw futexes inside the prebuilt,
/// uninstrumented standard library, so accesses under it are reported as races (Swift
/// 6.3.1: four threads incrementing a counter under `Mutex`, whether the counter is the
/// guarded value or a field outside it, are reported as racing; under a pthread mutex, not).
/// A sanitizer that cries wolf hides the real races, so the project uses this type wherever
/// a plain lock is needed. Atomics (`Synchronization.Atomic`) are
/// fine: they compile to instrumented instructions in the caller.
///
/// Where a thread must wait for a condition under the lock, the package uses the mutex
/// underneath with its condition variable (`ConditionLock`).
public final class Locked<Value> {
    private let lock = ConditionLock()
    private var value: Value

    /// Guards `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value and returns what it returns. Not
    /// re-entrant: calling `withLock` on the same instance inside `body` deadlocks.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

/// `@unchecked Sendable`: `value` is only read and written inside ``Locked/withLock(_:)``,
/// holding the mutex, and it is `Sendable`, so nothing that escapes the lock is shared
/// unprotected.
extension Locked: @unchecked Sendable where Value: Sendable {}
