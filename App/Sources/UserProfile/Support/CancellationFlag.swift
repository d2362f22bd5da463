import Locking

/// A one-way flag shared between a subscription's cancel action and the work it stops,
/// plus the optional stop action of work that started later (a database observation).
/// `package`: the fault-injection target uses it for its simulated latency.
package final class CancellationFlag: Sendable {
    private struct State {
        var isCancelled = false
        var stop: (@Sendable () -> Void)?
    }

    private let state = Locked(State())

    /// A flag that is not cancelled and has no stop action yet.
    package init() {}

    package var isCancelled: Bool { state.withLock { $0.isCancelled } }

    /// Marks the work cancelled and runs the registered stop action, once.
    package func cancel() {
        let stop = state.withLock { state -> (@Sendable () -> Void)? in
            state.isCancelled = true
            defer { state.stop = nil }
            return state.stop
        }
        stop?()
    }

    /// Registers how to stop work that has started; runs it at once if already cancelled.
    package func onCancel(_ stop: @escaping @Sendable () -> Void) {
        let runNow = state.withLock { state -> Bool in
            if state.isCancelled { return true }
            state.stop = stop
            return false
        }
        if runNow { stop() }
    }
}
