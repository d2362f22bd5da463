import Foundation
import Locking
import OpenCombine

/// `package`: the fault-injection target builds its simulated latency on it too.
///
/// A publisher whose values come from callback-based work (a dispatch queue, a GRDB
/// observation). `start` runs once per subscription, after the subscriber has received
/// its subscription; it returns the action that stops the work on cancellation.
///
/// Back-pressure: values sent while the subscriber has no demand are conflated to the
/// latest one, which is what an observation of "the current profile" wants.
package struct CallbackPublisher<Output: Sendable, Failure: Error>: Publisher {
    package typealias Start = @Sendable (CallbackEmitter<Output, Failure>) -> (@Sendable () -> Void)

    package let start: Start

    package init(_ start: @escaping Start) {
        self.start = start
    }

    package func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        // Erased so the subscription is generic only over Sendable types (its closures cross threads).
        let subscription = CallbackSubscription(subscriber: AnySubscriber(subscriber))
        subscriber.receive(subscription: subscription)
        subscription.begin(start)
    }
}

/// What the work behind a ``CallbackPublisher`` uses to emit; safe from any thread.
package struct CallbackEmitter<Output: Sendable, Failure: Error>: Sendable {
    fileprivate let sendValue: @Sendable (Output) -> Void
    fileprivate let sendCompletion: @Sendable (Subscribers.Completion<Failure>) -> Void

    package func send(_ value: Output) { sendValue(value) }
    package func finish() { sendCompletion(.finished) }
    package func fail(_ error: Failure) { sendCompletion(.failure(error)) }

    /// Sends the value and finishes, or fails.
    package func complete(with result: Result<Output, Failure>) {
        switch result {
        case .success(let value):
            send(value)
            finish()
        case .failure(let error):
            fail(error)
        }
    }
}

/// The subscription behind ``CallbackPublisher``.
///
/// No lock is held while the subscriber is called: a chain of these subscriptions (one's
/// value subscribing to the next, the next's value cancelling the first) would otherwise
/// take their locks in opposite orders on two threads and deadlock. Instead one thread at a
/// time is the deliverer: a thread that brings a value, a completion or demand while
/// another delivers leaves it in the state and returns, and the deliverer takes it before it
/// stops. That keeps the Combine rule that a subscriber is never called concurrently, and
/// lets the subscriber cancel or request from inside `receive` on the same thread.
///
/// `@unchecked Sendable`: every mutable property is in `state`, read and written only
/// inside its `withLock`.
private final class CallbackSubscription<Input: Sendable, Failure: Error>: Subscription, @unchecked Sendable {
    private enum Delivery {
        case value(AnySubscriber<Input, Failure>, Input)
        case completion(AnySubscriber<Input, Failure>, Subscribers.Completion<Failure>)
    }

    private struct State {
        var subscriber: AnySubscriber<Input, Failure>?
        var demand = Subscribers.Demand.none
        var pendingValue: Input?
        var pendingCompletion: Subscribers.Completion<Failure>?
        var stop: (@Sendable () -> Void)?
        /// A thread is calling the subscriber.
        var isDelivering = false
        /// The work sent its completion: there is nothing left to stop.
        var isWorkOver = false

        /// What the deliverer calls the subscriber with next; nil ends its turn.
        mutating func nextDelivery() -> Delivery? {
            if let target = subscriber {
                if let value = pendingValue, demand > 0 {
                    pendingValue = nil
                    demand -= 1
                    return .value(target, value)
                }
                if pendingValue == nil, let completion = pendingCompletion {
                    subscriber = nil
                    pendingCompletion = nil
                    return .completion(target, completion)
                }
            }
            isDelivering = false
            return nil
        }
    }

    private let state: Locked<State>

    init(subscriber: AnySubscriber<Input, Failure>) {
        state = Locked(State(subscriber: subscriber))
    }

    func begin(_ start: CallbackPublisher<Input, Failure>.Start) {
        let isCancelled = state.withLock { $0.subscriber == nil }
        if isCancelled { return }
        let emitter = CallbackEmitter<Input, Failure>(
            sendValue: { [weak self] value in self?.receive(value) },
            sendCompletion: { [weak self] completion in self?.receive(completion) }
        )
        let stopAction = start(emitter)
        let stopsNow = state.withLock { state -> Bool in
            if state.isWorkOver { return false }
            guard state.subscriber != nil else { return true }   // cancelled meanwhile
            state.stop = stopAction
            return false
        }
        if stopsNow { stopAction() }
    }

    func request(_ newDemand: Subscribers.Demand) {
        state.withLock { $0.demand += newDemand }
        deliver()
    }

    func cancel() {
        let stopAction = state.withLock { state -> (@Sendable () -> Void)? in
            state.subscriber = nil
            state.pendingValue = nil
            state.pendingCompletion = nil
            defer { state.stop = nil }
            return state.stop
        }
        stopAction?()
    }

    private func receive(_ value: Input) {
        state.withLock { state in
            guard state.subscriber != nil, state.pendingCompletion == nil else { return }
            state.pendingValue = value
        }
        deliver()
    }

    private func receive(_ completion: Subscribers.Completion<Failure>) {
        state.withLock { state in
            guard state.subscriber != nil, state.pendingCompletion == nil else { return }
            state.pendingCompletion = completion
            // The work is over; forget the stop action so it is not called later.
            state.isWorkOver = true
            state.stop = nil
        }
        deliver()
    }

    /// Delivers what may be delivered, unless another call is delivering already (on this
    /// thread further up the stack, or on another): that one takes it before it stops.
    private func deliver() {
        var next = state.withLock { state -> Delivery? in
            guard !state.isDelivering else { return nil }
            state.isDelivering = true
            return state.nextDelivery()
        }
        while let delivery = next {
            switch delivery {
            case .value(let target, let value):
                let more = target.receive(value)
                next = state.withLock { state in
                    state.demand += more
                    return state.nextDelivery()
                }
            case .completion(let target, let completion):
                target.receive(completion: completion)
                next = state.withLock { $0.nextDelivery() }
            }
        }
    }
}
