/// A synchronous state in a ``StateSequenceBuilder`` block, computed by a closure:
///
/// ```swift
/// @StateSequenceBuilder
/// func load() -> StateSequence<LoadState> {
///     First { LoadState.loading }
///     Next { await self.fetch() }
/// }
/// ```
///
/// Before any ``Next`` it is applied before `observe` returns; after one it waits its turn
/// like an asynchronous state (declared order always wins). A plain state value written as
/// a line of the block means the same.
///
/// Swift type-checks each line of a result builder on its own, so an implicit member such as
/// `.loading` has no type to be looked up in: name the type (`LoadState.loading`), or
/// return a typed value from a function.
public struct First<State>: SyncStateProviding {
    /// Produces the state.
    public let action: () -> State

    /// A synchronous state produced by `action` when the sequence is observed.
    public init(action: @escaping () -> State) {
        self.action = action
    }
}
