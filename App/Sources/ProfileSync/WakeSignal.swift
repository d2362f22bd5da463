import Locking

/// A signal tasks wait on: ``signal()`` wakes every task waiting at that moment, and a task
/// that asks with the generation it saw before is woken at once if a signal came since (so
/// no signal is missed between reading the generation and waiting). Cancelling a waiting
/// task wakes it. Any thread.
final class WakeSignal: Sendable {
    private struct State {
        var generation = 0
        var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
        var nextWaiter = 0
    }

    private let state = Locked(State())

    /// How many signals have come so far.
    var generation: Int { state.withLock { $0.generation } }

    func signal() {
        let waiters = state.withLock { state in
            state.generation += 1
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once a signal has come after `generation`, or the task is cancelled.
    func wait(after generation: Int) async {
        let id = state.withLock { state in
            state.nextWaiter += 1
            return state.nextWaiter
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let resumeNow = state.withLock { state in
                    if state.generation > generation || Task.isCancelled { return true }
                    state.waiters[id] = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
            waiter?.resume()
        }
    }

    /// Returns after `delay`, or earlier on a signal after `generation` or cancellation.
    func wait(after generation: Int, atMost delay: Duration) async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { [self] in await wait(after: generation) }
            group.addTask { try? await Task.sleep(for: delay) }
            await group.next()
            group.cancelAll()
        }
    }
}
