import VSM

/// A value guarded by a lock, for test helpers shared across threads.
///
/// Built on the library's one lock (a pthread mutex; `Synchronization.Mutex` uses raw
/// futexes on Linux, which ThreadSanitizer cannot see, so it reports false races).
/// `@unchecked Sendable` is safe because every access to `value` goes through `lock`.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = ConditionLock()
    private var value: Value

    /// Guards `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value; no other `withLock` runs meanwhile.
    /// Not re-entrant: calling `withLock` on the same instance inside `body` deadlocks.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
