import TestSupport
import VSM
import VSMTesting
import XCTest

/// The manual clock makes debouncing and timed actions deterministic.
final class ManualClockTests: XCTestCase {
    @MainActor
    func test_debouncedTyping_landsOnlyTheLastValue_whenTheClockSaysSo() async {
        let clock = ManualClock()
        let search = StateContainer(state: "", debounceClock: clock)
        let journey = StateRecorder(recording: search)
        for query in ["s", "sw", "swi", "swift"] {
            search.observe(query, debounced: .milliseconds(300), identifier: "search")
            clock.advance(by: .milliseconds(100))
        }
        await drainMainActor()
        XCTAssertEqual(journey.states, [], "only 100 ms since the last keystroke")
        clock.advance(by: .milliseconds(200))
        await journey.expect(["swift"])
    }

    func test_aTimedActionOfYourOwn_waitsForItsSleepBeforeTheClockMoves() async {
        let clock = ManualClock()
        // A model that computes its deadline when its task starts: advancing too early would
        // leave it asleep for ever, so the test waits for the sleep first.
        let journey = StateRecorder(recording: StateSequence<LoadState>(
            { .loading },
            {
                try? await clock.sleep(for: .seconds(2))
                return .loaded("after two seconds")
            }
        ))
        await journey.expect([.loading])
        await clock.waitForSleepers(1)
        XCTAssertEqual(clock.sleeperCount, 1)
        clock.advance(by: .seconds(1))
        XCTAssertEqual(clock.sleeperCount, 1, "one second is not enough")
        clock.advance(by: .seconds(1))
        await journey.expectFinished([.loading, .loaded("after two seconds")])
        XCTAssertEqual(clock.now.offset, .seconds(2))
    }

    func test_aSleepThatIsCancelled_throws_andLeavesTheClock() async {
        let clock = ManualClock()
        let task = Task { try await clock.sleep(for: .seconds(1)) }
        await clock.waitForSleepers(1)
        task.cancel()
        let result = await task.result
        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
        XCTAssertEqual(clock.sleeperCount, 0)
    }

    func test_aDeadlineInThePast_returnsAtOnce() async throws {
        let clock = ManualClock()
        clock.advance(by: .seconds(5))
        try await clock.sleep(until: .init(offset: .seconds(1)))
        XCTAssertEqual(clock.sleeperCount, 0)
    }

    func test_waitingForSleepersThatNeverCome_failsWithTheCount() async {
        let clock = ManualClock()
        let (arrived, failures) = await collectFailures { await clock.waitForSleepers(2, timeout: .milliseconds(20)) }
        XCTAssertFalse(arrived)
        XCTAssertEqual(failures.map(\.message),
                       ["Timed out after 20 milliseconds waiting for 2 sleep(s) on the manual clock; 0 waiting."])
    }

    @MainActor
    func test_waitUntil_reportsWhatItWaitedFor_whenTheConditionNeverHolds() async {
        let (held, failures) = await collectFailures {
            await waitUntil("the impossible", timeout: .milliseconds(20)) { false }
        }
        XCTAssertFalse(held)
        XCTAssertEqual(failures.map(\.message), ["Timed out after 20 milliseconds waiting for the impossible."])
    }
}
