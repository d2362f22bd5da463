import Foundation
import OpenCombine
import UserProfile
import UserProfileFaultInjection
import XCTest

/// The four scenarios of the specification (seed 002), against the real SQLite store.
/// "Not connected to the internet" is the store failing to load (`--simulate-failures load`).
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

    /// When I tap "Edit Profile": the loader's journey from `initialized`.
    private func tapEditProfile(_ repository: any UserProfileRepository) throws -> [LoadUserProfileViewState] {
        let initial = LoadUserProfileViewState.initialized(.init(userId: 1, repository: repository))
        guard case .initialized(let loader) = initial else { throw XCTSkip("unreachable") }
        return loader.load().collectAll()
    }

    func test_scenario_userNavigatesToTheUserProfileEditor() throws {
        let states = try tapEditProfile(store)
        // Then I should see the Loading Screen, then the Editing Screen.
        XCTAssertEqual(states.map(summary), ["loading", "loaded(me)"])
        let editor = EditUserProfileViewState(userData: try XCTUnwrap(states.last?.userData), repository: store)
        XCTAssertEqual(summary(editor), "editing(opened, me)")
    }

    func test_scenario_userNavigatesToEditorWithoutInternet() throws {
        // And I am not connected to the internet.
        let offline = FaultInjectingRepository(
            wrapping: store, configuration: FaultInjectionConfiguration(failingOperations: [.load])
        )
        let states = try tapEditProfile(offline)
        // Then I should see the Loading Screen, then the Error Screen.
        XCTAssertEqual(states.map(summary), ["loading", "loadingError"])
        XCTAssertFalse(states.last?.errorModel?.message.isEmpty ?? true)
    }

    /// And I tapped "Edit Profile": the editor's editing model after the load.
    private func openEditor() throws -> EditUserProfileViewState.EditingModel {
        let data = try XCTUnwrap(try tapEditProfile(store).last?.userData)
        let editor = EditUserProfileViewState(userData: data, repository: store)
        return try XCTUnwrap(editor.editingModelForTest, "not editing")
    }

    func test_scenario_userRefreshesTheUserProfileEditor() throws {
        let model = try openEditor()
        // When I tap "Refresh": the Reloading Screen, then the Editing Screen.
        let recorder = Recorder(model.reload())
        XCTAssertEqual(recorder.waitForValues(2).map(summary), ["reloading", "editing(reloaded, me)"])
    }

    func test_scenario_userSavesUsername() throws {
        let model = try openEditor()
        // When I change my Display Name and tap "Save": the Saving Screen, then the Editing
        // Screen with the new Display Name.
        let recorder = Recorder(model.saveUsername("New Name"))
        XCTAssertEqual(recorder.waitForValues(2).map(summary), ["saving", "editing(saved, New Name)"])
        XCTAssertEqual(recorder.recorded.last?.usernameForEntry, "New Name")
        XCTAssertEqual(store.load(userId: 1).collectAll().first?.username, "New Name")
    }
}
