import OpenCombine

extension Publishers {
    /// Combine's `Publishers.Merge`, which OpenCombine 0.14 lacks: the values of two
    /// publishers, interleaved in the order they arrive.
    ///
    /// Guarantees (Combine's semantics):
    /// - **Both at once:** both upstreams are subscribed when a subscriber attaches (`a`, then
    ///   `b`); neither waits for the other to finish. `Just(x).merge(with: p)` therefore
    ///   delivers `x` first: a `Just` emits as soon as it is asked, before `b` is subscribed.
    /// - **Order:** values reach the subscriber in the order the upstreams delivered them to the
    ///   merge, never two calls at once (calls from different threads are serialized; an
    ///   upstream thread that arrives while another is delivering waits for it, so a fast
    ///   producer cannot pile up values behind a slow subscriber).
    /// - **Demand:** the subscriber never receives more values than it requested. With
    ///   bounded demand each upstream is asked for one value at a time, and at most one value
    ///   per upstream waits in the merge; with `.unlimited` both upstreams are asked for
    ///   `.unlimited`.
    /// - **Completion:** finishes once both upstreams have finished and every waiting value
    ///   has been delivered. The first failure is delivered at once, cancels the other
    ///   upstream and drops values still waiting for demand.
    /// - **Cancellation:** cancelling the subscription cancels both upstreams; nothing is
    ///   delivered after `cancel()` returns on the cancelling thread, except a call already
    ///   under way on another thread.
    public struct Merge<A: Publisher, B: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure {
        /// The upstreams' common output.
        public typealias Output = A.Output
        /// The upstreams' common failure.
        public typealias Failure = A.Failure

        /// The first upstream (subscribed first).
        public let a: A
        /// The second upstream.
        public let b: B

        /// Merges `a` and `b`; nothing is subscribed until a subscriber attaches.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Subscribes `subscriber`, then both upstreams (see the type's guarantees).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let merger = MergeSubscription(downstream: subscriber)
            subscriber.receive(subscription: merger)
            a.subscribe(merger.side(0))
            b.subscribe(merger.side(1))
        }
    }
}

extension Publishers.Merge: Equatable where A: Equatable, B: Equatable {}

extension Publisher {
    /// Combines this publisher's values with `other`'s, interleaved as they arrive:
    /// Combine's `merge(with:)`, so `Just(.loading).merge(with: load())` from the
    /// specification compiles unchanged. See ``OpenCombine/Publishers/Merge`` for the
    /// guarantees (both subscribed at once, demand respected, finishes when both finish,
    /// the first failure ends it, cancellation reaches both).
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
}
