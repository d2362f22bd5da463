import OpenCombine
import TestSupport

/// A subscriber that records what it receives, asks for a chosen demand, and checks that
/// no two of its calls ever overlap (Combine's serialization rule).
///
/// `@unchecked Sendable`: every field is either immutable or a thread-safe test helper
/// (`Locked`, `Flag`), so calls from any thread are safe.
final class RecordingSubscriber<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    let combineIdentifier = CombineIdentifier()

    private let initialDemand: Subscribers.Demand
    private let demandPerValue: Subscribers.Demand
    private let onValue: (@Sendable (Input) -> Void)?
    private let storage = Locked<(values: [Input], completions: [Subscribers.Completion<Failure>])>(([], []))
    private let subscriptionBox = Locked<Subscription?>(nil)
    private let inFlight = Locked(0)
    /// Set when two calls overlapped.
    let overlapped = Flag()

    init(
        initialDemand: Subscribers.Demand = .unlimited,
        demandPerValue: Subscribers.Demand = .none,
        onValue: (@Sendable (Input) -> Void)? = nil
    ) {
        self.initialDemand = initialDemand
        self.demandPerValue = demandPerValue
        self.onValue = onValue
    }

    var values: [Input] { storage.withLock { $0.values } }
    var completions: [Subscribers.Completion<Failure>] { storage.withLock { $0.completions } }
    var subscription: Subscription? { subscriptionBox.withLock { $0 } }

    func receive(subscription: Subscription) {
        subscriptionBox.withLock { $0 = subscription }
        if initialDemand > .none {
            subscription.request(initialDemand)
        }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        enter()
        defer { leave() }
        storage.withLock { $0.values.append(input) }
        onValue?(input)
        return demandPerValue
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        enter()
        defer { leave() }
        storage.withLock { $0.completions.append(completion) }
    }

    private func enter() {
        let calls = inFlight.withLock { count -> Int in
            count += 1
            return count
        }
        if calls != 1 { overlapped.set() }
    }

    private func leave() {
        inFlight.withLock { $0 -= 1 }
    }
}
