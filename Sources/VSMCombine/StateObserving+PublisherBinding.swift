import OpenCombine
import VSM

/// Bindings whose action returns a publisher (the Apple library's
/// `bind(_:to:)` overloads returning `AnyPublisher<State, Never>`).
extension StateObserving {
    /// Binds `keyPath` to `action`, whose publisher is observed like
    /// `observe(_:)` of a publisher with the current state
    /// and the new value each time the binding is set. See `StateBinding` (VSM).
    public func bind<Value, P: Publisher>(
        _ keyPath: KeyPath<State, Value>,
        to action: @escaping (State, Value) -> P,
        function: StaticString = #function,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> StateBinding<Value> where P.Output == State, P.Failure == Never {
        let container = stateContainer
        return StateBinding(container, get: { $0[keyPath: keyPath] }, set: { [container] value in
            container.observe(action(container.state, value), function: function, file: file, line: line)
        })
    }

    /// Binds `keyPath` to a method of the state returning a publisher, passed unapplied.
    public func bind<Value, P: Publisher>(
        _ keyPath: KeyPath<State, Value>,
        to action: @escaping (State) -> (Value) -> P,
        function: StaticString = #function,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> StateBinding<Value> where P.Output == State, P.Failure == Never {
        bind(keyPath, to: { state, value in action(state)(value) }, function: function, file: file, line: line)
    }
}
