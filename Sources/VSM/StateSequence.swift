/// An ordered sequence of states, each produced by an `async` closure when the previous one
/// has been consumed: `StateSequence({ .loading }, { await .loaded(load()) })`.
///
/// Lazy: a closure runs only when its element is requested. Stops when the iterating task
/// is cancelled: no further closure runs, and a state finished after cancellation is not
/// returned. Closures run off the main actor (they are `@Sendable` and nonisolated).
public struct StateSequence<State>: AsyncSequence, Sendable {
    /// Each element is the state one closure returned.
    public typealias Element = State
    /// The sequence never throws: errors must already be states.
    public typealias Failure = Never

    private let actions: [@Sendable () async -> State]

    /// A sequence of the states returned by `actions`, in order.
    public init(_ actions: @Sendable () async -> State...) {
        self.actions = actions
    }

    /// A sequence of the states returned by `actions`, in order.
    public init(_ actions: [@Sendable () async -> State]) {
        self.actions = actions
    }

    /// A fresh iterator: each iteration runs the closures again, lazily, one per `next()`.
    public func makeAsyncIterator() -> Iterator {
        Iterator(actions: actions)
    }

    /// Produces the states one closure at a time.
    public struct Iterator: AsyncIteratorProtocol {
        /// The state the next closure returns.
        public typealias Element = State
        /// Never throws.
        public typealias Failure = Never

        private let actions: [@Sendable () async -> State]
        private var index = 0

        init(actions: [@Sendable () async -> State]) {
            self.actions = actions
        }

        /// The next state, or `nil` at the end or once the task is cancelled.
        public mutating func next() async -> State? {
            guard index < actions.count, !Task.isCancelled else { return nil }
            let action = actions[index]
            index += 1
            let state = await action()
            return Task.isCancelled ? nil : state
        }
    }
}
