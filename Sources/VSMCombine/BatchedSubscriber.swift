import Dispatch
import Locking
import OpenCombine
import VSM

/// Subscribes a ``BatchedStateDelivery`` to a publisher: the subscriber behind
/// `observe(_:)` of a publisher. Every value received is handed to the delivery, in order; the
/// completion finishes the action.
///
/// Back-pressure, chosen once from the publisher's type:
/// - **Demand-driven publishers** (``DemandDrivenPublisher``: cold sources and the operators
///   that pass demand through): VSM asks for ``BatchedStateDelivery/capacity`` states, and
///   asks for more only as the main thread applies them, one request per main-queue turn. So
///   at most that many states are ever waiting or in flight, no thread ever blocks, and a
///   publisher that produces inside `request(_:)` on the main thread (`(0...).publisher`)
///   produces one window per main-loop turn instead of looping forever inside `observe`.
/// - **Every other publisher** (subjects, `@Published`, `AnyPublisher`, anything unknown):
///   unlimited demand, because withheld demand makes a subject drop what it is sent. Memory is
///   bounded by the delivery instead: a sending thread other than the main thread blocks
///   while ``BatchedStateDelivery/capacity`` states wait, which is how a synchronous Combine
///   subscriber holds back its sender; the main thread never blocks (its states are applied
///   at once), and a sender the main thread is waiting for stops blocking after 50 ms.
///
/// Thread-safe (`@unchecked Sendable`): `subscription`, `cancelled`, `requested`, `applied`
/// and `grantScheduled` are guarded by `lock`; publishers call in from any thread.
@usableFromInline
final class BatchedSubscriber<State>: Subscriber, Cancellable, @unchecked Sendable {
    @usableFromInline typealias Input = State
    @usableFromInline typealias Failure = Never

    private let delivery: BatchedStateDelivery<State>
    /// `delivery.send`, as a closure made where `observe` is specialised for the client's
    /// state type: publishers call `receive(_:)` through a witness table, which only reaches
    /// this module's generic (slow) code.
    private let send: @Sendable (State) -> Void
    /// The most states requested and not yet applied; nil for unlimited demand.
    private let window: Int?
    private let lock = ConditionLock()
    private var subscription: (any Subscription)?
    private var cancelled = false
    /// Demand granted so far (demand-driven publishers).
    private var requested = 0
    /// States the main thread has applied so far (demand-driven publishers).
    private var applied = 0
    /// Whether a main-queue job granting more demand is pending.
    private var grantScheduled = false

    /// A subscriber for `publisher`'s values into `delivery`; `send` must be
    /// `delivery.send`. Main actor (before subscribing).
    @MainActor
    @usableFromInline
    init<P: Publisher>(
        delivery: BatchedStateDelivery<State>,
        for publisher: P,
        send: @escaping @Sendable (State) -> Void
    ) {
        self.delivery = delivery
        self.send = send
        if publisher is any DemandDrivenPublisher {
            window = BatchedStateDelivery<State>.capacity
            delivery.onStatesApplied { [weak self] count in self?.statesApplied(count) }
        } else {
            window = nil
        }
    }

    @usableFromInline
    var usesDemand: Bool { window != nil }

    @usableFromInline
    func receive(subscription: any Subscription) {
        lock.lock()
        guard !cancelled, self.subscription == nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        self.subscription = subscription
        let demand: Subscribers.Demand
        if let window {
            requested = window
            demand = .max(window)
        } else {
            demand = .unlimited
        }
        lock.unlock()
        subscription.request(demand)
    }

    @usableFromInline
    func receive(_ input: State) -> Subscribers.Demand {
        send(input)
        // Demand comes back through `grant()` once the main thread has applied states.
        return .none
    }

    @usableFromInline
    func receive(completion: Subscribers.Completion<Never>) {
        // The subscription holds this subscriber: let go of it, as `sink` does.
        lock.lock()
        subscription = nil
        lock.unlock()
        delivery.finish()
    }

    @usableFromInline
    func cancel() {
        lock.lock()
        cancelled = true
        let subscription = self.subscription
        self.subscription = nil
        lock.unlock()
        subscription?.cancel()
    }

    /// The main thread applied `count` states: grant as many again, from a main-queue job so a
    /// publisher producing inside `request(_:)` never recurses into the send that applied them.
    @MainActor
    private func statesApplied(_ count: Int) {
        lock.lock()
        applied += count
        let schedule = !grantScheduled && !cancelled
        grantScheduled = true
        lock.unlock()
        if schedule {
            DispatchQueue.main.async { [self] in grant() }
        }
    }

    /// Requests what the window has room for.
    private func grant() {
        lock.lock()
        grantScheduled = false
        guard let window, let subscription, !cancelled else {
            lock.unlock()
            return
        }
        let room = window - (requested - applied)
        guard room > 0 else {
            lock.unlock()
            return
        }
        requested += room
        lock.unlock()
        subscription.request(.max(room))
    }
}
