// `expectStates(of: action, [states…])`: runs an action to its end and expects the whole
// journey of states it emits — the one-line form of a ``StateRecorder`` and its
// ``StateRecorder/expectFinished(_:timeout:fileID:filePath:line:column:)``.
//
// One overload per action shape: a plain state, an `async` closure, an `AsyncSequence`
// (`StateSequence`), a closure returning a sequence (a publisher with `VSMCombineTesting`).
// Each has a `comparing:` form for states that are not `Equatable`. Each returns the states,
// so the test can go on from the last one. An action that does not finish within `timeout`
// fails; for actions that never finish (following a store) use a `StateRecorder` and
// ``StateRecorder/expect(_:timeout:fileID:filePath:line:column:)``.

// MARK: Plain state

/// Expects the state a synchronous action returned to be `expected`'s only element.
/// (Disfavoured, so a sequence or publisher never binds to it as a "state".)
@_disfavoredOverload
@discardableResult
public func expectStates<State: Equatable & Sendable>(
    of state: State,
    _ expected: [State],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async -> [State] {
    await StateRecorder(recording: state).expectFinished(
        expected, comparing: { $0 }, timeout: TestTimeout.default,
        at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
}

/// The plain-state form comparing `projection(state)`.
@_disfavoredOverload
@discardableResult
public func expectStates<State: Sendable, Projection: Equatable>(
    of state: State,
    _ expected: [Projection],
    comparing projection: (State) -> Projection,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async -> [State] {
    await StateRecorder(recording: state).expectFinished(
        expected, comparing: projection, timeout: TestTimeout.default,
        at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
}

// MARK: Async closure

/// Runs `action` (off the main actor) and expects `[its state]` to equal `expected`.
@discardableResult
public func expectStates<State: Equatable & Sendable>(
    of action: @escaping @Sendable () async -> State,
    _ expected: [State],
    timeout: Duration = TestTimeout.default,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async -> [State] {
    await StateRecorder(recording: action).expectFinished(
        expected, comparing: { $0 }, timeout: timeout,
        at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
}

/// The `async` closure form comparing `projection(state)`.
@discardableResult
public func expectStates<State: Sendable, Projection: Equatable>(
    of action: @escaping @Sendable () async -> State,
    _ expected: [Projection],
    comparing projection: (State) -> Projection,
    timeout: Duration = TestTimeout.default,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async -> [State] {
    await StateRecorder(recording: action).expectFinished(
        expected, comparing: projection, timeout: timeout,
        at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
}

// MARK: Async sequence

/// Iterates `sequence` to its end and expects its elements to equal `expected`.
@discardableResult
public func expectStates<Sequence: AsyncSequence>(
    of sequence: sending Sequence,
    _ expected: [Sequence.Element],
    timeout: Duration = TestTimeout.default,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async -> [Sequence.Element]
where Sequence.Element: Equatable & Sendable, Sequence: SendableMetatype {
    await StateRecorder(recording: sequence).expectFinished(
        expected, comparing: { $0 }, timeout: timeout,
        at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
}

/// The sequence form comparing `projection(state)`.
@discardableResult
public func expectStates<Sequence: AsyncSequence, Projection: Equatable>(
    of sequence: sending Sequence,
    _ expected: [Projection],
    comparing projection: (Sequence.Element) -> Projection,
    timeout: Duration = TestTimeout.default,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async -> [Sequence.Element]
where Sequence.Element: Sendable, Sequence: SendableMetatype {
    await StateRecorder(recording: sequence).expectFinished(
        expected, comparing: projection, timeout: timeout,
        at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
}

// MARK: Closure returning a sequence

/// Calls `makeSequence`, iterates its sequence to the end and expects its elements to equal
/// `expected`.
@discardableResult
public func expectStates<Sequence: AsyncSequence>(
    of makeSequence: @escaping @Sendable () async -> Sequence,
    _ expected: [Sequence.Element],
    timeout: Duration = TestTimeout.default,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async -> [Sequence.Element]
where Sequence.Element: Equatable & Sendable, Sequence: SendableMetatype {
    await StateRecorder(recording: makeSequence).expectFinished(
        expected, comparing: { $0 }, timeout: timeout,
        at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
}

/// The closure-returning-a-sequence form comparing `projection(state)`.
@discardableResult
public func expectStates<Sequence: AsyncSequence, Projection: Equatable>(
    of makeSequence: @escaping @Sendable () async -> Sequence,
    _ expected: [Projection],
    comparing projection: (Sequence.Element) -> Projection,
    timeout: Duration = TestTimeout.default,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async -> [Sequence.Element]
where Sequence.Element: Sendable, Sequence: SendableMetatype {
    await StateRecorder(recording: makeSequence).expectFinished(
        expected, comparing: projection, timeout: timeout,
        at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
}
