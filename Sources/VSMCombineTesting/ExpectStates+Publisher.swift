import OpenCombine
import VSMTesting

/// The publisher forms of `expectStates(of:_:)`: subscribes to `publisher`, waits for its
/// completion (at most `timeout`) and expects every state it published to equal `expected`.
/// A publisher that does not complete in time, or fails, fails the expectation; for one that
/// never completes (following a store) use a `StateRecorder(recording: publisher)` and its
/// `expect(_:)`.
@discardableResult
public func expectStates<P: Publisher>(
    of publisher: P,
    _ expected: [P.Output],
    timeout: Duration = TestTimeout.default,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async -> [P.Output] where P.Output: Equatable & Sendable {
    await StateRecorder(recording: publisher).expectFinished(
        expected, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column
    )
}

/// The publisher form comparing `projection(state)`, for states whose models hold closures.
@discardableResult
public func expectStates<P: Publisher, Projection: Equatable>(
    of publisher: P,
    _ expected: [Projection],
    comparing projection: (P.Output) -> Projection,
    timeout: Duration = TestTimeout.default,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async -> [P.Output] where P.Output: Sendable {
    await StateRecorder(recording: publisher).expectFinished(
        expected, comparing: projection, timeout: timeout,
        fileID: fileID, filePath: filePath, line: line, column: column
    )
}
