import OpenCombine
import VSMTesting

/// A recorded publisher's completion, with its failure typed as the publisher's `Failure`,
/// so a test compares it as Combine code would: `XCTAssertEqual(completion, .failure(.notFound))`.
///
/// The recorder keeps the failure as `any Error`; `failing` names the type to read it as. A
/// failure of another type is a mistake in the test: it is reported at the caller's line and
/// read as no completion.
extension StateRecorder {
    /// How the recorded publisher completed: `nil` while it has not (or after ``cancel()``).
    public func completion<Failure: Error>(
        failing: Failure.Type,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Subscribers.Completion<Failure>? {
        guard isFinished else { return nil }
        guard let error else { return .finished }
        if let failure = error as? Failure { return .failure(failure) }
        reportFailure(
            "The recorded publisher failed with \(type(of: error)), not \(Failure.self): \(error)",
            at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
        return nil
    }

    /// Blocks until the recorded publisher completes (at most `timeout`), then returns every
    /// state and the completion (`nil` if it did not complete in time). Does not fail the
    /// test on a timeout: compare the completion for that. The `async` form suspends instead.
    @discardableResult
    public func waitForCompletion<Failure: Error>(
        failing: Failure.Type,
        timeout: Duration = TestTimeout.default,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> (states: [State], completion: Subscribers.Completion<Failure>?) {
        waitUntilFinished(timeout: timeout)
        return (states, completion(failing: failing, fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// The `async` form of `waitForCompletion(failing:timeout:)`: suspends instead of blocking.
    @discardableResult
    public func waitForCompletion<Failure: Error>(
        failing: Failure.Type,
        timeout: Duration = TestTimeout.default,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> (states: [State], completion: Subscribers.Completion<Failure>?) {
        await waitUntilFinished(timeout: timeout)
        return (states, completion(failing: failing, fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
