import Dispatch
import Foundation
import OpenCombine
import TestSupport
import VSM
import VSMCombine
import XCTest

final class PublisherObservationTests: XCTestCase {
    @MainActor
    func testCurrentValueSubjectOnMainThreadRendersSynchronously() async {
        let container = StateContainer(state: 0)
        var seen: [Int] = []
        let token = container.observeDidSet { seen.append($0) }
        let subject = CurrentValueSubject<Int, Never>(1)

        container.observe(subject)
        XCTAssertEqual(container.state, 1, "the current value lands before observe returns")
        subject.send(2)
        XCTAssertEqual(container.state, 2, "a main-thread send lands before send returns")

        XCTAssertEqual(seen, [1, 2])
        withExtendedLifetime(token) {}
    }

    @MainActor
    func testPassthroughSubjectFromBackgroundArrivesLaterOnMainInOrder() async {
        let container = StateContainer(state: -1)
        var seen: [Int] = []
        var offMain = false
        let token = container.observeDidSet {
            seen.append($0)
            if !Thread.isMainThread { offMain = true }
        }
        let subject = PassthroughSubject<Int, Never>()
        container.observe(subject)

        CrossThread(subject: subject).sendFromBackground { subject in
            for value in 0..<1_000 { subject.send(value) }
        }
        XCTAssertEqual(container.state, -1, "background states land later, on the main actor")

        await waitUntil("all states") { seen.count == 1_000 }
        XCTAssertEqual(seen, Array(0..<1_000))
        XCTAssertFalse(offMain)
        withExtendedLifetime(token) {}
    }

    @MainActor
    func testMainThreadValueWaitsBehindQueuedBackgroundValues() async {
        let container = StateContainer(state: "start")
        var seen: [String] = []
        let token = container.observeDidSet { seen.append($0) }
        let subject = PassthroughSubject<String, Never>()
        container.observe(subject)

        CrossThread(subject: subject).sendFromBackground { $0.send("background") }
        subject.send("main")  // must not overtake the queued background value

        await waitUntil("both states") { seen.count == 2 }
        XCTAssertEqual(seen, ["background", "main"])
        withExtendedLifetime(token) {}
    }

    @MainActor
    func testNewObserveCancelsOldSubscription() async {
        let container = StateContainer(state: 0)
        let cancelled = Flag()
        let old = PassthroughSubject<Int, Never>()
        container.observe(old.handleEvents(receiveCancel: { cancelled.set() }))

        container.observe(5)

        XCTAssertTrue(cancelled.isSet, "the old subscription is cancelled synchronously")
        old.send(99)
        await drainMainActor()
        XCTAssertEqual(container.state, 5)
    }

    @MainActor
    func testStateQueuedBeforeNewObserveNeverLands() async {
        for _ in 0..<100 {
            let container = StateContainer(state: "start")
            var seen: [String] = []
            let token = container.observeDidSet { seen.append($0) }
            let subject = PassthroughSubject<String, Never>()
            container.observe(subject)

            // Queued for the main thread, which is blocked until the send is done.
            CrossThread(subject: subject).sendFromBackground { $0.send("stale") }
            container.observe("fresh")
            await drainMainActor()

            XCTAssertEqual(seen, ["fresh"])
            withExtendedLifetime(token) {}
        }
    }

    @MainActor
    func testReleasingContainerCancelsSubscription() async {
        let cancelled = Flag()
        let subject = PassthroughSubject<Int, Never>()
        weak var weakContainer: StateContainer<Int>?
        do {
            let container = StateContainer(state: 0)
            weakContainer = container
            container.observe(subject.handleEvents(receiveCancel: { cancelled.set() }))
            subject.send(1)
            XCTAssertEqual(container.state, 1)
        }
        XCTAssertNil(weakContainer, "a subscription must not keep its container alive")
        XCTAssertTrue(cancelled.isSet)
    }

    @MainActor
    func testFinishedPublisherKeepsLastState() async {
        let container = StateContainer(state: 0)
        container.observe([1, 2, 3].publisher)
        XCTAssertEqual(container.state, 3)
    }

    @MainActor
    func testRenderThatObservesDuringSynchronousPublisherCancelsIt() async {
        let container = StateContainer(state: 0)
        var seen: [Int] = []
        let token = container.observeDidSet { state in
            seen.append(state)
            if state == 1 { container.observe(100) }
        }

        container.observe([1, 2, 3].publisher)

        XCTAssertEqual(seen, [1, 100], "the superseded publisher's later values never land")
        withExtendedLifetime(token) {}
    }

    @MainActor
    func testDebouncedPublisherEvaluatesOnlyTheLastExpression() async {
        let container = StateContainer(state: 0)
        let built = Counter()
        func action(_ value: Int) -> AnyPublisher<Int, Never> {
            built.increment()
            return Just(value).eraseToAnyPublisher()
        }

        for value in 1...3 {
            container.observe(action(value), debounced: .milliseconds(20), identifier: "save")
        }
        for value in 10...12 {
            container.observe(action(value), debounced: .milliseconds(40))
        }

        await waitUntil("both identifiers to run") { built.count == 2 && container.state == 12 }
        await drainMainActor()
        XCTAssertEqual(built.count, 2)
    }
}
