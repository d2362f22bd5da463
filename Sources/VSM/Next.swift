/// An asynchronous state in a ``StateSequenceBuilder`` block:
///
/// ```swift
/// @StateSequenceBuilder
/// func load() -> StateSequence<LoadState> {
///     LoadState.loading
///     Next { await self.fetch() }     // runs after `.loading` has landed
/// }
/// ```
///
/// `action` is a plain `async` closure, the Apple library's 2.0 type. It is not `@Sendable`,
/// so it may capture a model that is not `Sendable` (a struct holding a protocol-typed
/// dependency, a class) and call the model's `@concurrent` methods. It keeps the isolation of
/// the code that writes it: in a model's (nonisolated) method, the usual place, it runs off the
/// main actor; written in main-actor code (a view), it runs on the main actor. It runs when
/// the states before it have landed, and not at all once a newer action has superseded the
/// sequence; its state lands on the main actor.
public struct Next<State>: AsyncStateProviding {
    /// Produces the state.
    public let action: () async -> State

    /// An asynchronous state produced by `action`.
    public init(action: @escaping () async -> State) {
        self.action = action
    }
}
