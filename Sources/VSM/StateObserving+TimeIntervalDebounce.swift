/// Every debounced `observe…` form with its due time in seconds (a `TimeInterval`, as the
/// Apple library takes it), so `observe(_:debounced: 0.3)` compiles as it does on iOS.
///
/// Each form converts with ``Swift/Duration/init(debounceInterval:)`` (negative and NaN mean
/// zero, huge values are clamped, nothing traps) and then behaves exactly like its
/// `Duration` twin in ``StateObserving`` (same identifiers, same guarantees).
extension StateObserving {
    /// ``StateObserving/observe(_:debounced:identifier:)-(()->Self.State,Duration,_)`` with the due time in seconds.
    public func observe(
        _ nextState: @escaping @autoclosure () -> State,
        debounced dueTime: Double,
        identifier: AnyHashable
    ) {
        observe(nextState(), debounced: Duration(debounceInterval: dueTime), identifier: identifier)
    }

    /// ``StateObserving/observe(_:debounced:file:line:)-(()->Self.State,Duration,_,_)`` with the due time in seconds.
    public func observe(
        _ nextState: @escaping @autoclosure () -> State,
        debounced dueTime: Double,
        file: String = #file,
        line: UInt = #line
    ) {
        observe(nextState(), debounced: Duration(debounceInterval: dueTime), file: file, line: line)
    }

    /// `observeAsync(_:debounced:identifier:)` with the due time in
    /// seconds.
    public func observeAsync(
        _ nextState: sending @escaping () async -> State,
        debounced dueTime: Double,
        identifier: AnyHashable
    ) {
        observeAsync(nextState, debounced: Duration(debounceInterval: dueTime), identifier: identifier)
    }

    /// `observeAsync(_:debounced:file:line:)` with the due time in
    /// seconds.
    public func observeAsync(
        _ nextState: sending @escaping () async -> State,
        debounced dueTime: Double,
        file: String = #file,
        line: UInt = #line
    ) {
        observeAsync(nextState, debounced: Duration(debounceInterval: dueTime), file: file, line: line)
    }

    /// Debounced `observe(_:)` of an `AsyncSequence`, explicit identifier, due time in seconds.
    public func observe<Sequence: AsyncSequence>(
        _ stateSequence: @escaping @autoclosure () -> Sequence,
        debounced dueTime: Double,
        identifier: AnyHashable
    ) where Sequence.Element == State, Sequence: SendableMetatype {
        observe(stateSequence(), debounced: Duration(debounceInterval: dueTime), identifier: identifier)
    }

    /// Debounced `observe(_:)` of an `AsyncSequence`, call site as identifier, due time in
    /// seconds.
    public func observe<Sequence: AsyncSequence>(
        _ stateSequence: @escaping @autoclosure () -> Sequence,
        debounced dueTime: Double,
        file: String = #file,
        line: UInt = #line
    ) where Sequence.Element == State, Sequence: SendableMetatype {
        observe(stateSequence(), debounced: Duration(debounceInterval: dueTime), file: file, line: line)
    }

    /// Debounced `observeAsync(_:)` returning a sequence, explicit identifier, due time in
    /// seconds.
    public func observeAsync<Sequence: AsyncSequence>(
        _ stateSequence: @escaping @Sendable () async -> Sequence,
        debounced dueTime: Double,
        identifier: AnyHashable
    ) where Sequence.Element == State, Sequence: SendableMetatype {
        observeAsync(stateSequence, debounced: Duration(debounceInterval: dueTime), identifier: identifier)
    }

    /// Debounced `observeAsync(_:)` returning a sequence, call site as identifier, due time in
    /// seconds.
    public func observeAsync<Sequence: AsyncSequence>(
        _ stateSequence: @escaping @Sendable () async -> Sequence,
        debounced dueTime: Double,
        file: String = #file,
        line: UInt = #line
    ) where Sequence.Element == State, Sequence: SendableMetatype {
        observeAsync(stateSequence, debounced: Duration(debounceInterval: dueTime), file: file, line: line)
    }

    /// ``debounceAction(identifier:dueTime:_:)-(_,Duration,_)`` with the due time in seconds.
    public func debounceAction(
        identifier: AnyHashable,
        dueTime: Double,
        _ action: @escaping @MainActor () -> Void
    ) {
        debounceAction(identifier: identifier, dueTime: Duration(debounceInterval: dueTime), action)
    }
}
