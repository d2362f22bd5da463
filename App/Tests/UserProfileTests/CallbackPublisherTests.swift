import Foundation
import Locking
import OpenCombine
import UserProfile
import VSMTesting
import XCTest

/// The callback publisher under the repositories, where threads meet: values delivered in
/// order and only on demand, cancellation stopping the work, and chains of them that finish
/// on two threads at once without deadlocking.
final class CallbackPublisherTests: XCTestCase {
    /// A value subscribes to the next publisher, whose work completes on another thread
    /// while the first is still delivering, and `first()` then cancels the first: the
    /// server mode's "load the cache, else ask the server, then load the cache" in a window.
    @MainActor
    func testAChainCompletingOnTwoThreadsAtOnceDeliversWithoutDeadlock() async {
        let received = Locked<Int?>(nil)
        let subscription = Self.subscribeToChain(received: received)
        await waitUntil("the inner value", timeout: .seconds(10)) { received.withLock { $0 } == 2 }
        subscription.cancel()
    }

    /// Not main-actor isolated: its closures run on the publishers' threads.
    private nonisolated static func subscribeToChain(received: Locked<Int?>) -> AnyCancellable {
        let outer = CallbackPublisher<Int, Never> { emitter in
            Thread.detachNewThread { emitter.complete(with: .success(1)) }
            return {}
        }
        return outer.flatMap { first in
            CallbackPublisher<Int, Never> { emitter in
                let delivered = DispatchSemaphore(value: 0)
                Thread.detachNewThread {
                    emitter.complete(with: .success(first + 1))
                    delivered.signal()
                }
                // The inner value is delivered (and the outer subscription cancelled)
                // while the outer one is still inside its delivery, which is this call.
                _ = delivered.wait(timeout: .now() + 2)
                return {}
            }
        }
        .first()
        .sink { value in received.withLock { $0 = value } }
    }

    func testValuesWaitForDemandAndTheLatestIsKept() {
        let emitterBox = Locked<CallbackEmitter<Int, Never>?>(nil)
        let publisher = CallbackPublisher<Int, Never> { emitter in
            emitterBox.withLock { $0 = emitter }
            return {}
        }
        let received = Locked<[Int]>([])
        let subscriber = DemandingSubscriber(received: received)
        publisher.subscribe(subscriber)
        guard let emitter = emitterBox.withLock({ $0 }) else { return XCTFail("the work did not start on subscription") }
        emitter.send(1)
        emitter.send(2)
        XCTAssertEqual(received.withLock { $0 }, [], "nothing without demand")
        subscriber.request(.max(1))
        XCTAssertEqual(received.withLock { $0 }, [2], "the latest value, once")
        emitter.send(3)
        subscriber.request(.max(1))
        emitter.finish()
        XCTAssertEqual(received.withLock { $0 }, [2, 3])
        XCTAssertTrue(subscriber.isFinished)
    }

    func testCancellingStopsTheWorkOnceAndNothingArrivesAfter() {
        let stops = Locked(0)
        let emitterBox = Locked<CallbackEmitter<Int, Never>?>(nil)
        let publisher = CallbackPublisher<Int, Never> { emitter in
            emitterBox.withLock { $0 = emitter }
            return { stops.withLock { $0 += 1 } }
        }
        let received = Locked<[Int]>([])
        let subscription = publisher.sink { value in received.withLock { $0.append(value) } }
        emitterBox.withLock { $0 }?.send(1)
        subscription.cancel()
        subscription.cancel()
        emitterBox.withLock { $0 }?.send(2)
        XCTAssertEqual(received.withLock { $0 }, [1])
        XCTAssertEqual(stops.withLock { $0 }, 1)
    }

    func testWorkThatCompletesInsideStartIsNotStopped() {
        let stops = Locked(0)
        let publisher = CallbackPublisher<Int, Never> { emitter in
            emitter.complete(with: .success(7))
            return { stops.withLock { $0 += 1 } }
        }
        let received = Locked<[Int]>([])
        let subscription = publisher.sink { value in received.withLock { $0.append(value) } }
        XCTAssertEqual(received.withLock { $0 }, [7])
        subscription.cancel()
        XCTAssertEqual(stops.withLock { $0 }, 0)
    }
}

/// A subscriber that asks for values only when the test says so.
///
/// `@unchecked Sendable`: its mutable state is in `state` and `received`, each read and
/// written only inside its lock (`Subscription` itself is not marked `Sendable`).
private final class DemandingSubscriber: Subscriber, @unchecked Sendable {
    typealias Input = Int
    typealias Failure = Never

    private let received: Locked<[Int]>
    private let state = Locked<(subscription: Subscription?, finished: Bool)>((nil, false))

    init(received: Locked<[Int]>) {
        self.received = received
    }

    func receive(subscription: Subscription) {
        state.withLock { $0.subscription = subscription }
    }

    func receive(_ input: Int) -> Subscribers.Demand {
        received.withLock { $0.append(input) }
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {
        state.withLock { $0.finished = true }
    }

    func request(_ demand: Subscribers.Demand) {
        state.withLock { $0.subscription }?.request(demand)
    }

    var isFinished: Bool { state.withLock { $0.finished } }
}
