import Dispatch
import OpenCombine
import TestSupport
import VSM
import VSMCombine
import XCTest

/// `merge(with:)` with Combine's semantics: both upstreams at once, values interleaved as
/// they arrive, demand respected, finishes when both finish, cancellation reaches both.
final class MergeTests: XCTestCase {
    private struct Broken: Error, Equatable {}

    func testValuesInterleaveInArrivalOrderAndFinishWhenBothFinish() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>()
        a.merge(with: b).subscribe(subscriber)

        a.send(1)
        b.send(10)
        a.send(2)
        b.send(20)
        a.send(completion: .finished)
        b.send(30)
        XCTAssertEqual(subscriber.values, [1, 10, 2, 20, 30])
        XCTAssertTrue(subscriber.completions.isEmpty, "one upstream is still running")

        b.send(completion: .finished)
        XCTAssertEqual(subscriber.completions.count, 1)
        XCTAssertFalse(subscriber.overlapped.isSet)
    }

    func testJustThenAnotherPublisherDeliversTheJustFirst() {
        let later = PassthroughSubject<String, Never>()
        let subscriber = RecordingSubscriber<String, Never>()
        Just("loading").merge(with: later).subscribe(subscriber)

        XCTAssertEqual(subscriber.values, ["loading"], "the Just lands during subscribe")
        later.send("loaded")
        later.send(completion: .finished)
        XCTAssertEqual(subscriber.values, ["loading", "loaded"])
        XCTAssertEqual(subscriber.completions.count, 1)
    }

    func testTwoBackgroundUpstreamsAreSerializedKeepTheirOrderAndLoseNothing() {
        let count = 5_000
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>()
        a.merge(with: b).subscribe(subscriber)
        let senders = CrossThread(subject: (a, b))

        let group = DispatchGroup()
        for (index, offset) in [0, 1_000_000].enumerated() {
            DispatchQueue.global().async(group: group) {
                let subject = index == 0 ? senders.subject.0 : senders.subject.1
                for value in 0..<count { subject.send(offset + value) }
                subject.send(completion: .finished)
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + 30), .success)

        let values = subscriber.values
        XCTAssertEqual(values.count, 2 * count)
        XCTAssertEqual(values.filter { $0 < 1_000_000 }, Array(0..<count))
        XCTAssertEqual(values.filter { $0 >= 1_000_000 }, Array(1_000_000..<(1_000_000 + count)))
        XCTAssertEqual(subscriber.completions.count, 1)
        XCTAssertFalse(subscriber.overlapped.isSet, "two upstream threads called the subscriber at once")
    }

    func testAnUpstreamThreadWaitsWhileTheOtherIsInsideTheSubscriber() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let inside = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let subscriber = RecordingSubscriber<Int, Never>(onValue: { value in
            guard value == 1 else { return }
            inside.signal()
            _ = release.wait(timeout: .now() + 10)
        })
        a.merge(with: b).subscribe(subscriber)
        let senders = CrossThread(subject: (a, b))
        let sentB = DispatchSemaphore(value: 0)

        DispatchQueue.global().async { senders.subject.0.send(1) }
        XCTAssertEqual(inside.wait(timeout: .now() + 10), .success, "the first value reached the subscriber")
        DispatchQueue.global().async {
            senders.subject.1.send(2)
            sentB.signal()
        }
        // While 1 is being received, b's thread must wait: its send cannot return yet.
        XCTAssertEqual(sentB.wait(timeout: .now() + .milliseconds(300)), .timedOut,
                       "b's value was delivered while the subscriber was still receiving a's")
        release.signal()

        XCTAssertEqual(sentB.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(subscriber.values, [1, 2])
        XCTAssertFalse(subscriber.overlapped.isSet)
    }

    func testCancellationReachesBothUpstreamsAndNothingArrivesAfterIt() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let cancelledA = Flag()
        let cancelledB = Flag()
        let subscriber = RecordingSubscriber<Int, Never>()
        a.handleEvents(receiveCancel: { cancelledA.set() })
            .merge(with: b.handleEvents(receiveCancel: { cancelledB.set() }))
            .subscribe(subscriber)
        a.send(1)

        subscriber.subscription?.cancel()
        a.send(2)
        b.send(3)
        b.send(completion: .finished)

        XCTAssertTrue(cancelledA.isSet)
        XCTAssertTrue(cancelledB.isSet)
        XCTAssertEqual(subscriber.values, [1])
        XCTAssertTrue(subscriber.completions.isEmpty)
    }

    func testCancellingInsideReceiveSubscriptionCancelsUpstreamsBeforeTheyEmit() {
        let cancelled = Counter()
        let subscriber = CancelOnSubscribe()
        Just(1).handleEvents(receiveCancel: { cancelled.increment() })
            .merge(with: Just(2).handleEvents(receiveCancel: { cancelled.increment() }))
            .subscribe(subscriber)

        XCTAssertEqual(cancelled.count, 2, "each upstream's subscription is cancelled on arrival")
        XCTAssertEqual(subscriber.received.count, 0)
    }

    func testBoundedDemandIsNeverExceeded() {
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(2))
        [1, 2, 3].publisher.merge(with: [10, 20, 30].publisher).subscribe(subscriber)

        XCTAssertEqual(subscriber.values.count, 2, "requested 2")
        XCTAssertTrue(subscriber.completions.isEmpty)

        subscriber.subscription?.request(.max(3))
        XCTAssertEqual(subscriber.values.count, 5, "requested 5 in all")
        XCTAssertTrue(subscriber.completions.isEmpty, "one value still waits for demand")

        subscriber.subscription?.request(.max(1))
        let values = subscriber.values
        XCTAssertEqual(values.count, 6)
        XCTAssertEqual(values.filter { $0 < 10 }, [1, 2, 3])
        XCTAssertEqual(values.filter { $0 >= 10 }, [10, 20, 30])
        XCTAssertEqual(subscriber.completions.count, 1, "both finished and nothing waits")

        subscriber.subscription?.request(.none)  // bad input: ignored, nothing more happens
        subscriber.subscription?.request(.max(5))
        XCTAssertEqual(subscriber.values.count, 6)
        XCTAssertEqual(subscriber.completions.count, 1)
    }

    func testDemandReturnedFromReceiveIsHonoured() {
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(1), demandPerValue: .max(1))
        (1...4).publisher.merge(with: (5...8).publisher).subscribe(subscriber)

        XCTAssertEqual(subscriber.values.sorted(), Array(1...8))
        XCTAssertEqual(subscriber.completions.count, 1)
    }

    func testTheFirstFailureEndsTheMergeAndCancelsTheOther() {
        let a = PassthroughSubject<Int, Broken>()
        let b = PassthroughSubject<Int, Broken>()
        let cancelledB = Flag()
        let subscriber = RecordingSubscriber<Int, Broken>()
        a.merge(with: b.handleEvents(receiveCancel: { cancelledB.set() })).subscribe(subscriber)

        b.send(1)
        a.send(completion: .failure(Broken()))
        b.send(2)
        a.send(completion: .failure(Broken()))

        XCTAssertEqual(subscriber.values, [1])
        XCTAssertEqual(subscriber.completions.count, 1)
        if case .failure(let error) = subscriber.completions.first {
            XCTAssertEqual(error, Broken())
        } else {
            XCTFail("expected the failure, got \(subscriber.completions)")
        }
        XCTAssertTrue(cancelledB.isSet)
    }

    func testASubscriberThatFeedsAnUpstreamDoesNotDeadlockOrOverlap() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let feedback = CrossThread(subject: a)
        let subscriber = RecordingSubscriber<Int, Never>(onValue: { value in
            if value < 3 { feedback.subject.send(value + 1) }
        })
        a.merge(with: b).subscribe(subscriber)

        a.send(1)

        XCTAssertEqual(subscriber.values, [1, 2, 3])
        XCTAssertFalse(subscriber.overlapped.isSet)
    }

    @MainActor
    func testSeedShapedActionLandsTheJustSynchronouslyThenTheBackgroundResult() async {
        let container = StateContainer(state: "initialized")
        var seen: [String] = []
        let token = container.observeDidSet { seen.append($0) }
        let result = PassthroughSubject<String, Never>()

        container.observe(Just("loading").merge(with: result).eraseToAnyPublisher())
        XCTAssertEqual(container.state, "loading", "the Just lands before observe returns")
        CrossThread(subject: result).sendFromBackground { result in
            result.send("loaded")
            result.send(completion: .finished)
        }

        await waitUntil("the background result") { container.state == "loaded" }
        XCTAssertEqual(seen, ["loading", "loaded"])
        withExtendedLifetime(token) {}
    }

    @MainActor
    func testANewActionCancelsBothUpstreamsOfTheMergedAction() async {
        let container = StateContainer(state: 0)
        let cancelled = Counter()
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        container.observe(
            a.handleEvents(receiveCancel: { cancelled.increment() })
                .merge(with: b.handleEvents(receiveCancel: { cancelled.increment() }))
        )
        a.send(1)
        XCTAssertEqual(container.state, 1)

        container.observe(5)
        b.send(2)

        XCTAssertEqual(cancelled.count, 2)
        XCTAssertEqual(container.state, 5)
    }
}

/// Cancels its subscription as soon as it receives it.
private final class CancelOnSubscribe: Subscriber {
    let combineIdentifier = CombineIdentifier()
    var received: [Int] = []

    func receive(subscription: Subscription) {
        subscription.cancel()
    }

    func receive(_ input: Int) -> Subscribers.Demand {
        received.append(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {}
}
