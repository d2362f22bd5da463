import Foundation
import Locking
import VSM

/// A value guarded by a lock that callers can wait on, with a bound: the building block of
/// the kit's recorders and clock.
///
/// Every change goes through ``update(_:)``, which wakes the waiters whose condition now
/// holds, suspended (``wait(until:timeout:)``) or blocked (``waitBlocking(until:timeout:)``);
/// a condition is always checked under the same lock as the change, so no wake-up is lost. A wait ends with `true` when its condition holds, or `false` when its timeout
/// passes or its task is cancelled first. Waiters resume outside the lock.
///
/// `@unchecked Sendable` is safe because `value` and the waiter table are only touched
/// while `lock` is held (`ConditionLock`: waiters check their condition under it).
final class ObservedValue<Value>: @unchecked Sendable {
    private struct Waiter {
        let isSatisfied: (Value) -> Bool
        let continuation: CheckedContinuation<Bool, Never>
        var timer: Task<Void, Never>?
    }

    private let lock = ConditionLock()
    private var value: Value
    private var waiters: [UInt64: Waiter] = [:]
    private var nextID: UInt64 = 0
    /// Waits begun but not registered yet, and those of them already ended by a timeout or
    /// a cancellation (they must not register).
    private var starting: Set<UInt64> = []
    private var endedWhileStarting: Set<UInt64> = []

    init(_ value: Value) {
        self.value = value
    }

    /// Reads the value under the lock.
    func read<R>(_ body: (Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(value)
    }

    /// Changes the value under the lock, then resumes every waiter whose condition holds.
    @discardableResult
    func update<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        let result: R
        do {
            result = try body(&value)
        } catch {
            lock.unlock()
            throw error
        }
        lock.broadcast()
        var ready: [Waiter] = []
        for (id, waiter) in waiters where waiter.isSatisfied(value) {
            ready.append(waiter)
            waiters[id] = nil
        }
        lock.unlock()
        for waiter in ready {
            waiter.timer?.cancel()
            waiter.continuation.resume(returning: true)
        }
        return result
    }

    /// Suspends until `condition` holds (returns `true`), `timeout` passes or the calling task
    /// is cancelled (returns `false`). Returns at once when the condition already holds.
    func wait(until condition: @escaping (Value) -> Bool, timeout: Duration) async -> Bool {
        let id: UInt64 = lock.withLock {
            nextID &+= 1
            starting.insert(nextID)
            return nextID
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                lock.lock()
                starting.remove(id)
                if condition(value) {
                    lock.unlock()
                    continuation.resume(returning: true)
                    return
                }
                if endedWhileStarting.remove(id) != nil {
                    lock.unlock()
                    continuation.resume(returning: false)
                    return
                }
                waiters[id] = Waiter(isSatisfied: condition, continuation: continuation)
                lock.unlock()
                // A real-time bound: the wait never hangs a test, whatever it waits for.
                let timer = Task { [weak self] in
                    try? await Task.sleep(for: timeout)
                    if !Task.isCancelled { self?.end(id) }
                }
                let keep: Bool = lock.withLock {
                    guard waiters[id] != nil else { return false }
                    waiters[id]?.timer = timer
                    return true
                }
                if !keep { timer.cancel() }
            }
        } onCancel: {
            end(id)
        }
    }

    /// Blocks the calling thread until `condition` holds (returns `true`) or `timeout` passes
    /// (returns `false`). For synchronous tests whose value is changed by other threads: a
    /// change made on the blocked thread itself cannot arrive.
    func waitBlocking(until condition: (Value) -> Bool, timeout: Duration) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        lock.lock()
        defer { lock.unlock() }
        while !condition(value) {
            let remaining = clock.now.duration(to: deadline)
            guard remaining > .zero else { return false }
            let (seconds, attoseconds) = remaining.components
            lock.wait(timeoutNanoseconds: UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000))
        }
        return true
    }

    /// Ends wait `id` with `false` (timeout or cancellation), whatever stage it is in.
    private func end(_ id: UInt64) {
        lock.lock()
        if let waiter = waiters.removeValue(forKey: id) {
            lock.unlock()
            waiter.timer?.cancel()
            waiter.continuation.resume(returning: false)
            return
        }
        if starting.contains(id) {
            endedWhileStarting.insert(id)
        }
        lock.unlock()
    }
}
