import TestSupport
import XCTest
@testable import VSM

/// Debouncing against a manual clock: deadlines are fixed when `observe` is called, so
/// advancing the clock decides deterministically which calls run.
final class DebounceTests: XCTestCase {
    private let dueTime = Duration.seconds(1)

    @MainActor
    private func makeContainer() -> (StateContainer<Int>, ManualClock) {
        let clock = ManualClock()
        return (StateContainer(state: 0, debounceClock: clock), clock)
    }

    @MainActor
    func testThreeRapidCallsRunOnlyTheLast() async {
        let (container, clock) = makeContainer()
        let recorder = DidSetRecorder(container)
        let evaluated = Counter()
        func action(_ value: Int) -> Int {
            evaluated.increment()
            return value
        }

        for value in 1...3 {
            container.observe(action(value), debounced: dueTime, identifier: "search")
        }
        clock.advance(by: dueTime)

        await waitUntil("the last call to run") { container.state == 3 }
        await drainMainActor()
        XCTAssertEqual(recorder.states, [3])
        XCTAssertEqual(evaluated.count, 1, "superseded autoclosures must never be evaluated")
    }

    @MainActor
    func testCallsCloserThanDueTimeRunOnce() async {
        let (container, clock) = makeContainer()
        let recorder = DidSetRecorder(container)

        for value in 1...5 {
            container.observe(value, debounced: dueTime, identifier: "typing")
            clock.advance(by: dueTime * 0.2)
        }
        // Only 0.2 s since the last call: nothing may have run yet.
        await drainMainActor()
        XCTAssertEqual(recorder.states, [])

        clock.advance(by: dueTime)
        await waitUntil("the debounced call") { container.state == 5 }
        await drainMainActor()
        XCTAssertEqual(recorder.states, [5])
    }

    @MainActor
    func testCallsFartherApartThanDueTimeBothRun() async {
        let (container, clock) = makeContainer()
        let recorder = DidSetRecorder(container)

        container.observe(1, debounced: dueTime, identifier: "typing")
        clock.advance(by: dueTime * 2)
        await waitUntil("the first call") { container.state == 1 }
        container.observe(2, debounced: dueTime, identifier: "typing")
        clock.advance(by: dueTime * 2)
        await waitUntil("the second call") { container.state == 2 }

        XCTAssertEqual(recorder.states, [1, 2])
    }

    @MainActor
    func testTwoCallSitesAreIndependent() async {
        let (container, clock) = makeContainer()
        let recorder = DidSetRecorder(container)

        container.observe(1, debounced: dueTime)
        container.observe(2, debounced: dueTime)
        clock.advance(by: dueTime)

        await waitUntil("both call sites to run") { recorder.states.count == 2 }
        await drainMainActor()
        XCTAssertEqual(recorder.states.sorted(), [1, 2])
    }

    @MainActor
    func testSameCallSiteSupersedesItself() async {
        let (container, clock) = makeContainer()
        let recorder = DidSetRecorder(container)

        for value in 1...4 {
            container.observe(value, debounced: dueTime)  // one call site, four calls
        }
        clock.advance(by: dueTime)

        await waitUntil("the last call") { container.state == 4 }
        await drainMainActor()
        XCTAssertEqual(recorder.states, [4])
    }

    @MainActor
    func testSameExplicitIdentifierNeverInvokesSupersededClosure() async {
        let (container, clock) = makeContainer()
        let firstInvocations = Counter()
        let secondInvocations = Counter()

        container.observeAsync({
            firstInvocations.increment()
            return 1
        }, debounced: dueTime, identifier: "save")
        container.observeAsync({
            secondInvocations.increment()
            return 2
        }, debounced: dueTime, identifier: "save")
        clock.advance(by: dueTime)

        await waitUntil("the surviving closure's state") { container.state == 2 }
        await drainMainActor()
        XCTAssertEqual(firstInvocations.count, 0)
        XCTAssertEqual(secondInvocations.count, 1)
    }

    @MainActor
    func testDifferentExplicitIdentifiersAreIndependent() async {
        let (container, clock) = makeContainer()
        let recorder = DidSetRecorder(container)

        container.observe(1, debounced: dueTime, identifier: "a")
        container.observe(2, debounced: dueTime * 3, identifier: "b")
        clock.advance(by: dueTime)
        await waitUntil("identifier a") { container.state == 1 }
        clock.advance(by: dueTime * 2)
        await waitUntil("identifier b") { container.state == 2 }

        XCTAssertEqual(recorder.states, [1, 2])
    }

    @MainActor
    func testTenConcurrentCallersRunOnce() async {
        let (container, clock) = makeContainer()
        let recorder = DidSetRecorder(container)
        let invocations = Counter()

        await withTaskGroup(of: Void.self) { group in
            for caller in 1...10 {
                group.addTask {
                    await container.observeAsync({
                        invocations.increment()
                        return caller
                    }, debounced: .seconds(1), identifier: "shared")
                }
            }
        }
        clock.advance(by: dueTime)

        await waitUntil("one run") { recorder.states.count == 1 }
        await drainMainActor()
        XCTAssertEqual(recorder.states.count, 1)
        XCTAssertEqual(invocations.count, 1)
    }

    @MainActor
    func testDebouncedSequenceFormsEvaluateOnlyTheLast() async {
        let (container, clock) = makeContainer()
        let recorder = DidSetRecorder(container)
        let built = Counter()
        func sequence(_ base: Int) -> StateSequence<Int> {
            built.increment()
            return StateSequence({ base }, { base + 1 })
        }

        container.observe(sequence(10), debounced: dueTime, identifier: "seq")
        container.observe(sequence(20), debounced: dueTime, identifier: "seq")
        clock.advance(by: dueTime)
        await waitUntil("the surviving sequence") { recorder.states.count == 2 }

        container.observeAsync({ StateSequence({ 30 }) }, debounced: dueTime, identifier: "async-seq")
        container.observeAsync({ StateSequence({ 40 }) }, debounced: dueTime, identifier: "async-seq")
        clock.advance(by: dueTime)
        await waitUntil("the surviving async sequence") { recorder.states.count == 3 }
        await drainMainActor()

        XCTAssertEqual(built.count, 1)
        XCTAssertEqual(recorder.states, [20, 21, 40])
    }

    @MainActor
    func testPendingDebouncedCallIsDroppedWithItsContainer() async {
        let clock = ManualClock()
        let evaluated = Counter()
        weak var weakContainer: StateContainer<Int>?
        do {
            let container = StateContainer(state: 0, debounceClock: clock)
            weakContainer = container
            container.observe({ evaluated.increment() }(), debounced: dueTime, identifier: "x")
        }
        XCTAssertNil(weakContainer, "a pending debounced call must not keep its container alive")
        clock.advance(by: dueTime)
        await drainMainActor(rounds: 50)
        XCTAssertEqual(evaluated.count, 0)
    }

    @MainActor
    func testZeroDueTimeRunsAfterCurrentWork() async {
        let (container, _) = makeContainer()
        container.observe(7, debounced: .zero, identifier: "now")
        XCTAssertEqual(container.state, 0, "debounced calls never run synchronously")
        await waitUntil("the zero-delay call") { container.state == 7 }
    }
}
