import Foundation
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
/// `@unchecked Sendable`: every mutable property is read and written only while `lock` is
/// held. The lock is recursive and stays held while the subscriber is called, which keeps
/// the Combine rule that a subscriber is never called concurrently, and lets the subscriber
/// cancel or request from inside `receive` on the same thread. The stop action is called
/// after the state is cleared so it may block on the producer without deadlock.
private final class CallbackSubscription<Input: Sendable, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var subscriber: AnySubscriber<Input, Failure>?
    private var demand = Subscribers.Demand.none
    private var pendingValue: Input?
    private var pendingCompletion: Subscribers.Completion<Failure>?
    private var stop: (@Sendable () -> Void)?

    init(subscriber: AnySubscriber<Input, Failure>) {
        self.subscriber = subscriber
    }

    func begin(_ start: CallbackPublisher<Input, Failure>.Start) {
        let isCancelled = lock.withLock { subscriber == nil }
        if isCancelled { return }
        let emitter = CallbackEmitter<Input, Failure>(
            sendValue: { [weak self] value in self?.receive(value) },
            sendCompletion: { [weak self] completion in self?.receive(completion) }
        )
        let stopAction = start(emitter)
        let stillRunning = lock.withLock { () -> Bool in
            guard subscriber != nil else { return false }
            stop = stopAction
            return true
        }
        if !stillRunning { stopAction() }
    }

    func request(_ newDemand: Subscribers.Demand) {
        lock.withLock {
            demand += newDemand
            drain()
        }
    }

    func cancel() {
        let stopAction = lock.withLock { () -> (@Sendable () -> Void)? in
            subscriber = nil
            pendingValue = nil
            pendingCompletion = nil
            defer { stop = nil }
            return stop
        }
        stopAction?()
    }

    private func receive(_ value: Input) {
        lock.withLock {
            guard subscriber != nil, pendingCompletion == nil else { return }
            pendingValue = value
            drain()
        }
    }

    private func receive(_ completion: Subscribers.Completion<Failure>) {
        lock.withLock {
            guard subscriber != nil, pendingCompletion == nil else { return }
            pendingCompletion = completion
            drain()
        }
        // The work is over; forget the stop action so it is not called later.
        lock.withLock { stop = nil }
    }

    /// Delivers what may be delivered. Called with `lock` held.
    private func drain() {
        while let target = subscriber {
            if let value = pendingValue, demand > 0 {
                pendingValue = nil
                demand -= 1
                demand += target.receive(value)
            } else if pendingValue == nil, let completion = pendingCompletion {
                subscriber = nil
                pendingCompletion = nil
                target.receive(completion: completion)
            } else {
                return
            }
        }
    }
}
