import NIOConcurrencyHelpers
import NIOCore
import NIOPosix

/// The operation did not finish within its time.
public struct TimeoutError: Error, CustomStringConvertible {
    public let duration: Duration
    public var description: String { "no answer within \(duration)" }
}

/// Runs `operation`, cancelling it and throwing ``TimeoutError`` when it has not finished
/// after `duration`. Cancelling the calling task cancels `operation` too.
///
/// Every database call of a request goes through here, so the timer is the cheapest one at
/// hand: a task scheduled on an event loop of the NIO group the server and the pool already
/// run, cancelled when the operation ends. A sleeping child task in a task group (two child
/// tasks and a dispatch timer per call) cost as much as a query's own work in the server.
/// `operation` runs in a task of its own (it inherits the caller's priority and task-local
/// values), so that the timer has something to cancel.
public func withTimeout<Result: Sendable>(
    _ duration: Duration,
    _ operation: @escaping @Sendable () async throws -> Result
) async throws -> Result {
    let task = Task { try await operation() }
    let timedOut = NIOLockedValueBox(false)
    let timer = MultiThreadedEventLoopGroup.singleton.any().scheduleTask(in: TimeAmount(duration)) {
        timedOut.withLockedValue { $0 = true }
        task.cancel()
    }
    defer { timer.cancel() }
    do {
        return try await withTaskCancellationHandler {
            try await task.value
        } onCancel: {
            task.cancel()
        }
    } catch {
        if timedOut.withLockedValue({ $0 }) { throw TimeoutError(duration: duration) }
        throw error
    }
}
