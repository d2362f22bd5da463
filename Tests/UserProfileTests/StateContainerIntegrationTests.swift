import Foundation
import OpenCombine
import TestSupport
import UserProfile
import VSM
import VSMCombine
import XCTest

/// The feature's models driven through a real VSM `StateContainer`, as the view
/// controllers do, against the real SQLite store. States from the repository's background
/// threads must land on the main actor, in order, and a superseded action must not land.
///
/// Async `@MainActor` test methods: XCTest on Linux runs them on the main actor, and
/// suspending (the bounded `waitUntil`) lets the container's main-actor deliveries run.
final class StateContainerIntegrationTests: TemporaryStoreTestCase {
    @MainActor
    func test_loaderThroughContainer_landsLoadingThenLoaded() async {
        let loader = StateContainer<LoadUserProfileViewState>(
            state: .initialized(.init(userId: 1, repository: repository))
        )
        var history: [String] = []
        let token = loader.observeDidSet { history.append(summary($0)) }
        guard case .initialized(let model) = loader.state else { return XCTFail("not initialized") }
        loader.observe(model.load())
        await waitUntil("loaded") { history.count == 2 }
        XCTAssertEqual(history, ["loading", "loaded(sample)"])
        token.cancel()
    }

    @MainActor
    func test_twoWindowContainers_stayInSync() async throws {
        let first = StateContainer(state: EditUserProfileViewState(
            userData: UserData(id: 1, username: "sample", realName: "Sample"), repository: repository
        ))
        let second = StateContainer(state: first.state)
        var secondHistory: [String] = []
        let token = second.observeDidSet { secondHistory.append(summary($0)) }

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
        await waitUntil("window 1 saved") { summary(first.state) == "editing(saved, synced)" }
        await waitUntil("window 2 updated") { summary(second.state) == "editing(storeChanged, synced)" }
        XCTAssertEqual(secondHistory, ["editing(storeChanged, synced)"], "no reload, no extra states")
        token.cancel()
    }

    @MainActor
    func test_supersededFollowDoesNotLand_afterAnotherActionWasObserved() async throws {
        let editor = StateContainer(state: EditUserProfileViewState(
            userData: UserData(id: 1, username: "sample", realName: "Sample"), repository: repository
        ))
        var history: [String] = []
        let token = editor.observeDidSet { history.append(summary($0)) }
        guard case .editing(let model) = editor.state.editingState else { return XCTFail("not editing") }
        editor.observe(model.followChanges())
        // Rejected input: a new action that itself keeps following (the old one is cancelled).
        editor.observe(model.saveUsername("\u{7}bell"))
        XCTAssertEqual(history, ["editing(invalidInput, sample)"])

        _ = repository.save(try Username(validating: "elsewhere"), userId: 1).collectAll()
        await waitUntil("store change") { history.count >= 2 }
        // Give a cancelled observation every chance to deliver a duplicate before checking:
        // a second change must be the very next state.
        _ = repository.save(try Username(validating: "again"), userId: 1).collectAll()
        await waitUntil("second store change") { history.count >= 3 }
        XCTAssertEqual(history, [
            "editing(invalidInput, sample)", "editing(storeChanged, elsewhere)", "editing(storeChanged, again)",
        ])
        XCTAssertNotNil(editor.state.validationMessage, "the message survives store changes")
        token.cancel()
    }
}
