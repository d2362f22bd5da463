/// The synchronous forms of the recorder's waits, for synchronous tests whose states arrive
/// on other threads (a repository's queue, a publisher on a background scheduler).
///
/// Each blocks the calling thread until its condition holds or its timeout passes, with the
/// same meaning and result as the `async` form of the same name; the states must come from
/// another thread, since the blocked one cannot record any. From an `async` test, the
/// `async` forms are chosen, and they suspend instead.
extension StateRecorder {
    /// Blocks until at least `count` states are recorded or the recording has ended, for at
    /// most `timeout`; returns the states then. Does not fail the test: use `waitUntil` or
    /// `expect` for that.
    @discardableResult
    public func waitForStates(_ count: Int, timeout: Duration = TestTimeout.default) -> [State] {
        _ = recording.waitBlocking(until: { $0.states.count >= count || $0.end != nil }, timeout: timeout)
        return states
    }

    /// Blocks until `condition` holds for the journey so far (at most `timeout`), and reports
    /// a failure naming `description`, with the journey, when it does not. Returns whether it
    /// holds. `condition` runs under the recorder's lock.
    @discardableResult
    public func waitUntil(
        _ description: String,
        timeout: Duration = TestTimeout.default,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ condition: ([State]) -> Bool
    ) -> Bool {
        if recording.waitBlocking(until: { condition($0.states) }, timeout: timeout) { return true }
        reportTimeout(waitingFor: description, timeout: timeout,
                      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        return false
    }

    /// Blocks until the recording has ended (finished, threw or was cancelled), for at most
    /// `timeout`; returns whether it ended. Does not fail the test.
    @discardableResult
    public func waitUntilFinished(timeout: Duration = TestTimeout.default) -> Bool {
        recording.waitBlocking(until: { $0.end != nil }, timeout: timeout)
    }
}
