import IssueReporting
import OpenCombine
import VSM
import VSMCombineTesting
@testable import VSMTesting
import XCTest

/// What a test reads when a journey is wrong: which state differs, what arrived, and the
/// test line that expected it.
final class JourneyFailureTests: XCTestCase {
    func test_aWrongJourney_printsADiffOfExpectedAndActual_atTheCallersLine() async {
        let line: UInt = #line + 2
        let (states, failures) = await collectFailures {
            await expectStates(of: StateSequence<LoadState>({ .loading }, { .failed(message: "offline") }),
                               [.loading, .loaded("alice")])
        }
        XCTAssertEqual(states, [.loading, .failed(message: "offline")], "the states are returned all the same")
        XCTAssertEqual(failures.map(\.message), ["""
            The state journey differs from the expected one.

                  [0]: .loading
                - [1]: .loaded("alice")
                + [1]: .failed(message: "offline")

            (Expected: -, Actual: +)
            """])
        XCTAssertEqual(failures.first?.location.line, line)
        XCTAssertEqual(failures.first?.location.fileID, "VSMTestingTests/JourneyFailureTests.swift")
        XCTAssertEqual("\(failures.first?.location.filePath ?? "")", #filePath)
    }

    func test_aProjectedJourney_diffsTheProjections() async {
        let publisher = Just(ModelState.loading).append(Just(.loaded("zoe")))
        let (_, failures) = await collectFailures {
            await expectStates(of: publisher, ["loading", "loaded(alice)"], comparing: \.summary)
        }
        XCTAssertEqual(failures.map(\.message), ["""
            The state journey differs from the expected one.

                  [0]: "loading"
                - [1]: "loaded(alice)"
                + [1]: "loaded(zoe)"

            (Expected: -, Actual: +)
            """])
    }

    func test_anExtraState_isAFailure() async {
        let (_, failures) = await collectFailures {
            await expectStates(of: StateSequence<LoadState>({ .loading }, { .loaded("a") }, { .loaded("b") }),
                               [.loading, .loaded("a")])
        }
        XCTAssertEqual(failures.map(\.message), ["""
            The state journey differs from the expected one.

                  [0]: .loading
                  [1]: .loaded("a")
                + [2]: .loaded("b")

            (Expected: -, Actual: +)
            """])
    }

    func test_tooFewStatesWithinTheTimeout_saysHowManyArrived() async {
        let subject = PassthroughSubject<LoadState, Never>()
        let journey = StateRecorder(recording: subject)
        subject.send(.loading)
        let (_, failures) = await collectFailures {
            await journey.expect([.loading, .loaded("late")], timeout: .milliseconds(50))
        }
        XCTAssertEqual(failures.map(\.message), ["""
            Timed out after 50 milliseconds waiting for 2 states; 1 arrived.

                  [0]: .loading
                - [1]: .loaded("late")

            (Expected: -, Actual: +)
            """])
    }

    func test_aJourneyThatEndsShort_failsAtOnce_withoutWaitingForTheTimeout() async {
        let clock = ContinuousClock()
        let start = clock.now
        let (_, failures) = await collectFailures {
            await StateRecorder(recording: StateSequence<LoadState>({ .loading }))
                .expect([.loading, .loaded("never")], timeout: .seconds(30))
        }
        XCTAssertLessThan(clock.now - start, .seconds(5))
        XCTAssertEqual(failures.first?.message.components(separatedBy: "\n").first,
                       "The journey ended after 1 state (finished); expected 2 states.")
    }

    func test_anActionThatDoesNotFinish_failsExpectFinished_evenWithTheRightStates() async {
        let subject = CurrentValueSubject<LoadState, Never>(.loading)
        let (states, failures) = await collectFailures {
            await StateRecorder(recording: subject).expectFinished([.loading], timeout: .milliseconds(50))
        }
        XCTAssertEqual(states, [.loading])
        XCTAssertEqual(failures.map(\.message), ["The action did not finish within 50 milliseconds (1 state so far)."])
    }

    func test_aSequenceThatThrows_failsExpectFinished_andKeepsItsError() async {
        let throwing = AsyncThrowingStream<LoadState, any Error> { continuation in
            continuation.yield(.loading)
            continuation.finish(throwing: Boom())
        }
        let journey = StateRecorder(recording: throwing)
        let (_, failures) = await collectFailures { await journey.expectFinished([.loading]) }
        XCTAssertEqual(failures.map(\.message), ["The action threw boom after 1 state."])
        XCTAssertTrue(journey.error is Boom)
        XCTAssertTrue(journey.isFinished)
    }

    func test_aFailingPublisher_isRecordedAsThrowing() async {
        let failing = Just(LoadState.loading).setFailureType(to: Boom.self).append(Fail(error: Boom()))
        let journey = StateRecorder(recording: failing)
        await journey.waitUntilFinished()
        XCTAssertEqual(journey.states, [.loading])
        XCTAssertTrue(journey.error is Boom)
    }

    func test_theRightJourney_reportsNothing() async {
        let (_, failures) = await collectFailures {
            await expectStates(of: StateSequence<LoadState>({ .loading }, { .loaded("alice") }),
                               [.loading, .loaded("alice")])
            await StateRecorder(recording: Just(LoadState.loading)).expectFinished([.loading])
        }
        XCTAssertEqual(failures, [])
    }

    func test_withoutCollecting_failuresGoToTheRunningTest() {
        // Outside collectFailures the reporters are IssueReporting's defaults, which fail the
        // running test: checked by what they are, not by failing here.
        XCTAssertFalse(IssueReporters.current.isEmpty)
        XCTAssertFalse(IssueReporters.current.contains { $0 is FailureLog })
        let collected = collectFailures { reportIssue("x") }.failures
        XCTAssertEqual(collected.map(\.message), ["x"])
        XCTAssertEqual(collected.first?.location.line, #line - 2, "at the reporting line")
    }

    func test_tasksStartedInsideCollectFailures_reportToTheSameCollection() async {
        let (_, failures) = await collectFailures {
            await Task {
                reportFailure("from a child task", at: FailureLocation())
            }.value
        }
        XCTAssertEqual(failures.map(\.message), ["from a child task"])
    }
}

/// The diff itself: the shortest edit, whole journeys, multi-line states aligned.
final class JourneyDiffTests: XCTestCase {
    func test_aStateMissingInTheMiddle_isTheOnlyMarkedLine() async {
        let (_, failures) = await collectFailures {
            await expectStates(of: StateSequence<LoadState>({ .initialized }, { .loaded("x") }),
                               [.initialized, .loading, .loaded("x")])
        }
        XCTAssertEqual(failures.map(\.message), ["""
            The state journey differs from the expected one.

                  [0]: .initialized
                - [1]: .loading
                  [1]: .loaded("x")

            (Expected: -, Actual: +)
            """])
    }

    func test_aStructState_isDumpedOverSeveralMarkedLines() async {
        struct Profile: Equatable, Sendable {
            var name: String
            var friends: Int
        }
        let (_, failures) = await collectFailures {
            await expectStates(of: Profile(name: "alice", friends: 2), [Profile(name: "alice", friends: 3)])
        }
        XCTAssertEqual(failures.map(\.message), ["""
            The state journey differs from the expected one.

                - [0]: JourneyDiffTests.Profile(
                -        name: "alice",
                -        friends: 3
                -      )
                + [0]: JourneyDiffTests.Profile(
                +        name: "alice",
                +        friends: 2
                +      )

            (Expected: -, Actual: +)
            """])
    }
}
