import OpenCombine
import TestSupport
import VSM
import VSMCombineTesting
import VSMTesting
import XCTest

/// A recorder owns what it records from: cancelling it, or letting it go, stops the source.
final class RecorderLifetimeTests: XCTestCase {
    func test_cancel_stopsThePublisherSubscription_andLaterStatesAreDropped() async {
        let subject = PassthroughSubject<LoadState, Never>()
        let cancelled = Flag()
        let journey = StateRecorder(recording: subject.handleEvents(receiveCancel: { cancelled.set() }))
        subject.send(.loading)
        journey.cancel()
        subject.send(.loaded("late"))
        XCTAssertTrue(cancelled.isSet)
        XCTAssertEqual(journey.states, [.loading])
        XCTAssertFalse(journey.isFinished, "cancelled is not finished")
        let (_, failures) = await collectFailures { await journey.expectFinished([.loading]) }
        XCTAssertEqual(failures.map(\.message), ["The action was cancelled after 1 state."])
    }

    func test_lettingTheRecorderGo_cancelsItsSubscription() {
        let subject = PassthroughSubject<LoadState, Never>()
        let cancelled = Flag()
        var journey: StateRecorder<LoadState>? = StateRecorder(recording: subject.handleEvents(receiveCancel: { cancelled.set() }))
        XCTAssertNotNil(journey)
        journey = nil
        XCTAssertTrue(cancelled.isSet)
    }

    func test_cancel_stopsAStateSequence_beforeItsNextStep() async {
        let gate = Gate()
        let secondStepRan = Flag()
        let journey = StateRecorder(recording: StateSequence<LoadState>(
            { .loading },
            { await gate.wait(); return .loaded("slow") },
            { secondStepRan.set(); return .loaded("never") }
        ))
        await journey.expect([.loading])
        await waitUntil("the slow step is waiting") { gate.waiterCount == 1 }
        journey.cancel()
        gate.open()
        await drainMainActor(rounds: 50)
        XCTAssertEqual(journey.states, [.loading])
        XCTAssertFalse(secondStepRan.isSet, "a cancelled StateSequence runs no further step")
    }

    func test_aCustomSource_recordsAndFinishes_andIgnoresWhatComesAfterTheEnd() async {
        let journey = StateRecorder<LoadState>()
        let stopped = Flag()
        journey.setCancellation { stopped.set() }
        journey.record(.loading)
        journey.finish()
        journey.record(.loaded("after the end"))
        journey.finish(throwing: Boom())
        XCTAssertEqual(journey.states, [.loading])
        XCTAssertNil(journey.error, "the first end stands")
        journey.cancel()
        XCTAssertFalse(stopped.isSet, "a finished source is not cancelled")
        let (_, failures) = await collectFailures { await journey.expectFinished([.loading]) }
        XCTAssertEqual(failures, [])
    }

    func test_recordingFromManyThreads_losesNothing() async {
        let journey = StateRecorder<Int>()
        DispatchQueue.concurrentPerform(iterations: 1_000) { journey.record($0) }
        let states = await journey.waitForStates(1_000)
        XCTAssertEqual(Set(states), Set(0..<1_000))
    }
}
