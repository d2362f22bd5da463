/// The operation did not finish within its time.
public struct TimeoutError: Error, CustomStringConvertible {
    public let duration: Duration
    public var description: String { "no answer within \(duration)" }
}

/// Runs `operation`, cancelling it and throwing ``TimeoutError`` when it has not finished
/// after `duration`.
public func withTimeout<Result: Sendable>(
    _ duration: Duration,
    _ operation: @escaping @Sendable () async throws -> Result
) async throws -> Result {
    try await withThrowingTaskGroup(of: Result.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await Task.sleep(for: duration)
            throw TimeoutError(duration: duration)
        }
        defer { group.cancelAll() }
        guard let result = try await group.next() else { throw CancellationError() }
        return result
    }
}
