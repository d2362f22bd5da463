import Locking

/// An async gate: `wait()` suspends until `open()` is called, from any thread.
///
/// Guarantees: once `open()` has run, every pending and every later `wait()` returns;
/// a waiter is resumed exactly once. `open()` is idempotent.
public final class Gate: Sendable {
    private let state = Locked<(open: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

    /// A closed gate.
    public init() {}

    /// How many callers are suspended in `wait()` right now (lets a test know that an
    /// action has reached the gate before it opens it).
    public var waiterCount: Int { state.withLock { $0.waiters.count } }

    /// Returns once the gate is open (at once if it already is).
    public func wait() async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state -> Bool in
                if state.open { return true }
                state.waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    /// Like `wait()`, and sets `cancelled` if the calling task is cancelled while it
    /// waits: a stand-in for a long action that notices cancellation. Still returns only
    /// once the gate opens.
    public func wait(reportingCancellationTo cancelled: Flag) async {
        await withTaskCancellationHandler {
            await wait()
        } onCancel: {
            cancelled.set()
        }
    }

    /// Opens the gate and resumes every waiter (outside the lock).
    public func open() {
        let waiters = state.withLock { state in
            state.open = true
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        waiters.forEach { $0.resume() }
    }
}
