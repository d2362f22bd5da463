import TestSupport
import XCTest
@testable import VSM

/// Debounce with a `TimeInterval` (seconds as a `Double`), as the Apple library takes it:
/// `observe(_:debounced: 0.3)`. Every form, against a manual clock.
final class TimeIntervalDebounceTests: XCTestCase {
    @MainActor
    private func makeContainer() -> (StateContainer<Int>, ManualClock) {
        let clock = ManualClock()
        return (StateContainer(state: 0, debounceClock: clock), clock)
    }

    @MainActor
    func testFloatLiteralDueTimeWaitsThatManySeconds() async {
        let (container, clock) = makeContainer()
        let recorder = DidSetRecorder(container)

        container.observe(1, debounced: 0.3)
        container.observe(2, debounced: 0.3, identifier: "typing")
        container.observe(3, debounced: 0.3, identifier: "typing")
        clock.advance(by: .milliseconds(299))
        await drainMainActor()
        XCTAssertEqual(recorder.states, [], "0.3 s have not passed yet")

        clock.advance(by: .milliseconds(1))
        await waitUntil("both identifiers to run") { recorder.states.count == 2 }
        await drainMainActor()
        XCTAssertEqual(recorder.states.sorted(), [1, 3], "the superseded call (2) never runs")
    }

    @MainActor
    func testEveryActionShapeAcceptsSeconds() async {
        let (container, clock) = makeContainer()
        let recorder = DidSetRecorder(container)

        container.observeAsync({ 1 }, debounced: 0.5, identifier: "async")
        container.observeAsync({ 2 }, debounced: 0.5)
        container.observe(StateSequence({ 3 }), debounced: 0.5, identifier: "sequence")
        container.observe(StateSequence({ 4 }), debounced: 0.5)
        container.observeAsync({ StateSequence({ 5 }) }, debounced: 0.5, identifier: "async sequence")
        container.observeAsync({ StateSequence({ 6 }) }, debounced: 0.5)
        let ran = Counter()
        container.debounceAction(identifier: "raw", dueTime: 0.5) { ran.increment() }
        clock.advance(by: .milliseconds(499))
        await drainMainActor()
        XCTAssertEqual(recorder.states, [])
        XCTAssertEqual(ran.count, 0)

        clock.advance(by: .milliseconds(1))
        // Each debounced call starts a new action that cancels the running one, so not every
        // state lands; each call's action is started, which the last state and the raw
        // action show.
        await waitUntil("the raw debounced action") { ran.count == 1 }
        await waitUntil("a debounced state") { !recorder.states.isEmpty }
    }

    @MainActor
    func testNegativeAndNaNMeanNoWaitAndNothingIsLost() async {
        let (container, clock) = makeContainer()
        let recorder = DidSetRecorder(container)

        container.observe(1, debounced: -2.0, identifier: "negative")
        container.observe(2, debounced: .nan, identifier: "nan")
        clock.advance(by: .zero)

        await waitUntil("both calls to run without the clock moving") { recorder.states.count == 2 }
        XCTAssertEqual(recorder.states.sorted(), [1, 2])
    }

    @MainActor
    func testInfinityIsClampedNotATrapAndALaterCallStillWins() async {
        let (container, clock) = makeContainer()
        let recorder = DidSetRecorder(container)

        container.observe(1, debounced: .infinity, identifier: "search")
        clock.advance(by: .seconds(3_600))
        await drainMainActor()
        XCTAssertEqual(recorder.states, [], "an infinite wait has not ended after an hour")

        container.observe(2, debounced: 0.1, identifier: "search")
        clock.advance(by: .milliseconds(100))
        await waitUntil("the later call") { container.state == 2 }
        await drainMainActor()
        XCTAssertEqual(recorder.states, [2])
    }

    func testConversion() {
        XCTAssertEqual(Duration(debounceInterval: 0.3), .milliseconds(300))
        XCTAssertEqual(Duration(debounceInterval: 2), .seconds(2))
        XCTAssertEqual(Duration(debounceInterval: 0), .zero)
        XCTAssertEqual(Duration(debounceInterval: -1), .zero)
        XCTAssertEqual(Duration(debounceInterval: -.infinity), .zero)
        XCTAssertEqual(Duration(debounceInterval: .nan), .zero)
        XCTAssertEqual(Duration(debounceInterval: .infinity), Duration.maximumDebounceInterval)
        XCTAssertEqual(Duration(debounceInterval: 1e300), Duration.maximumDebounceInterval)
    }
}
