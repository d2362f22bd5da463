#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Locking
import OpenCombine
import VSM

/// The subscription a ``OpenCombine/Publishers/Merge`` hands its subscriber: it receives
/// both upstreams (through two ``Side`` subscribers) and serializes them into the downstream.
///
/// Two locks, always taken in the order `emitLock` then `stateLock`:
/// - `stateLock` guards every mutable field and is never held while calling out (downstream
///   or upstream), so a callee may call back into this object.
/// - `emitLock` is held by the one thread delivering to the downstream. Another thread waits
///   for it (the serialization Combine requires). The delivering thread itself may re-enter
///   (a subscriber that requests more, or a subject it sends to): it is recorded in `emitter`,
///   and a re-entrant call only records its event, which the delivering loop then handles,
///   instead of deadlocking on `emitLock`.
/// Upstream requests are made after both locks are released.
///
/// `@unchecked Sendable` is not claimed: OpenCombine's protocols predate `Sendable`, and the
/// thread safety above is what Combine's contract asks of a subscription.
final class MergeSubscription<Downstream: Subscriber>: Subscription {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    let combineIdentifier = CombineIdentifier()

    private let downstream: Downstream
    private let stateLock = ConditionLock()
    private let emitLock = ConditionLock()

    // Guarded by stateLock.
    private var demand = Subscribers.Demand.none
    private var upstreams: [Subscription?] = [nil, nil]
    private var askedUnlimited = [false, false]
    private var finished = [false, false]
    /// Values received and not yet delivered, in arrival order; at most one per upstream
    /// under bounded demand (each upstream is asked for one value at a time).
    private var waiting: [(side: Int, value: Input)] = []
    private var pendingFailure: Failure?
    /// Cancelled, or the completion was delivered: nothing more goes downstream.
    private var isDone = false
    /// The thread inside the delivery loop, if any.
    private var emitter: pthread_t?

    init(downstream: Downstream) {
        self.downstream = downstream
    }

    /// The subscriber for upstream `index` (0 or 1).
    func side(_ index: Int) -> Side {
        Side(index: index, merger: self)
    }

    // MARK: Subscription (called by the downstream)

    func request(_ newDemand: Subscribers.Demand) {
        guard newDemand > .none else { return }
        stateLock.lock()
        guard !isDone else {
            stateLock.unlock()
            return
        }
        demand += newDemand
        let reentrant = isEmitterThread()
        stateLock.unlock()
        if !reentrant {
            _ = drain(caller: nil)
        }
    }

    func cancel() {
        stateLock.lock()
        guard !isDone else {
            stateLock.unlock()
            return
        }
        isDone = true
        waiting.removeAll()
        let subscriptions = upstreams
        upstreams = [nil, nil]
        stateLock.unlock()
        for subscription in subscriptions {
            subscription?.cancel()
        }
    }

    // MARK: Upstream events

    fileprivate func receive(subscription: Subscription, side: Int) {
        stateLock.lock()
        guard !isDone, pendingFailure == nil, upstreams[side] == nil, !finished[side] else {
            stateLock.unlock()
            subscription.cancel()
            return
        }
        upstreams[side] = subscription
        let unlimited = demand == .unlimited
        askedUnlimited[side] = unlimited
        stateLock.unlock()
        subscription.request(unlimited ? .unlimited : .max(1))
    }

    fileprivate func receive(_ value: Input, side: Int) -> Subscribers.Demand {
        stateLock.lock()
        guard !isDone, pendingFailure == nil else {
            stateLock.unlock()
            return .none
        }
        waiting.append((side, value))
        let reentrant = isEmitterThread()
        stateLock.unlock()
        return reentrant ? .none : drain(caller: side)
    }

    fileprivate func receive(completion: Subscribers.Completion<Failure>, side: Int) {
        stateLock.lock()
        guard !isDone, pendingFailure == nil else {
            stateLock.unlock()
            return
        }
        upstreams[side] = nil
        var other: Subscription?
        switch completion {
        case .finished:
            finished[side] = true
        case .failure(let error):
            pendingFailure = error
            other = upstreams[1 - side]
            upstreams = [nil, nil]
        }
        let reentrant = isEmitterThread()
        stateLock.unlock()
        other?.cancel()
        if !reentrant {
            _ = drain(caller: nil)
        }
    }

    // MARK: Delivery

    /// Delivers whatever can be delivered now (waiting values within demand, then the
    /// completion), then makes the upstream requests this freed. Returns the demand owed to
    /// `caller`'s upstream, which its `receive` returns instead of calling `request`.
    private func drain(caller: Int?) -> Subscribers.Demand {
        var owedToCaller = Subscribers.Demand.none
        var requests: [(side: Int, demand: Subscribers.Demand)] = []
        emitLock.lock()
        stateLock.lock()
        emitter = pthread_self()
        while !isDone {
            if let failure = pendingFailure {
                isDone = true
                waiting.removeAll()
                stateLock.unlock()
                downstream.receive(completion: .failure(failure))
                stateLock.lock()
                break
            }
            if !waiting.isEmpty, demand > .none {
                let (side, value) = waiting.removeFirst()
                if demand != .unlimited {
                    demand -= 1
                }
                stateLock.unlock()
                let more = downstream.receive(value)
                stateLock.lock()
                if !isDone {
                    demand += more
                }
                // Ask this value's upstream for the next one, unless it already has unlimited.
                if !askedUnlimited[side], !finished[side] {
                    if side == caller {
                        owedToCaller += 1
                    } else {
                        requests.append((side, .max(1)))
                    }
                }
                continue
            }
            if waiting.isEmpty, finished[0], finished[1] {
                isDone = true
                stateLock.unlock()
                downstream.receive(completion: .finished)
                stateLock.lock()
            }
            break
        }
        if !isDone, demand == .unlimited {
            for side in 0..<2 where upstreams[side] != nil && !askedUnlimited[side] {
                askedUnlimited[side] = true
                requests.append((side, .unlimited))
            }
        }
        emitter = nil
        let subscriptions = upstreams
        stateLock.unlock()
        emitLock.unlock()
        for request in requests {
            subscriptions[request.side]?.request(request.demand)
        }
        return owedToCaller
    }

    /// Whether the calling thread is inside the delivery loop. Call with `stateLock` held.
    private func isEmitterThread() -> Bool {
        guard let emitter else { return false }
        return pthread_equal(emitter, pthread_self()) != 0
    }
}

extension MergeSubscription {
    /// Receives one upstream and forwards its events, tagged with its index, to the merge.
    /// Holds the merge strongly, as Combine's inner subscribers do: the upstream releases it
    /// when it completes or is cancelled.
    struct Side: Subscriber {
        typealias Input = Downstream.Input
        typealias Failure = Downstream.Failure

        let index: Int
        let merger: MergeSubscription
        let combineIdentifier = CombineIdentifier()

        func receive(subscription: Subscription) {
            merger.receive(subscription: subscription, side: index)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            merger.receive(input, side: index)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            merger.receive(completion: completion, side: index)
        }
    }
}
