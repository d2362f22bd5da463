/// Records every state an action emits, in order, and lets a test wait — with a bound — for
/// the journey to reach a length or to end.
///
/// Make one from any action shape (``init(recording:)-(State)`` and its overloads: a plain
/// state, an `async` closure, an `AsyncSequence` such as `StateSequence`, a closure returning
/// a sequence; a publisher with `VSMCombineTesting`), or from a `StateContainer` to record
/// every state it sets. Then assert the journey with ``expect(_:timeout:fileID:filePath:line:column:)``
/// or ``expectFinished(_:timeout:fileID:filePath:line:column:)``, which wait for the states
/// and print a diff of the expected and actual journeys when they differ.
///
/// Guarantees:
/// - **Order:** states are kept in the order they were recorded; one source records them
///   in the order it emits them.
/// - **Threads:** recording, reading and waiting work from any thread or task.
/// - **Ownership:** the recorder owns what it records from (the iterating task, the
///   subscription, the container observation): ``cancel()`` or the recorder's deallocation
///   stops it, and states emitted afterwards are dropped.
/// - **Bounded waits:** every wait ends at its timeout (``TestTimeout/default`` unless
///   given), reporting a failure rather than hanging the test.
///
/// `State` must be `Sendable`: actions hand states from background threads to the test.
public final class StateRecorder<State: Sendable>: Sendable {
    /// What has been recorded, and whether the recording has ended.
    struct Recording {
        var states: [State] = []
        var end: End?
        /// Stops the source; taken (and called once) by `cancel()` or `deinit`.
        var stop: (@Sendable () -> Void)?
    }

    /// How a recording ended.
    enum End {
        /// The action finished: no state will follow.
        case finished
        /// The action threw: no state will follow.
        case failed(any Error)
        /// The test stopped the recording.
        case cancelled
    }

    let recording = ObservedValue(Recording())

    /// An empty recorder, fed by ``record(_:)`` and ended by ``finish(throwing:)``: for
    /// sources the kit does not know.
    public init() {}

    deinit {
        recording.update { $0.stop.take() }?()
    }

    // MARK: What was recorded

    /// Every state recorded so far, oldest first.
    public var states: [State] { recording.read(\.states) }

    /// Whether the action finished or threw (no further state can come). `false` after
    /// ``cancel()``.
    public var isFinished: Bool {
        recording.read { recording in
            switch recording.end {
            case .finished, .failed: true
            case .cancelled, nil: false
            }
        }
    }

    /// The error that ended the action, if it threw (an `AsyncSequence` that throws, or a
    /// publisher that fails).
    public var error: (any Error)? {
        recording.read { recording in
            if case .failed(let error) = recording.end { return error }
            return nil
        }
    }

    // MARK: Feeding it

    /// Appends `state` to the journey. Ignored once the recording has ended.
    public func record(_ state: State) {
        recording.update { recording in
            guard recording.end == nil else { return }
            recording.states.append(state)
        }
    }

    /// Ends the recording: the action finished (`error == nil`) or threw `error`. Later calls
    /// and later states are ignored.
    public func finish(throwing error: (any Error)? = nil) {
        recording.update { recording in
            guard recording.end == nil else { return }
            recording.end = error.map { .failed($0) } ?? .finished
            recording.stop = nil
        }
    }

    /// Stops recording: cancels the source (its task or subscription, or the container
    /// observation) and drops every later state. Idempotent.
    public func cancel() {
        let stop: (@Sendable () -> Void)? = recording.update { recording in
            if recording.end == nil { recording.end = .cancelled }
            return recording.stop.take()
        }
        stop?()
    }

    /// Sets what stops the source — cancelling its task or subscription — called once by
    /// ``cancel()`` or the recorder's deallocation; called at once if the recording already
    /// ended. For sources of your own, with ``record(_:)`` and ``finish(throwing:)``.
    public func setCancellation(_ stop: @escaping @Sendable () -> Void) {
        let stopNow: Bool = recording.update { recording in
            guard recording.end == nil else { return true }
            recording.stop = stop
            return false
        }
        if stopNow { stop() }
    }

    // MARK: Waiting

    /// Suspends until at least `count` states are recorded or the recording has ended, for
    /// at most `timeout`; returns the states then. Does not fail the test: use `expect` for
    /// that.
    @discardableResult
    public func waitForStates(_ count: Int, timeout: Duration = TestTimeout.default) async -> [State] {
        _ = await recording.wait(until: { $0.states.count >= count || $0.end != nil }, timeout: timeout)
        return states
    }

    /// Suspends until `condition` holds for the journey so far (at most `timeout`), and
    /// reports a failure naming `description`, with the journey, when it does not. Returns
    /// whether it holds.
    ///
    /// For journeys whose steps are not all fixed — a store may coalesce quick commits into
    /// one notification — where the test can only say how the journey ends:
    /// `await follower.waitUntil("the last commit") { $0.last?.data == final }`. `condition`
    /// runs on whichever thread records a state, under the recorder's lock.
    @discardableResult
    public func waitUntil(
        _ description: String,
        timeout: Duration = TestTimeout.default,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ condition: @escaping @Sendable ([State]) -> Bool
    ) async -> Bool {
        if await recording.wait(until: { condition($0.states) }, timeout: timeout) { return true }
        reportTimeout(waitingFor: description, timeout: timeout,
                      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        return false
    }

    /// Reports that a wait for `description` timed out, with the journey so far.
    func reportTimeout(waitingFor description: String, timeout: Duration, at location: FailureLocation) {
        let states = self.states
        let journey = states.enumerated().map { "    [\($0.offset)]: \($0.element)" }.joined(separator: "\n")
        reportFailure(
            TestTimeout.message(waitingFor: description, after: timeout) + "; the journey so far "
                + "(\(stateCount(states.count))):" + (states.isEmpty ? " none" : "\n\n" + journey),
            at: location
        )
    }

    /// Suspends until the recording has ended (finished, threw or was cancelled), for at most
    /// `timeout`; returns whether it ended. Does not fail the test.
    @discardableResult
    public func waitUntilFinished(timeout: Duration = TestTimeout.default) async -> Bool {
        await recording.wait(until: { $0.end != nil }, timeout: timeout)
    }
}
