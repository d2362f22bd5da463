import TestSupport
import VSM
import XCTest

final class UserProfileFeatureTests: XCTestCase {
    private static let ada = UserData(userId: 7, username: "ada")

    private func loader(_ repository: MockUserDataRepository) -> LoadUserProfileViewState.LoaderModel {
        LoadUserProfileViewState.LoaderModel(dependencies: MockUserDependencies(repository: repository), userId: 7)
    }

    // MARK: Loading

    @MainActor
    func testLoad_loadingAtOnce_thenTheUserFetchedOffTheMainThread() async {
        let repository = MockUserDataRepository(loads: [.success(Self.ada)])
        let view = LoadUserProfileViewController(state: .initialized(loader(repository)))
        view.viewDidLoad()
        let recorder = DidSetRecorder(view.$state)

        view.viewDidAppear()
        guard case .loading = view.state else { return XCTFail("expected .loading before observe returned") }

        await waitUntil("the user") { recorder.states.count == 2 }
        guard case .loaded(let user) = view.state else { return XCTFail("expected .loaded, got \(view.state)") }
        XCTAssertEqual(user, Self.ada)
        XCTAssertEqual(view.renderCount, 3, "initial render, loading, loaded")
        XCTAssertTrue(recorder.allOnMainThread)
        XCTAssertEqual(repository.log.callsOnMainThread("load"), 0)
    }

    @MainActor
    func testLoadingError_retryGoesThroughLoadingAgain() async {
        let repository = MockUserDataRepository(loads: [.failure(MockError(message: "offline")), .success(Self.ada)])
        let view = LoadUserProfileViewController(state: .initialized(loader(repository)))
        view.viewDidAppear()
        await waitUntil("the error") {
            if case .loadingError = view.state { return true }
            return false
        }
        guard case .loadingError(let errorModel) = view.state else { return XCTFail() }
        XCTAssertEqual(errorModel.message, "offline")

        view.didTapRetry()
        guard case .loading = view.state else { return XCTFail("the retry's first state is synchronous") }
        await waitUntil("the user") {
            if case .loaded(Self.ada) = view.state { return true }
            return false
        }
    }

    @MainActor
    func testANewerAction_cancelsTheLoad_andItsLateStateNeverLands() async {
        let gate = Gate()
        let repository = MockUserDataRepository(loads: [.success(Self.ada)], gate: gate)
        let model = loader(repository)
        let container = StateContainer(state: LoadUserProfileViewState.initialized(model))
        let recorder = DidSetRecorder(container)

        container.observe(model.load())
        await waitUntil("the fetch to reach the repository") { gate.waiterCount == 1 }
        container.observe(LoadUserProfileViewState.loaded(UserData(userId: 7, username: "cached")))
        await waitUntil("the cancellation to reach the fetch") { repository.cancelled.isSet }
        gate.open()
        await waitUntil("the superseded fetch to finish") { repository.returned.count == 1 }
        await drainMainActor()

        XCTAssertEqual(recorder.states.count, 2, "loading, cached: the superseded fetch's state never lands")
        guard case .loaded(let user) = container.state else { return XCTFail() }
        XCTAssertEqual(user.username, "cached")
    }

    /// The 2.0 guide's unit test: iterate the model's sequence with `for await`.
    func testLoaderModel_forAwaitYieldsLoadingThenLoaded() async {
        let repository = MockUserDataRepository(loads: [.success(Self.ada)])
        let subject = loader(repository)

        var states: [LoadUserProfileViewState] = []
        let stateSequence = subject.load()
        for await state in stateSequence {
            states.append(state)
        }

        XCTAssertEqual(states.count, 2)
        guard case .loading = states.first else { return XCTFail("expected .loading first, got \(states)") }
        guard case .loaded(let userData) = states.last else { return XCTFail("expected .loaded last, got \(states)") }
        XCTAssertEqual(userData.username, "ada")
    }

    // MARK: Editing

    @MainActor
    private func editingView(_ repository: MockUserDataRepository) -> EditUserProfileViewController {
        let model = EditingModel(dependencies: MockUserDependencies(repository: repository), userData: Self.ada)
        return EditUserProfileViewController(state: EditUserProfileViewState(data: Self.ada, editingState: .editing(model)))
    }

    @MainActor
    func testSave_savingAtOnce_thenTheSavedUserRenderedBeforeItLands() async {
        let saved = UserData(userId: 7, username: "grace")
        let repository = MockUserDataRepository(saves: [.success(saved)])
        let view = editingView(repository)
        _ = view.state  // starts rendering
        XCTAssertEqual(view.usernameText, "ada")

        view.didTapSave(username: "grace")
        guard case .saving = view.state.editingState else { return XCTFail("expected .saving before observe returned") }

        await waitUntil("the saved user") { view.state.data == saved }
        XCTAssertEqual(view.usernameText, "grace")
        guard case .editing(let model) = view.state.editingState else { return XCTFail() }
        XCTAssertEqual(model.userData, saved)
        XCTAssertEqual(repository.log.callsOnMainThread("save"), 0)
    }

    @MainActor
    func testSavingError_cancelGoesBackToEditing_retrySavesAgain() async {
        let saved = UserData(userId: 7, username: "grace")
        let repository = MockUserDataRepository(saves: [.failure(MockError(message: "disk full")), .success(saved)])
        let view = editingView(repository)

        view.didTapSave(username: "grace")
        await waitUntil("the save error") {
            if case .savingError = view.state.editingState { return true }
            return false
        }
        guard case .savingError(let errorModel) = view.state.editingState else { return XCTFail() }
        XCTAssertEqual(errorModel.message, "Error saving username: disk full")
        XCTAssertEqual(errorModel.username, "grace")

        view.didTapCancel()
        guard case .editing = view.state.editingState else { return XCTFail("cancel is a synchronous state") }
        XCTAssertEqual(view.state.data, Self.ada)

        view.didTapSave(username: "grace")
        await waitUntil("the saved user") { view.state.data == saved }
    }

    func testMutatingCopyable_copiesWithOneChange() {
        let repository = MockUserDataRepository()
        let model = EditingModel(dependencies: MockUserDependencies(repository: repository), userData: Self.ada)
        let state = EditUserProfileViewState(data: Self.ada, editingState: .editing(model))

        let renamed = state.copy(mutating: { $0.data.username = "grace" })
        let saving = state.copy(mutatingPath: \.editingState, value: .saving)

        XCTAssertEqual(renamed.data.username, "grace")
        XCTAssertEqual(state.data.username, "ada", "the original is unchanged")
        guard case .saving = saving.editingState else { return XCTFail() }
        XCTAssertEqual(saving.data, Self.ada)
    }
}
