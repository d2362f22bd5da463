/// ``StateSequence`` actions, the Apple library's 2.0 shape (``StateSequenceBuilder``, array
/// literals, the 1.x initializer).
extension StateObserving {
    /// Sets the states of `stateSequence`: its synchronous states before this returns, then
    /// each asynchronous state in order on the main actor.
    ///
    /// Guarantees:
    /// - **No stale first frame:** the sequence's synchronous states (the leading plain
    ///   states and ``First`` lines of a ``StateSequenceBuilder`` block) are set, each one
    ///   rendered, before this returns. When called from inside a willSet / didSet observer
    ///   or `render`, they are applied right after that notification, like ``observe(_:function:file:line:)-(Self.State,_,_,_)``.
    ///   A sequence without synchronous states (array literal, `StateSequence({ … }, { … })`)
    ///   sets nothing before this returns: the 1.x behaviour.
    /// - **Order:** the asynchronous actions run one after another in one task; each starts
    ///   once the previous state has landed, and each state lands on the main actor.
    /// - **Cancellation:** cancels the running action first. A newer `observe…` call (or the
    ///   container's deallocation) cancels this one: no later action runs, and no state of
    ///   this sequence lands afterwards, not even one already produced. If a synchronous
    ///   state's observer supersedes the sequence, the rest of it is dropped.
    /// - **Isolation**, as in the Apple library 2.0: the synchronous actions run on the main
    ///   actor; the asynchronous ones are plain `async` closures, isolated as the code that
    ///   wrote them (off the main actor when written in a model's nonisolated method). The
    ///   sequence is handed over (`sending`), so its closures may capture models that are not
    ///   `Sendable` (a struct with a protocol-typed dependency, a class) and call their
    ///   `@concurrent` methods; the caller must not keep using it.
    public func observe(
        _ stateSequence: sending StateSequence<State>,
        function: StaticString = #function,
        file: StaticString = #fileID,
        line: UInt = #line
    ) {
        let container = stateContainer
        let generation = container.beginAction()
        if container.isRecording {
            container.noteAction(JourneyActionSite(shape: .sequence, function: function, file: file, line: line))
        }
        for action in stateSequence.synchronousActions {
            // An observer of an earlier state may have started a newer action.
            guard container.isCurrent(generation) else { return }
            container.deliver(action(), generation: generation)
        }
        let actions = stateSequence.asynchronousActions
        guard !actions.isEmpty, container.isCurrent(generation) else {
            container.actionFinished(generation)
            return
        }
        let task = Task { @MainActor [weak container] in
            for action in actions {
                // A state of this sequence may have made an observer start a newer action.
                guard !Task.isCancelled else { return }
                let state = await action()
                // A cancelled action's state never lands (superseded, or the container went).
                guard !Task.isCancelled, let container else { return }
                container.deliver(state, generation: generation)
            }
            container?.actionFinished(generation)
        }
        container.attach(task, to: generation)
    }

    // MARK: Debounced

    /// Debounced ``observe(_:function:file:line:)-(StateSequence<Self.State>,_,_,_)`` with an
    /// explicit identifier: only the last call within `dueTime` runs, and a superseded call's
    /// sequence expression is never evaluated (see ``StateObserving/observe(_:debounced:identifier:)-(()->Self.State,Duration,_)``).
    public func observe(
        _ stateSequence: @escaping @autoclosure () -> StateSequence<State>,
        debounced dueTime: Duration,
        identifier: AnyHashable
    ) {
        let container = stateContainer
        container.debounce({ [weak container] in
            container?.observe(stateSequence())
        }, identifier: identifier, dueTime: dueTime)
    }

    /// Debounced ``observe(_:function:file:line:)-(StateSequence<Self.State>,_,_,_)``; the call
    /// site is the identifier.
    public func observe(
        _ stateSequence: @escaping @autoclosure () -> StateSequence<State>,
        debounced dueTime: Duration,
        file: String = #file,
        line: UInt = #line
    ) {
        observe(stateSequence(), debounced: dueTime, identifier: DebounceCallSite(file: file, line: line))
    }

    /// Debounced ``observe(_:function:file:line:)-(StateSequence<Self.State>,_,_,_)`` with an
    /// explicit identifier and the due time in seconds.
    public func observe(
        _ stateSequence: @escaping @autoclosure () -> StateSequence<State>,
        debounced dueTime: Double,
        identifier: AnyHashable
    ) {
        observe(stateSequence(), debounced: Duration(debounceInterval: dueTime), identifier: identifier)
    }

    /// Debounced ``observe(_:function:file:line:)-(StateSequence<Self.State>,_,_,_)`` with the due
    /// time in seconds; the call site is the identifier.
    public func observe(
        _ stateSequence: @escaping @autoclosure () -> StateSequence<State>,
        debounced dueTime: Double,
        file: String = #file,
        line: UInt = #line
    ) {
        observe(stateSequence(), debounced: Duration(debounceInterval: dueTime), file: file, line: line)
    }
}
