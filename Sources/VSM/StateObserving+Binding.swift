/// Two-way bindings of one value of the state to an action, the Apple library's
/// `bind(_:to:)`: `$state.bind(\.username, to: EditingState.changeUsername)`.
///
/// Every form returns a ``StateBinding``: reading it gives `state[keyPath: keyPath]` of the
/// current state; setting it calls `action` with the current state and the new value and
/// observes what the action returns, exactly as the matching `observe…` call would (a
/// synchronous state lands before the set returns; each set cancels the running action). The
/// binding holds the container strongly. Meant for struct states; on an enum state bind a
/// computed property.
///
/// `function`, `file` and `line` are the `bind` call site, recorded in state journeys as the
/// call that started each action the binding performs.
extension StateObserving {
    // MARK: Synchronous actions

    /// Binds `keyPath` to `action`, which returns the next state for the current state and a
    /// new value.
    public func bind<Value>(
        _ keyPath: KeyPath<State, Value>,
        to action: @escaping (State, Value) -> State,
        function: StaticString = #function,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> StateBinding<Value> {
        let container = stateContainer
        return StateBinding(container, get: { $0[keyPath: keyPath] }, set: { [container] value in
            container.observe(action(container.state, value), function: function, file: file, line: line)
        })
    }

    /// Binds `keyPath` to a method of the state, passed unapplied:
    /// `bind(\.username, to: EditingState.changeUsername)`.
    public func bind<Value>(
        _ keyPath: KeyPath<State, Value>,
        to action: @escaping (State) -> (Value) -> State,
        function: StaticString = #function,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> StateBinding<Value> {
        bind(keyPath, to: { state, value in action(state)(value) }, function: function, file: file, line: line)
    }

    // MARK: Asynchronous actions

    /// Binds `keyPath` to an asynchronous `action`, observed like
    /// `observeAsync(_:function:file:line:)` with the state read when the
    /// binding is set.
    ///
    /// Isolation differs from `observeAsync`'s: the binding calls `action` again on every set,
    /// while the previous call may still be finishing, so `action` cannot be handed over to
    /// run off the main actor. It is `nonisolated(nonsending)` and runs on the main actor
    /// until it awaits work isolated elsewhere; a `@Sendable` closure runs off the main actor.
    public func bind<Value>(
        _ keyPath: KeyPath<State, Value>,
        to action: nonisolated(nonsending) @escaping (State, Value) async -> State,
        function: StaticString = #function,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> StateBinding<Value> {
        let container = stateContainer
        return StateBinding(container, get: { $0[keyPath: keyPath] }, set: { [container] value in
            let state = container.state
            // A main-actor closure may capture the non-Sendable action and is itself Sendable.
            container.observeAsync({ @MainActor in await action(state, value) }, function: function, file: file, line: line)
        })
    }

    /// Binds `keyPath` to an asynchronous method of the state, passed unapplied.
    public func bind<Value>(
        _ keyPath: KeyPath<State, Value>,
        to action: @escaping (State) -> nonisolated(nonsending) (Value) async -> State,
        function: StaticString = #function,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> StateBinding<Value> {
        bind(keyPath, to: { state, value in await action(state)(value) }, function: function, file: file, line: line)
    }

    // MARK: Sequence actions

    /// Binds `keyPath` to an action returning a ``StateSequence``, observed like
    /// ``observe(_:function:file:line:)-(StateSequence<Self.State>,_,_,_)`` (a builder's
    /// synchronous states land before the set returns).
    public func bind<Value>(
        _ keyPath: KeyPath<State, Value>,
        to action: @escaping (State, Value) -> StateSequence<State>,
        function: StaticString = #function,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> StateBinding<Value> {
        let container = stateContainer
        return StateBinding(container, get: { $0[keyPath: keyPath] }, set: { [container] value in
            container.observe(action(container.state, value), function: function, file: file, line: line)
        })
    }

    /// Binds `keyPath` to a method of the state returning a ``StateSequence``, passed unapplied.
    public func bind<Value>(
        _ keyPath: KeyPath<State, Value>,
        to action: @escaping (State) -> (Value) -> StateSequence<State>,
        function: StaticString = #function,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> StateBinding<Value> {
        bind(keyPath, to: { state, value in action(state)(value) }, function: function, file: file, line: line)
    }
}
