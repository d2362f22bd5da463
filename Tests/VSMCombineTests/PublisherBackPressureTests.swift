import Dispatch
import Foundation
import OpenCombine
import TestSupport
@testable import VSM
@testable import VSMCombine
import XCTest

/// An endless or fast publisher into a slow render: memory stays bounded, no state
/// is skipped, and the main thread never waits. Publishers known to produce only on demand are
/// held back through demand; every other publisher (subjects above all) gets unlimited demand
/// and its sending thread is held back instead.
final class PublisherBackPressureTests: XCTestCase {
    private var capacity: Int { BatchedStateDelivery<Int>.capacity }

    // MARK: Demand-driven publishers

    @MainActor
    func testSequencePublisherOnTheMainThreadYieldsToTheMainLoopAfterEachWindow() async {
        let container = StateContainer(state: -1)
        var seen: [Int] = []
        let token = container.observeDidSet { seen.append($0) }
        let count = 5 * capacity + 7

        // Through an operator: demand-driven because what it wraps is.
        container.observe((0..<count).publisher.subscribe(on: ImmediateScheduler.shared))

        XCTAssertEqual(seen.count, capacity, "one window, rendered before observe returns")
        await waitUntil("every state") { seen.count == count }
        XCTAssertEqual(seen, Array(0..<count), "then the rest, in order, each rendered")
        withExtendedLifetime(token) {}
    }

    @MainActor
    func testShortSequencePublisherStillRendersEveryStateBeforeObserveReturns() async {
        let container = StateContainer(state: -1)
        var seen: [Int] = []
        let token = container.observeDidSet { seen.append($0) }

        container.observe([1, 2, 3].publisher)
        XCTAssertEqual(seen, [1, 2, 3])
        container.observe(Just(4))
        XCTAssertEqual(seen, [1, 2, 3, 4])
        withExtendedLifetime(token) {}
    }

    @MainActor
    func testSupersedingAnEndlessSequencePublisherStopsIt() async {
        let container = StateContainer(state: -1)
        let produced = Counter()
        var rendered = 0
        let token = container.observeDidSet { _ in rendered += 1 }
        container.observe((0...).lazy.map { value -> Int in
            produced.increment()
            return value
        }.publisher)
        await waitUntil("three windows") { rendered >= 3 * capacity }

        container.observe(-5)
        let producedWhenSuperseded = produced.count
        // The producer runs on the buffer's thread; nothing it does after the cancellation
        // is observable except producing, so this watches it for 25 ms.
        await drainMainActor(rounds: 5, pause: .milliseconds(5))

        XCTAssertEqual(produced.count, producedWhenSuperseded, "no more is produced once superseded")
        XCTAssertLessThanOrEqual(produced.count, rendered + capacity, "never more than a window ahead")
        XCTAssertEqual(container.state, -5)
        withExtendedLifetime(token) {}
    }

    @MainActor
    func testDemandDrivenPublisherOnABackgroundQueueStaysBoundedAndNeverBlocksIt() async {
        let container = StateContainer(state: -1)
        let delivery = container.beginBatchedAction(onCancel: {})
        let count = 20_000
        let publisher = BackgroundRangePublisher(count: count)
        let subscriber = BatchedSubscriber(delivery: delivery, for: publisher, send: delivery.send)
        var seen: [Int] = []
        var maxAhead = 0
        let token = container.observeDidSet { state in
            seen.append(state)
            maxAhead = max(maxAhead, publisher.produced.count - seen.count)
            spin(microseconds: 10)
        }

        XCTAssertTrue(subscriber.usesDemand)
        publisher.subscribe(subscriber)

        await waitUntil("every state", timeout: .seconds(60)) { seen.count == count }
        XCTAssertEqual(seen, Array(0..<count), "in order, none skipped")
        XCTAssertLessThanOrEqual(maxAhead, capacity, "never more than the window ahead of the render")
        XCTAssertLessThanOrEqual(delivery.peakPendingStates, capacity)
        XCTAssertEqual(delivery.blockedSendCount, 0, "held back by demand: its thread never blocked")
        withExtendedLifetime((token, subscriber)) {}
    }

    // MARK: Subjects and every other publisher

    @MainActor
    func testErasedSubjectSentToFromABackgroundThreadLosesNothingAndStaysBounded() async {
        let container = StateContainer(state: -1)
        let delivery = container.beginBatchedAction(onCancel: {})
        // A loaded machine (or ThreadSanitizer) can stall the main thread past the 50 ms
        // deadlock breaker, which would let the sender run ahead: make the bound exact here.
        delivery.setStallTimeout(nanoseconds: 60_000_000_000)
        let subject = PassthroughSubject<Int, Never>()
        let erased = subject.eraseToAnyPublisher()
        let subscriber = BatchedSubscriber(delivery: delivery, for: erased, send: delivery.send)
        let sent = Counter()
        let count = 20_000
        var seen: [Int] = []
        var maxAhead = 0
        let token = container.observeDidSet { state in
            seen.append(state)
            maxAhead = max(maxAhead, sent.count - seen.count)
            spin(microseconds: 10)
        }

        XCTAssertFalse(subscriber.usesDemand, "withheld demand would make the subject drop states")
        erased.subscribe(subscriber)
        let shared = CrossThread(subject: subject)
        DispatchQueue.global().async {
            for value in 0..<count {
                sent.increment()
                shared.subject.send(value)
            }
        }

        await waitUntil("every state", timeout: .seconds(60)) { seen.count == count }
        XCTAssertEqual(seen, Array(0..<count), "in order, none dropped")
        XCTAssertLessThanOrEqual(maxAhead, 2 * capacity + 1, "one buffer waiting, one batch applying")
        XCTAssertGreaterThan(delivery.blockedSendCount, 0, "the sending thread was held back")
        withExtendedLifetime((token, subscriber)) {}
    }

    @MainActor
    func testSubjectSentToFromTheMainThreadWhileBackgroundStatesWaitNeverBlocksIt() async {
        let container = StateContainer(state: -1)
        var seen: [Int] = []
        let token = container.observeDidSet { seen.append($0) }
        let subject = PassthroughSubject<Int, Never>()
        container.observe(subject)
        // While the main thread waits here, a background sender fills the buffer and more
        // (the 50 ms breaker lets it through, since the main thread is the one waiting).
        let waiting = 2 * capacity
        CrossThread(subject: subject).sendFromBackground { subject in
            for value in 0..<waiting { subject.send(value) }
        }

        for value in 0..<3 * capacity { subject.send(100_000 + value) }

        XCTAssertEqual(seen.count, 5 * capacity, "applied before the main thread's last send returned")
        XCTAssertTrue(seen.elementsEqual(Array(0..<2 * capacity) + (0..<3 * capacity).map { 100_000 + $0 }))
        withExtendedLifetime(token) {}
    }

    @MainActor
    func testSupersedingDropsTheWaitingStatesOfASubjectAndUnsubscribes() async {
        let container = StateContainer(state: -1)
        var seen: [Int] = []
        let token = container.observeDidSet { seen.append($0) }
        let subject = PassthroughSubject<Int, Never>()
        container.observe(subject)
        CrossThread(subject: subject).sendFromBackground { subject in
            for value in 0..<500 { subject.send(value) }  // waiting for the main thread
        }

        container.observe(-2)
        CrossThread(subject: subject).sendFromBackground { $0.send(999) }
        await drainMainActor()

        XCTAssertEqual(seen, [-2], "nothing of the superseded subject lands")
        withExtendedLifetime(token) {}
    }
}

/// Busy-waits `microseconds`: a render with a known cost that keeps the thread on the CPU.
private func spin(microseconds: Int) {
    let end = ContinuousClock.now.advanced(by: .microseconds(microseconds))
    while ContinuousClock.now < end {}
}

/// `0..<count`, produced on a serial background queue only as demand allows: a well-behaved
/// cold publisher that is not on the main thread. Counts what it produced.
///
/// `@unchecked Sendable`: immutable apart from `produced`, a thread-safe counter.
private final class BackgroundRangePublisher: Publisher, DemandDrivenPublisher, @unchecked Sendable {
    typealias Output = Int
    typealias Failure = Never

    let count: Int
    let produced = Counter()

    init(count: Int) {
        self.count = count
    }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
        subscriber.receive(subscription: RangeSubscription(publisher: self, subscriber: AnySubscriber(subscriber)))
    }

    /// Delivers on its own serial queue: never two calls at once, never beyond demand.
    ///
    /// `@unchecked Sendable`: `demand`, `next` and `cancelled` are only touched on `queue`.
    private final class RangeSubscription: Subscription, @unchecked Sendable {
        let publisher: BackgroundRangePublisher
        var subscriber: AnySubscriber<Int, Never>?
        let queue = DispatchQueue(label: "BackgroundRangePublisher")
        var demand = Subscribers.Demand.none
        var next = 0

        init(publisher: BackgroundRangePublisher, subscriber: AnySubscriber<Int, Never>) {
            self.publisher = publisher
            self.subscriber = subscriber
        }

        func request(_ more: Subscribers.Demand) {
            queue.async { [self] in
                demand += more
                while demand > 0, next < publisher.count, let subscriber {
                    demand -= 1
                    publisher.produced.increment()
                    demand += subscriber.receive(next)
                    next += 1
                }
                if next == publisher.count, let subscriber {
                    self.subscriber = nil
                    subscriber.receive(completion: .finished)
                }
            }
        }

        func cancel() {
            queue.async { [self] in subscriber = nil }
        }
    }
}
