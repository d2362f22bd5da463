/// Builds a ``StateSequence`` from a block of states, the Apple library's 2.0 DSL:
///
/// ```swift
/// @StateSequenceBuilder
/// func load() -> StateSequence<LoadState> {
///     LoadState.loading                    // synchronous: set before `observe` returns
///     Next { await self.fetch() }          // asynchronous: after `.loading` has landed
///     if showsDetails {
///         Next { await self.fetchDetails() }
///     }
/// }
/// ```
///
/// Each line is a plain state value, a ``First`` (synchronous), a ``Next`` (asynchronous),
/// or any ``SyncStateProviding`` / ``AsyncStateProviding`` value. `if`, `if`/`else`,
/// `switch` and `for` work as in any result builder.
///
/// **Timing rule:** the synchronous lines *before the first asynchronous one* are applied by
/// ``StateObserving/observe(_:function:file:line:)-(StateSequence<Self.State>,_,_,_)`` before it
/// returns, so the view's first frame after the call already shows them. Once an
/// asynchronous line has appeared, every later line (plain values too) is asynchronous, so
/// the declared order is always the order in which states land.
///
/// Swift type-checks each line on its own: name the state type in a line's first
/// expression (`LoadState.loading`, `First { LoadState.loading }`); an implicit member such
/// as `.loading` cannot be inferred from the function's return type.
@resultBuilder
public enum StateSequenceBuilder {
    /// The states of part of a block, kept apart until ``buildFinalResult(_:)``. Not meant to
    /// be used directly.
    public struct Component<State> {
        let synchronousActions: [StateSequence<State>.SynchronousAction]
        let asynchronousActions: [StateSequence<State>.AsynchronousAction]

        static var empty: Self { Self(synchronousActions: [], asynchronousActions: []) }

        /// `self` followed by `next`: `next`'s synchronous actions stay synchronous only when
        /// nothing asynchronous came before them.
        func followed(by next: Self) -> Self {
            guard !asynchronousActions.isEmpty else {
                return Self(
                    synchronousActions: synchronousActions + next.synchronousActions,
                    asynchronousActions: next.asynchronousActions
                )
            }
            let demoted = next.synchronousActions.map { action -> StateSequence<State>.AsynchronousAction in
                { action() }
            }
            return Self(
                synchronousActions: synchronousActions,
                asynchronousActions: asynchronousActions + demoted + next.asynchronousActions
            )
        }
    }

    /// A plain state value: synchronous. Disfavoured so that ``First`` and ``Next`` lines are
    /// not taken for states of their own type.
    @_disfavoredOverload
    public static func buildExpression<State>(_ state: State) -> Component<State> {
        Component(synchronousActions: [{ state }], asynchronousActions: [])
    }

    /// A ``SyncStateProviding`` line such as ``First``: synchronous.
    public static func buildExpression<Provider: SyncStateProviding>(
        _ provider: Provider
    ) -> Component<Provider.State> {
        Component(synchronousActions: [provider.action], asynchronousActions: [])
    }

    /// An ``AsyncStateProviding`` line such as ``Next``: asynchronous.
    public static func buildExpression<Provider: AsyncStateProviding>(
        _ provider: Provider
    ) -> Component<Provider.State> {
        Component(synchronousActions: [], asynchronousActions: [provider.action])
    }

    /// The lines of a block, in order (see the timing rule on the type).
    public static func buildBlock<State>(_ components: Component<State>...) -> Component<State> {
        components.reduce(.empty) { $0.followed(by: $1) }
    }

    /// An `if` without `else` whose condition is false contributes nothing.
    public static func buildOptional<State>(_ component: Component<State>?) -> Component<State> {
        component ?? .empty
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<State>(first component: Component<State>) -> Component<State> {
        component
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<State>(second component: Component<State>) -> Component<State> {
        component
    }

    /// The iterations of a `for` loop, in order.
    public static func buildArray<State>(_ components: [Component<State>]) -> Component<State> {
        components.reduce(.empty) { $0.followed(by: $1) }
    }

    /// The finished sequence.
    public static func buildFinalResult<State>(_ component: Component<State>) -> StateSequence<State> {
        StateSequence(synchronousStates: component.synchronousActions, states: component.asynchronousActions)
    }
}
