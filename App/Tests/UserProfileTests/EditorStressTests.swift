import Foundation
import OpenCombine
import UserProfile
import UserProfileFaultInjection
import VSMCombineTesting
import VSMTesting
import XCTest

/// Random journeys through the editor against the real store with injected failures, and
/// concurrent writers against a follower: the state grammar holds at every step and the
/// store only ever holds valid names.
final class EditorStressTests: XCTestCase {
    private static let inputs = ["ok", "  spaced  ", "", "\n", "tab\there", "👩‍👩‍👧", "שלום", "e\u{301}",
                                 String(repeating: "x", count: 65), "valid name", "\u{0}"]

    /// Collects states until the journey rests (editing, savingError or reloadingError);
    /// fails when it stops (or times out) in a busy state.
    private func settle(
        _ publisher: AnyPublisher<EditUserProfileViewState, Never>, file: StaticString = #filePath, line: UInt = #line
    ) async -> [EditUserProfileViewState] {
        let recorder = StateRecorder(recording: publisher)
        defer { recorder.cancel() }
        var expected = 1
        while true {
            let states = await recorder.waitForStates(expected)
            guard states.count >= expected else {
                XCTFail("the journey stopped before resting: \(states.map(summary))", file: file, line: line)
                return states
            }
            switch states[expected - 1].editingState {
            case .saving, .reloading: expected += 1
            case .editing, .savingError, .reloadingError: return Array(states.prefix(expected))
            }
        }
    }

    func test_randomJourneys_obeyTheStateGrammar() async throws {
        let temporaryStore = try TemporaryStore(username: "start", realName: "S", inMemory: true)
        defer { temporaryStore.remove() }
        let store = temporaryStore.repository
        let repository = FaultInjectingRepository(
            wrapping: store,
            configuration: FaultInjectionConfiguration(failingOperations: [.save, .reload], failureRate: 0.3),
            randomNumberGenerator: SeededRandomNumberGenerator(seed: 99)
        )
        var generator = SeededRandomNumberGenerator(seed: 1234)
        let data = try XCTUnwrap(store.load(userId: 1).collectAll().first)
        var state = EditUserProfileViewState(userData: data, repository: repository)

        for step in 0..<300 {
            let journey: [EditUserProfileViewState]
            switch state.editingState {
            case .editing(let model):
                if Int.random(in: 0..<4, using: &generator) == 0 {
                    journey = await settle(model.reload())
                    XCTAssertEqual(journey.first.map(summary), "reloading", "step \(step)")
                } else {
                    let text = Self.inputs.randomElement(using: &generator)!
                    journey = await settle(model.saveUsername(text))
                    let valid = (try? Username(validating: text)) != nil
                    XCTAssertEqual(journey.first.map(summary) == "saving", valid, "step \(step) \(text.debugDescription)")
                }
            case .savingError(let model), .reloadingError(let model):
                journey = await settle(Bool.random(using: &generator) ? model.retry() : model.cancel())
            case .saving, .reloading:
                return XCTFail("a journey never rests in a busy state")
            }
            XCTAssertTrue(journey.count == 1 || journey.count == 2, "step \(step): \(journey.map(summary))")
            if journey.count == 2 {
                // Exhaustive (no `default:`): a new state must be placed in the grammar.
                let badTransition = "step \(step): bad transition \(journey.map(summary))"
                switch journey[0].editingState {
                case .saving:
                    switch journey[1].editingState {
                    case .editing(let m): XCTAssertEqual(m.cause, .saved)
                    case .savingError: break
                    case .saving, .reloading, .reloadingError: XCTFail(badTransition)
                    }
                case .reloading:
                    switch journey[1].editingState {
                    case .editing(let m): XCTAssertEqual(m.cause, .reloaded)
                    case .reloadingError: break
                    case .saving, .reloading, .savingError: XCTFail(badTransition)
                    }
                case .editing, .savingError, .reloadingError:
                    XCTFail(badTransition)
                }
            }
            state = try XCTUnwrap(journey.last)
            let stored = try XCTUnwrap(store.load(userId: 1).collectAll().first)
            XCTAssertNoThrow(try Username(validating: stored.username), "the store only holds valid names")
        }
    }

    func test_concurrentWriters_followerEndsOnTheLastStoredValue() async throws {
        let temporaryStore = try TemporaryStore(username: "start", realName: "S", inMemory: true)
        defer { temporaryStore.remove() }
        let store = temporaryStore.repository
        let data = try XCTUnwrap(store.load(userId: 1).collectAll().first)
        let follower = StateRecorder(
            recording: EditUserProfileViewState.EditingModel(userData: data, repository: store).followChanges()
        )

        DispatchQueue.concurrentPerform(iterations: 4) { writer in
            for index in 0..<50 {
                _ = store.save(try! Username(validating: "w\(writer)-\(index)"), userId: 1).collectAll()
            }
        }
        let final = try XCTUnwrap(store.load(userId: 1).collectAll().first)
        await follower.waitUntil("the last stored value") { $0.last?.data == final }
        XCTAssertEqual(follower.states.last?.data, final)
        XCTAssertTrue(follower.states.allSatisfy { $0.editingCause == .storeChanged })
        follower.cancel()
    }
}
