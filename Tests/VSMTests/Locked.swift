import Foundation

/// A value guarded by a lock, for test helpers shared across threads.
///
/// Uses `NSLock` (a pthread mutex) rather than `Synchronization.Mutex`: on Linux `Mutex`
/// is built on raw futexes, which ThreadSanitizer cannot see, so it reports false races.
/// `@unchecked Sendable` because every access to `value` goes through `lock`.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
