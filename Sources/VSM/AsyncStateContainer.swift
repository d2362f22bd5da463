/// The Apple library 2.0's name for ``StateContainer``, so code that names the container's
/// type (`let container: AsyncStateContainer<LoadState>`, `extension AsyncStateContainer`)
/// ports unchanged.
///
/// An alias rather than a type of its own because 2.0's `AsyncStateContainer` is what
/// ``StateContainer`` is: the one `@MainActor` class that holds a state (`state`, read-only
/// from outside) and changes it only through `observe…` and `refresh(state:)`. Its
/// guarantees are ``StateContainer``'s: main actor only, each call cancels the running
/// action, a superseded action's states never land, one action's states land in order, and
/// deallocating it cancels its action. Being a `@MainActor` class, it is `Sendable` for any
/// `State`, where 2.0 declares it `Sendable` only when `State` is.
///
/// 2.0 has no public initializer: a view gets its container from the property wrapper. Here
/// ``StateContainer/init(state:)`` is public as well, and a ``RenderedViewState``'s
/// `$state` is a ``RenderedStateContainer`` that holds one (`$state.stateContainer`).
public typealias AsyncStateContainer<State> = StateContainer<State>
