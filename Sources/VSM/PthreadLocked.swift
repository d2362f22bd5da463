/// A value guarded by a pthread mutex (``ConditionLock``), for state shared across threads.
///
/// Not `Synchronization.Mutex`: on Linux it is built on raw futexes, which ThreadSanitizer
/// cannot see, so `make test-tsan` reported its accesses as races.
///
/// `@unchecked Sendable`: `value` is only read and written inside `withLock`, holding the
/// mutex; `Value` must be `Sendable` so nothing escapes the lock unprotected.
final class PthreadLocked<Value: Sendable>: @unchecked Sendable {
    private let lock = ConditionLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value. Not re-entrant.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
