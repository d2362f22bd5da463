import Foundation
import OpenCombine
import UserProfile
import VSM
import VSMCombine
import VSMCombineTesting
import VSMTesting
import XCTest

/// The feature's models driven through a real VSM `StateContainer`, as the view
/// controllers do, against the real SQLite store. States from the repository's background
/// threads must land on the main actor, in order, and a superseded action must not land.
///
/// Async `@MainActor` test methods: XCTest on Linux runs them on the main actor, and
/// suspending (the recorder's bounded waits) lets the container's main-actor deliveries run.
final class StateContainerIntegrationTests: TemporaryStoreTestCase {
    @MainActor
    func test_loaderThroughContainer_landsLoadingThenLoaded() async {
        let loader = StateContainer<LoadUserProfileViewState>(
            state: .initialized(.init(userId: 1, repository: repository))
        )
        let journey = StateRecorder(recording: loader)
        guard case .initialized(let model) = loader.state else { return XCTFail("not initialized") }
        loader.observe(model.load())
        await journey.expect(["loading", "loaded(sample)"], comparing: summary)
    }

    @MainActor
    func test_twoWindowContainers_stayInSync() async throws {
        let first = StateContainer(state: EditUserProfileViewState(
            userData: UserData(id: 1, username: "sample", realName: "Sample"), repository: repository
        ))
        let second = StateContainer(state: first.state)
        let firstJourney = StateRecorder(recording: first)
        let secondJourney = StateRecorder(recording: second)

        // Kickoff in both windows (viewDidAppear).
        guard case .editing(let firstModel) = first.state.editingState,
              case .editing(let secondModel) = second.state.editingState
        else { return XCTFail("not editing") }
        first.observe(firstModel.followChanges())
        second.observe(secondModel.followChanges())

        // Save in window 1 (Save button).
        guard case .editing(let editing) = first.state.editingState else { return XCTFail("not editing") }
        first.observe(editing.saveUsername("synced"))
        XCTAssertEqual(summary(first.state), "saving")
        await firstJourney.expect(["saving", "editing(saved, synced)"], comparing: summary)
        await secondJourney.expect(["editing(storeChanged, synced)"], comparing: summary)  // no reload, no extra states
    }

    @MainActor
    func test_supersededFollowDoesNotLand_afterAnotherActionWasObserved() async throws {
        let editor = StateContainer(state: EditUserProfileViewState(
            userData: UserData(id: 1, username: "sample", realName: "Sample"), repository: repository
        ))
        let journey = StateRecorder(recording: editor)
        guard case .editing(let model) = editor.state.editingState else { return XCTFail("not editing") }
        editor.observe(model.followChanges())
        // Rejected input: a new action that itself keeps following (the old one is cancelled).
        editor.observe(model.saveUsername("\u{7}bell"))
        XCTAssertEqual(journey.states.map(summary), ["editing(invalidInput, sample)"])

        _ = repository.save(try Username(validating: "elsewhere"), userId: 1).collectAll()
        await journey.expect(["editing(invalidInput, sample)", "editing(storeChanged, elsewhere)"], comparing: summary)
        // Give a cancelled observation every chance to deliver a duplicate before checking:
        // a second change must be the very next state.
        _ = repository.save(try Username(validating: "again"), userId: 1).collectAll()
        await journey.expect([
            "editing(invalidInput, sample)", "editing(storeChanged, elsewhere)", "editing(storeChanged, again)",
        ], comparing: summary)
        XCTAssertNotNil(editor.state.validationMessage, "the message survives store changes")
    }
}
