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
/// `action` runs when the states before it have landed, in the sequence's task on the main
/// actor, until it awaits work isolated elsewhere (mark slow work `@concurrent` to run it
/// off the main actor). It is not `@Sendable`, so it may capture a model that is not
/// `Sendable`. It is not run at all once a newer action has superseded the sequence.
public struct Next<State>: AsyncStateProviding {
    /// Produces the state.
    public let action: nonisolated(nonsending) () async -> State

    /// An asynchronous state produced by `action`.
    public init(action: nonisolated(nonsending) @escaping () async -> State) {
        self.action = action
    }
}
