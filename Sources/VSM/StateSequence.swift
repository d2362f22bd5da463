/// An ordered sequence of states, the Apple library's 2.0 action shape: some leading states
/// produced synchronously, then states each produced by an `async` closure when the previous
/// one has landed.
///
/// Three ways to make one:
///
/// ```swift
/// // 1. The builder: leading plain states and `First { … }` are synchronous.
/// @StateSequenceBuilder
/// func load() -> StateSequence<LoadState> {
///     LoadState.loading
///     Next { await self.fetch() }
/// }
/// // 2. An array literal: every closure is asynchronous.
/// func reload() -> StateSequence<LoadState> {
///     [{ .loading }, { await self.fetch() }]
/// }
/// // 3. The 1.x initializer: every closure is asynchronous.
/// StateSequence({ .loading }, { await .loaded(load()) })
/// ```
///
/// How ``StateObserving/observe(_:function:file:line:)-(StateSequence<Self.State>,_,_,_)`` runs one:
/// - **Synchronous states** (``synchronousStateCount`` of them, only from the builder or
///   ``init(synchronousStates:states:)``) are set before `observe` returns, so the first
///   frame drawn after the call already shows them: no stale frame.
/// - **Asynchronous states** are produced in order, one task per `observe`: each closure is
///   called when the previous state has landed, and its state lands on the main actor. A
///   closure is a plain `async` closure (the Apple library's 2.0 type): not `@Sendable`, so it
///   may capture models that are not `Sendable` and call their `@concurrent` methods, and
///   isolated as the code that wrote it (off the main actor when written in a model's
///   nonisolated method, on it when written in main-actor code).
/// - A newer `observe…` call cancels the task: no later closure runs, and a state finished
///   after cancellation never lands.
///
/// Iterated as a plain `AsyncSequence` (`for await`), or advanced directly as its own
/// iterator (`try await sequence.next()`, as the Apple library's 2.0 tests write it), it
/// yields the synchronous states first, then the asynchronous ones, lazily: a closure runs
/// only when its element is requested, and iteration stops once the iterating task is
/// cancelled. It never throws (``Failure`` is `Never`): errors are states.
///
/// The sequence is its own iterator, as in 2.0: ``makeAsyncIterator()`` returns a copy, so
/// iterating a sequence never advances it, and a sequence nobody called ``next()`` on
/// iterates from its first state every time. ``next()`` advances only the value it is called
/// on. `observe` ignores that position: it always runs every action.
///
/// Not `Sendable`: its closures may capture non-`Sendable` models. `observe` takes it as
/// `sending`: hand it over where it was made and do not keep using it.
public struct StateSequence<State>: AsyncSequence, AsyncIteratorProtocol {
    /// Each element is a state one action produced.
    public typealias Element = State
    /// The sequence never throws: errors must already be states. ``next()`` is declared
    /// `throws` only to match 2.0's signature.
    public typealias Failure = Never
    /// The sequence itself: it is its own iterator. Kept as a name for code that spells the
    /// iterator's type.
    public typealias Iterator = StateSequence<State>
    /// A synchronous action: runs where the sequence is observed, before `observe` returns.
    public typealias SynchronousAction = () -> State
    /// An asynchronous action: a plain `async` closure, run with the isolation of the code
    /// that wrote it (off the main actor when that is a nonisolated model method).
    public typealias AsynchronousAction = () async -> State

    /// The actions producing the leading states, applied before `observe` returns.
    let synchronousActions: [SynchronousAction]
    /// The actions producing the remaining states, in order, one after another.
    let asynchronousActions: [AsynchronousAction]
    /// How many actions ``next()`` has run on this value: its position as an iterator.
    private var index = 0

    /// A sequence of the states returned by `actions`, in order; all are asynchronous (the
    /// 1.x form: nothing is set before `observe` returns).
    public init(_ actions: () async -> State...) {
        self.init(synchronousStates: [], states: actions)
    }

    /// A sequence of the states returned by `actions`, in order; all are asynchronous.
    public init(_ actions: [AsynchronousAction]) {
        self.init(synchronousStates: [], states: actions)
    }

    /// A sequence whose `synchronousStates` are applied before `observe` returns, followed by
    /// the states of `states`, produced asynchronously in order. What
    /// ``StateSequenceBuilder`` builds.
    public init(synchronousStates: [SynchronousAction], states: [AsynchronousAction]) {
        self.synchronousActions = synchronousStates
        self.asynchronousActions = states
    }

    /// How many leading states are produced synchronously.
    public var synchronousStateCount: Int { synchronousActions.count }

    /// How many states are produced by asynchronous actions.
    public var asynchronousStateCount: Int { asynchronousActions.count }

    /// The actions producing the leading synchronous states, in order: what a test calls to
    /// see the states `observe` sets before it returns (`sequence.synchronousStateActions.map { $0() }`).
    /// Iterating the sequence yields these states too, first.
    public var synchronousStateActions: [SynchronousAction] { synchronousActions }

    /// A copy of this sequence, as 2.0 returns: it continues from this value's position
    /// (the first state unless ``next()`` was called on it), and advancing it leaves this
    /// value where it is.
    public func makeAsyncIterator() -> StateSequence<State> {
        self
    }

    /// The next state, or `nil` at the end or once the calling task is cancelled.
    ///
    /// Declared `throws` to match the Apple library's 2.0 signature
    /// (`mutating func next() async throws -> State?`), so code written for it
    /// (`try await sequence.next()`) compiles without a warning; it never throws, and
    /// `for await` (through ``next(isolation:)``) needs no `try`. A synchronous action runs
    /// on the caller's executor; an asynchronous one with its closure's own isolation. Each
    /// call runs one action, once.
    public nonisolated(nonsending) mutating func next() async throws -> State? {
        await advance()
    }

    /// ``next()`` on `actor` (what `for await` calls), non-throwing: ``Failure`` is `Never`.
    public mutating func next(isolation actor: isolated (any Actor)?) async -> State? {
        await advance()
    }

    /// Runs the next action: a synchronous one on the caller's executor, an asynchronous
    /// one with its closure's own isolation.
    private nonisolated(nonsending) mutating func advance() async -> State? {
        guard !Task.isCancelled else { return nil }
        if index < synchronousActions.count {
            index += 1
            return synchronousActions[index - 1]()
        }
        let asyncIndex = index - synchronousActions.count
        guard asyncIndex < asynchronousActions.count else { return nil }
        index += 1
        let state = await asynchronousActions[asyncIndex]()
        return Task.isCancelled ? nil : state
    }
}

/// `[{ .loading }, { await .loaded(load()) }]` as a ``StateSequence``: every closure is
/// asynchronous (the Apple library's rule), so nothing is set before `observe` returns; use
/// ``StateSequenceBuilder`` for a synchronous first state.
extension StateSequence: ExpressibleByArrayLiteral {
    /// The states returned by `elements`, in order, all asynchronous.
    public init(arrayLiteral elements: AsynchronousAction...) {
        self.init(synchronousStates: [], states: elements)
    }
}
