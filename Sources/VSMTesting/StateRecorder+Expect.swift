/// Journey assertions: wait (bounded) for the states, then compare the whole journey so far.
///
/// Every form returns the recorded states, so a test can go on from the last one (its
/// error model's `retry`, its editing model's `save`). A failure is reported to
/// the running test (through IssueReporting) at the caller's line, with a diff of the expected and actual
/// journeys; the test goes on.
extension StateRecorder {
    // MARK: So far (the action may go on)

    /// Waits until `expected.count` states are recorded (or the recording ends, or `timeout`
    /// passes), then expects the journey so far to equal `expected`, in order, with nothing
    /// extra.
    ///
    /// For actions that keep running (a publisher that follows a store): call it again with
    /// the longer journey after the next step of the test.
    @discardableResult
    public func expect(
        _ expected: [State],
        timeout: Duration = TestTimeout.default,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> [State] where State: Equatable {
        await expect(expected, comparing: { $0 }, timeout: timeout,
                     at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// ``expect(_:timeout:fileID:filePath:line:column:)`` comparing `projection(state)` with
    /// each expected element: for states that are not `Equatable` (their models hold
    /// closures), project each to what the test cares about (a summary, its data).
    @discardableResult
    public func expect<Projection: Equatable>(
        _ expected: [Projection],
        comparing projection: (State) -> Projection,
        timeout: Duration = TestTimeout.default,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> [State] {
        await expect(expected, comparing: projection, timeout: timeout,
                     at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    // MARK: Whole journey (the action must finish)

    /// Waits until the action finishes (at most `timeout`), then expects its whole journey to
    /// equal `expected`. An action that does not finish in time, or that throws, fails.
    @discardableResult
    public func expectFinished(
        _ expected: [State],
        timeout: Duration = TestTimeout.default,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> [State] where State: Equatable {
        await expectFinished(expected, comparing: { $0 }, timeout: timeout,
                             at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// ``expectFinished(_:timeout:fileID:filePath:line:column:)`` comparing
    /// `projection(state)` with each expected element.
    @discardableResult
    public func expectFinished<Projection: Equatable>(
        _ expected: [Projection],
        comparing projection: (State) -> Projection,
        timeout: Duration = TestTimeout.default,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> [State] {
        await expectFinished(expected, comparing: projection, timeout: timeout,
                             at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    // MARK: Implementation

    func expect<Projection: Equatable>(
        _ expected: [Projection],
        comparing projection: (State) -> Projection,
        timeout: Duration,
        at location: FailureLocation
    ) async -> [State] {
        let needed = expected.count
        let arrived = await recording.wait(until: { $0.states.count >= needed || $0.end != nil }, timeout: timeout)
        let (states, end) = recording.read { ($0.states, $0.end) }
        let comparison = JourneyComparison(expected: expected, actual: states.map(projection))
        if comparison.matches { return states }
        let problem: String
        if !arrived {
            problem = TestTimeout.message(waitingFor: stateCount(expected.count), after: timeout) + "; "
                + "\(states.count) arrived."
        } else if states.count < expected.count {
            problem = "The journey ended after \(stateCount(states.count)) (\(Self.describe(end))); "
                + "expected \(stateCount(expected.count))."
        } else {
            problem = "The state journey differs from the expected one."
        }
        reportFailure(problem + comparison.diff, at: location)
        return states
    }

    func expectFinished<Projection: Equatable>(
        _ expected: [Projection],
        comparing projection: (State) -> Projection,
        timeout: Duration,
        at location: FailureLocation
    ) async -> [State] {
        _ = await recording.wait(until: { $0.end != nil }, timeout: timeout)
        let (states, end) = recording.read { ($0.states, $0.end) }
        let comparison = JourneyComparison(expected: expected, actual: states.map(projection))
        var problems: [String] = []
        switch end {
        case .finished:
            break
        case nil:
            problems.append("The action did not finish within \(TestTimeout.spoken(timeout)) "
                + "(\(stateCount(states.count)) so far).")
        case .failed, .cancelled:
            problems.append("The action \(Self.describe(end)) after \(stateCount(states.count)).")
        }
        if !comparison.matches {
            problems.append("The state journey differs from the expected one.")
        }
        guard !problems.isEmpty else { return states }
        let diff = comparison.matches ? "" : comparison.diff
        reportFailure(problems.joined(separator: " ") + diff, at: location)
        return states
    }

    /// How a recording ended, for failure messages.
    private static func describe(_ end: End?) -> String {
        switch end {
        case .finished: "finished"
        case .failed(let error): "threw \(error)"
        case .cancelled: "was cancelled"
        case nil: "still running"
        }
    }
}
