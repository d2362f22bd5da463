import CGLib
import GLib

/// Runs `operation` and fails it with GIO's `G_IO_ERROR_TIMED_OUT` when it has not finished
/// after `limit`: the operation's task is cancelled then, and this returns only once it has
/// ended. Cancelling the caller cancels the operation too.
func withDeadline<Value: Sendable>(
    _ limit: Duration, _ operation: @escaping @Sendable () async throws -> Value
) async throws -> Value {
    try await withThrowingTaskGroup(of: Value?.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await Task.sleep(for: limit)
            return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let value = first else {
            throw GLibError(domain: "g-io-error-quark", code: Int32(G_IO_ERROR_TIMED_OUT.rawValue),
                            message: "No answer within \(limit.components.seconds) seconds.")
        }
        return value
    }
}
