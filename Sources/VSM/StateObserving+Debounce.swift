/// Debounced forms of every `observe…` shape.
///
/// Guarantees: calls sharing an identifier (an explicit `identifier`, or else the call
/// site's `file` and `line`) run only the last call made within `dueTime` of the previous
/// one (trailing edge; each call restarts the wait). A superseded call's action is never
/// evaluated — the state autoclosure, the action closure and the sequence are not touched.
/// The surviving call then behaves exactly like the undebounced form (it cancels the
/// running action, and so on). Different identifiers are independent. Pending calls are
/// dropped when the container is deallocated. Waits use the container's debounce clock
/// (``StateContainer/init(state:debounceClock:)``).
extension StateObserving {
    // MARK: Synchronous state

    /// Debounced ``StateObserving/observe(_:function:file:line:)-(Self.State,_,_,_)`` with an explicit identifier.
    public func observe(
        _ nextState: @escaping @autoclosure () -> State,
        debounced dueTime: Duration,
        identifier: AnyHashable
    ) {
        let container = stateContainer
        container.debounce({ [weak container] in
            container?.observe(nextState())
        }, identifier: identifier, dueTime: dueTime)
    }

    /// Debounced ``StateObserving/observe(_:function:file:line:)-(Self.State,_,_,_)``; the call site is the identifier.
    public func observe(
        _ nextState: @escaping @autoclosure () -> State,
        debounced dueTime: Duration,
        file: String = #file,
        line: UInt = #line
    ) {
        observe(nextState(), debounced: dueTime, identifier: DebounceCallSite(file: file, line: line))
    }

    // MARK: Async closure

    /// Debounced `observeAsync(_:function:file:line:)` with an explicit
    /// identifier.
    public func observeAsync(
        _ nextState: sending @escaping () async -> State,
        debounced dueTime: Duration,
        identifier: AnyHashable
    ) {
        let container = stateContainer
        container.debounce({ [weak container] in
            // The debouncer runs this at most once, so the handed-over closure is started once.
            container?.startAsyncAction(nextState, site: JourneyActionSite(shape: .asyncClosure, function: #function, file: #fileID, line: #line))
        }, identifier: identifier, dueTime: dueTime)
    }

    /// Debounced `observeAsync(_:function:file:line:)`; the call site is
    /// the identifier.
    public func observeAsync(
        _ nextState: sending @escaping () async -> State,
        debounced dueTime: Duration,
        file: String = #file,
        line: UInt = #line
    ) {
        observeAsync(nextState, debounced: dueTime, identifier: DebounceCallSite(file: file, line: line))
    }

    // MARK: Async sequence

    /// Debounced `observe(_:)` of an `AsyncSequence` with an explicit identifier.
    public func observe<Sequence: AsyncSequence>(
        _ stateSequence: @escaping @autoclosure () -> Sequence,
        debounced dueTime: Duration,
        identifier: AnyHashable
    ) where Sequence.Element == State, Sequence: SendableMetatype {
        let container = stateContainer
        container.debounce({ [weak container] in
            container?.observe(stateSequence())
        }, identifier: identifier, dueTime: dueTime)
    }

    /// Debounced `observe(_:)` of an `AsyncSequence`; the call site is the identifier.
    public func observe<Sequence: AsyncSequence>(
        _ stateSequence: @escaping @autoclosure () -> Sequence,
        debounced dueTime: Duration,
        file: String = #file,
        line: UInt = #line
    ) where Sequence.Element == State, Sequence: SendableMetatype {
        observe(stateSequence(), debounced: dueTime, identifier: DebounceCallSite(file: file, line: line))
    }

    /// Debounced ``StateObserving/observeAsync(_:function:file:line:)-(()->Sequence,_,_,_)`` with an explicit identifier.
    public func observeAsync<Sequence: AsyncSequence>(
        _ stateSequence: @escaping @Sendable () async -> Sequence,
        debounced dueTime: Duration,
        identifier: AnyHashable
    ) where Sequence.Element == State, Sequence: SendableMetatype {
        let container = stateContainer
        container.debounce({ [weak container] in
            container?.observeAsync(stateSequence)
        }, identifier: identifier, dueTime: dueTime)
    }

    /// Debounced ``StateObserving/observeAsync(_:function:file:line:)-(()->Sequence,_,_,_)``; the call site is the identifier.
    public func observeAsync<Sequence: AsyncSequence>(
        _ stateSequence: @escaping @Sendable () async -> Sequence,
        debounced dueTime: Duration,
        file: String = #file,
        line: UInt = #line
    ) where Sequence.Element == State, Sequence: SendableMetatype {
        observeAsync(stateSequence, debounced: dueTime, identifier: DebounceCallSite(file: file, line: line))
    }
}

extension StateObserving {
    /// Runs `action` on the main actor after `dueTime`, unless another call with the same
    /// `identifier` comes first (then this `action` is never invoked). The building block of
    /// every debounced `observe…` form, public so bridges to other libraries (VSMCombine)
    /// can offer theirs; pending actions are dropped when the container is deallocated.
    public func debounceAction(
        identifier: AnyHashable,
        dueTime: Duration,
        _ action: @escaping @MainActor () -> Void
    ) {
        stateContainer.debounce(action, identifier: identifier, dueTime: dueTime)
    }

    /// Drops the pending debounced call for `identifier`, if any: its action is never
    /// invoked. A later call with the same identifier is scheduled as usual.
    public func cancelDebouncedAction(identifier: AnyHashable) {
        stateContainer.cancelDebounce(identifier: identifier)
    }

    /// Whether a debounced call for `identifier` is waiting for its due time.
    public func hasPendingDebouncedAction(identifier: AnyHashable) -> Bool {
        stateContainer.isDebouncePending(identifier: identifier)
    }
}
