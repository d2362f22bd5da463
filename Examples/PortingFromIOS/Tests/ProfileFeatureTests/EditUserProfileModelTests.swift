import Foundation
import VSM
import VSMCombine
import VSMTesting
import XCTest
@testable import ProfileFeature

/// The builder-pattern editing models and the specification's view-state extensions.
final class EditUserProfileModelTests: XCTestCase {
    private let ada = UserData(userId: 7, username: "ada")

    override func setUp() {
        UserDataRepository.backend = .init(userData: UserData(userId: 7, username: "ada"))
    }

    @MainActor
    private func editing() -> StateContainer<EditUserProfileViewState> {
        StateContainer(state: EditUserProfileViewState(data: ada, editingState: .editing(.init(userData: ada))))
    }

    @MainActor
    func testSaveShowsSavingThenEditsTheSavedData() async {
        let container = editing()
        let log = StateLog(container)
        guard case .editing(let editingModel) = container.state.editingState else { return XCTFail() }

        container.observe(editingModel.saveUsername("grace"))

        XCTAssertEqual(log.states.map(caseName), ["saving"])
        XCTAssertTrue(container.state.isSaving, "the view-state extension")
        await waitUntil("the saved state") { log.states.count == 2 }
        XCTAssertEqual(log.states.map(caseName), ["saving", "editing(grace)"])
        XCTAssertFalse(container.state.isSaving)
        XCTAssertNil(container.state.errorModel)
    }

    @MainActor
    func testFailedSaveOffersRetryAndCancel() async {
        UserDataRepository.backend.saveError = RepositoryError(message: "disk full")
        let container = editing()
        let log = StateLog(container)
        guard case .editing(let editingModel) = container.state.editingState else { return XCTFail() }

        container.observe(editingModel.saveUsername("grace"))
        await waitUntil("the error") { log.states.count == 2 }
        guard let errorModel = container.state.errorModel else { return XCTFail("no error model") }
        XCTAssertEqual(errorModel.message, "Error saving username: disk full")
        XCTAssertEqual(errorModel.id, errorModel.message, "Identifiable by its message (the view-state extension)")
        XCTAssertFalse(container.state.isSaving)

        container.observe(errorModel.retry())
        await waitUntil("the retried save's error") { log.states.count == 4 }
        XCTAssertEqual(log.states.map(caseName), ["saving", "savingError", "saving", "savingError"])

        guard let again = container.state.errorModel else { return XCTFail("no error model") }
        container.observe(again.cancel())
        XCTAssertEqual(log.states.last.map(caseName), "editing(ada)", "cancel goes back to the unsaved data at once")

        UserDataRepository.backend.saveError = nil
        guard case .editing(let editingModel) = container.state.editingState else { return XCTFail() }
        container.observe(editingModel.saveUsername("grace"))
        await waitUntil("the save") { container.state.data.username == "grace" }
    }
}
