import OpenCombine
import VSM
import VSMCombineTesting
import VSMTesting
import XCTest

/// `expectStates(of:)` and `StateRecorder` record every action shape VSM has — a plain
/// state, an async closure, an `AsyncSequence`, `StateSequence`, a closure returning a
/// sequence, a publisher — and a real container's journey.
final class ActionShapeTests: XCTestCase {
    func test_aPlainState_isAJourneyOfOneState() async {
        let (states, failures) = await collectFailures {
            await expectStates(of: LoadState.loaded("alice"), [.loaded("alice")])
        }
        XCTAssertEqual(states, [.loaded("alice")])
        XCTAssertEqual(failures, [])
    }

    func test_anAsyncClosure_isAJourneyOfItsState() async {
        let (states, failures) = await collectFailures {
            await expectStates(of: { @Sendable () async -> LoadState in
                await Task.yield()
                return .loaded("bob")
            }, [.loaded("bob")])
        }
        XCTAssertEqual(states, [.loaded("bob")])
        XCTAssertEqual(failures, [])
    }

    func test_aStateSequence_isEveryState_inOrder() async {
        let (states, failures) = await collectFailures {
            await expectStates(of: StateSequence<LoadState>({ .loading }, { .loaded("carol") }),
                               [.loading, .loaded("carol")])
        }
        XCTAssertEqual(states, [.loading, .loaded("carol")])
        XCTAssertEqual(failures, [])
    }

    func test_anyAsyncSequence_isEveryElement() async {
        let stream = AsyncStream<LoadState> { continuation in
            continuation.yield(.loading)
            continuation.yield(.failed(message: "offline"))
            continuation.finish()
        }
        let (_, failures) = await collectFailures {
            await expectStates(of: stream, [.loading, .failed(message: "offline")])
        }
        XCTAssertEqual(failures, [])
    }

    func test_aClosureReturningASequence_isEveryElementOfTheSequence() async {
        let (_, failures) = await collectFailures {
            await expectStates(of: { @Sendable () async -> StateSequence<LoadState> in
                StateSequence({ .loading }, { .loaded("dave") })
            }, [.loading, .loaded("dave")])
        }
        XCTAssertEqual(failures, [])
    }

    func test_aPublisher_isEveryValueUntilItCompletes() async {
        // The second state comes from another thread, as a repository's result does.
        let publisher = Just(LoadState.loading).append(Future { promise in
            let fulfil = Unchecked(promise)
            DispatchQueue.global().async { fulfil.value(.success(.loaded("erin"))) }
        })
        let (states, failures) = await collectFailures {
            await expectStates(of: publisher, [.loading, .loaded("erin")])
        }
        XCTAssertEqual(states, [.loading, .loaded("erin")])
        XCTAssertEqual(failures, [])
    }

    func test_statesHoldingClosures_compareThroughAProjection() async {
        let idle = ModelState.idle(load: {
            Just(ModelState.loading).append(Just(.loaded("frank"))).eraseToAnyPublisher()
        })
        guard case .idle(let load) = idle else { return XCTFail("not idle") }
        let (states, failures) = await collectFailures {
            await expectStates(of: load(), ["loading", "loaded(frank)"], comparing: \.summary)
        }
        XCTAssertEqual(states.map(\.summary), ["loading", "loaded(frank)"])
        XCTAssertEqual(failures, [])
    }

    @MainActor
    func test_aContainer_recordsEveryStateItSets_whateverActionSetIt() async {
        let container = StateContainer<LoadState>(state: .initialized)
        let journey = StateRecorder(recording: container)
        container.observe(.loading)
        container.observeAsync { .loaded("grace") }
        await journey.expect([.loading, .loaded("grace")])
        container.observe(StateSequence({ .loading }, { .failed(message: "gone") }))
        let (_, failures) = await collectFailures {
            await journey.expect([.loading, .loaded("grace"), .loading, .failed(message: "gone")])
        }
        XCTAssertEqual(failures, [])
        XCTAssertFalse(journey.isFinished, "a container has no end")
    }

    func test_aPublisherThatKeepsRunning_isExpectedStepByStep() async {
        let subject = CurrentValueSubject<LoadState, Never>(.loading)
        let journey = StateRecorder(recording: subject)
        let (_, failures) = await collectFailures {
            await journey.expect([.loading])
            subject.send(.loaded("heidi"))
            await journey.expect([.loading, .loaded("heidi")])
        }
        XCTAssertEqual(failures, [])
        XCTAssertFalse(journey.isFinished)
        subject.send(completion: .finished)
        await journey.waitUntilFinished()
        XCTAssertTrue(journey.isFinished)
    }
}
