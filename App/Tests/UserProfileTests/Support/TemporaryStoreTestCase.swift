import UserProfile
import UserProfileStore
import VSMCombineTesting
import VSMTesting
import XCTest

/// A test case on the real SQLite store: each test gets a fresh ``TemporaryStore``
/// (profile 1 is "sample"), removed after it. Subclass it instead of repeating the set-up.
class TemporaryStoreTestCase: XCTestCase {
    private(set) var store: TemporaryStore!
    var repository: SQLiteUserProfileRepository { store.repository }

    override func setUpWithError() throws {
        try super.setUpWithError()
        store = try TemporaryStore()
    }

    override func tearDown() {
        store?.remove()
        super.tearDown()
    }

    /// Opens an editor like a window does: load, build the first editor state, observe
    /// `followChanges` (the kickoff, which starts its live sync). Returns the state and the
    /// recorder of the states that action emits.
    func openWindow() throws -> (EditUserProfileViewState, StateRecorder<EditUserProfileViewState>) {
        let loaded = LoadUserProfileViewState.LoaderModel(userId: 1, repository: repository).load().collectAll()
        let data = try XCTUnwrap(loaded.last?.userData)
        let state = EditUserProfileViewState(userData: data, repository: repository)
        let model = try XCTUnwrap(state.editingModelForTest)
        return (state, StateRecorder(recording: model.followChanges()))
    }
}
