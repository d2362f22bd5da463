import Foundation
import Locking
import OpenCombine
import VSMCombineTesting
import VSMTesting
import XCTest

/// The synchronous forms of the kit's waits: a recorder's waits and a publisher's typed
/// completion in a synchronous test, and `pollUntil` for state without notifications. Each
/// wakes as soon as its condition holds and fails at the caller's line when it never does.
final class BlockingWaitTests: XCTestCase {
    /// A publisher that sends its values from another thread, as a store's queue does. The
    /// thread starts when the subscriber asks for values: a subject drops what it is sent
    /// before then, and a thread started at once could finish before the recorder subscribes.
    private func published(_ states: [LoadState], failing error: TestFailure? = nil) -> AnyPublisher<LoadState, TestFailure> {
        let subject = PassthroughSubject<LoadState, TestFailure>()
        let send = Unchecked(subject)
        let started = Locked(false)
        return subject.handleEvents(receiveRequest: { _ in
            guard started.withLock({ wasStarted in defer { wasStarted = true }; return !wasStarted }) else { return }
            Thread.detachNewThread {
                for state in states { send.value.send(state) }
                send.value.send(completion: error.map { .failure($0) } ?? .finished)
            }
        }).eraseToAnyPublisher()
    }

    func test_waitForStates_blocksUntilTheStatesArriveFromAnotherThread() {
        let gate = DispatchSemaphore(value: 0)
        let recorder = StateRecorder<LoadState>()
        Thread.detachNewThread {
            gate.wait()
            recorder.record(.loading)
            recorder.record(.loaded("alice"))
        }
        gate.signal()
        let clock = ContinuousClock()
        let start = clock.now
        XCTAssertEqual(recorder.waitForStates(2, timeout: .seconds(20)), [.loading, .loaded("alice")])
        XCTAssertLessThan(clock.now - start, .seconds(10), "woken by the state, not by the timeout")
    }

    func test_waitForStates_returnsWhatArrived_whenTheTimeoutPasses_withoutFailing() {
        let recorder = StateRecorder<LoadState>()
        recorder.record(.loading)
        let (states, failures) = collectFailures { recorder.waitForStates(2, timeout: .milliseconds(20)) }
        XCTAssertEqual(states, [.loading])
        XCTAssertEqual(failures, [])
    }

    func test_waitUntil_failsAtTheCallersLine_withTheJourneySoFar() {
        let recorder = StateRecorder<LoadState>()
        recorder.record(.loading)
        let line: UInt = #line + 2
        let (held, failures) = collectFailures {
            recorder.waitUntil("a loaded state", timeout: .milliseconds(20)) { $0.count == 2 }
        }
        XCTAssertFalse(held)
        XCTAssertEqual(failures.map(\.message), ["""
            Timed out after 20 milliseconds waiting for a loaded state; the journey so far (1 state):

                [0]: loading
            """])
        XCTAssertEqual(failures.first?.location.line, line)
    }

    func test_waitForCompletion_typesThePublishersFailure() {
        let finished = StateRecorder(recording: published([.loading, .loaded("a")]))
            .waitForCompletion(failing: TestFailure.self)
        XCTAssertEqual(finished.states, [.loading, .loaded("a")])
        XCTAssertEqual(finished.completion, .finished)

        let failed = StateRecorder(recording: published([.loading], failing: .offline))
            .waitForCompletion(failing: TestFailure.self)
        XCTAssertEqual(failed.states, [.loading])
        XCTAssertEqual(failed.completion, .failure(.offline))
    }

    func test_completion_ofTheWrongFailureType_isReported() {
        let recorder = StateRecorder(recording: published([], failing: .offline))
        recorder.waitUntilFinished()
        let (completion, failures) = collectFailures { recorder.completion(failing: Boom.self) }
        XCTAssertNil(completion)
        XCTAssertEqual(failures.map(\.message), ["The recorded publisher failed with TestFailure, not Boom: offline"])
    }

    func test_waitForCompletion_ofAPublisherThatNeverCompletes_isNil() {
        let recorder = StateRecorder(recording: PassthroughSubject<LoadState, TestFailure>())
        let (result, failures) = collectFailures {
            recorder.waitForCompletion(failing: TestFailure.self, timeout: .milliseconds(20))
        }
        XCTAssertNil(result.completion)
        XCTAssertEqual(failures, [], "a timeout is read from the completion, not reported")
    }

    func test_pollUntil_seesAChangeMadeOnAnotherThread() {
        let count = Locked(0)
        Thread.detachNewThread { for _ in 0..<3 { count.withLock { $0 += 1 } } }
        XCTAssertTrue(pollUntil("three increments") { count.withLock { $0 } == 3 })
    }

    func test_pollUntil_failsAtTheCallersLine_afterTheTimeout() {
        let line: UInt = #line + 1
        let (held, failures) = collectFailures { pollUntil("never", timeout: .milliseconds(20)) { false } }
        XCTAssertFalse(held)
        XCTAssertEqual(failures.map(\.message), ["Timed out after 20 milliseconds waiting for never."])
        XCTAssertEqual(failures.first?.location.line, line)
    }
}

/// The failure of the tests' publishers.
enum TestFailure: Error, Equatable, CustomStringConvertible {
    case offline
    var description: String { "offline" }
}
