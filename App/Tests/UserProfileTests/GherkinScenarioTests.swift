import Foundation
import OpenCombine
import UserProfile
import UserProfileStore
import UserProfileFaultInjection
import VSMCombineTesting
import VSMTesting
import XCTest

/// The four Gherkin scenarios of the specification's feature requirements, against the real
/// SQLite store. "Not connected to the internet" is the store failing to load
/// (`--simulate-failures load`).
final class GherkinScenarioTests: XCTestCase {
    private var temporaryStore: TemporaryStore!
    private var store: SQLiteUserProfileRepository { temporaryStore.repository }

    override func setUpWithError() throws {
        // Given I am logged in: a profile exists for the current user.
        temporaryStore = try TemporaryStore(username: "me", realName: "Me")
    }

    override func tearDown() {
        temporaryStore?.remove()
    }

    /// When I tap "Edit Profile": the loader's `load`, from the `initialized` state.
    private func tapEditProfile(_ repository: any UserProfileRepository) throws -> AnyPublisher<LoadUserProfileViewState, Never> {
        let initial = LoadUserProfileViewState.initialized(.init(userId: 1, repository: repository))
        guard case .initialized(let loader) = initial else { throw XCTSkip("unreachable") }
        return loader.load()
    }

    func test_scenario_userNavigatesToTheUserProfileEditor() async throws {
        // Then I should see the Loading Screen, then the Editing Screen.
        let states = await expectStates(of: try tapEditProfile(store), ["loading", "loaded(me)"], comparing: summary)
        let editor = EditUserProfileViewState(userData: try XCTUnwrap(states.last?.userData), repository: store)
        XCTAssertEqual(summary(editor), "editing(opened, me)")
    }

    func test_scenario_userNavigatesToEditorWithoutInternet() async throws {
        // And I am not connected to the internet.
        let offline = FaultInjectingRepository(
            wrapping: store, configuration: FaultInjectionConfiguration(failingOperations: [.load])
        )
        // Then I should see the Loading Screen, then the Error Screen.
        let states = await expectStates(of: try tapEditProfile(offline), ["loading", "loadingError"], comparing: summary)
        XCTAssertFalse(states.last?.errorModel?.message.isEmpty ?? true)
    }

    /// And I tapped "Edit Profile": the editor's editing model after the load.
    private func openEditor() async throws -> EditUserProfileViewState.EditingModel {
        let states = await expectStates(of: try tapEditProfile(store), ["loading", "loaded(me)"], comparing: summary)
        let editor = EditUserProfileViewState(userData: try XCTUnwrap(states.last?.userData), repository: store)
        return try XCTUnwrap(editor.editingModelForTest, "not editing")
    }

    func test_scenario_userRefreshesTheUserProfileEditor() async throws {
        let model = try await openEditor()
        // When I tap "Refresh": the Reloading Screen, then the Editing Screen.
        await StateRecorder(recording: model.reload()).expect(["reloading", "editing(reloaded, me)"], comparing: summary)
    }

    func test_scenario_userSavesUsername() async throws {
        let model = try await openEditor()
        // When I change my Display Name and tap "Save": the Saving Screen, then the Editing
        // Screen with the new Display Name.
        let states = await StateRecorder(recording: model.saveUsername("New Name"))
            .expect(["saving", "editing(saved, New Name)"], comparing: summary)
        XCTAssertEqual(states.last?.usernameForEntry, "New Name")
        XCTAssertEqual(store.load(userId: 1).collectAll().first?.username, "New Name")
    }
}
