import OpenCombine
import UserProfile
import VSMCombineTesting
import VSMTesting
import XCTest

/// The loader's model (the builder pattern's `LoaderModel`): `load` shows the Loading screen,
/// then the profile or an error whose `retry` starts over.
final class LoaderModelTests: XCTestCase {
    private let alice = UserData(id: 1, username: "alice", realName: "Alice Liddell")

    func test_load_emitsLoadingThenLoaded() async {
        let repository = FakeRepository(alice)
        let states = await expectStates(
            of: LoadUserProfileViewState.LoaderModel(userId: 1, repository: repository).load(),
            ["loading", "loaded(alice)"], comparing: summary
        )
        XCTAssertEqual(states.last?.userData, alice)
        XCTAssertEqual(repository.callCount(.load), 1)
    }

    func test_load_isLazy_nothingHappensUntilObserved() {
        let repository = FakeRepository(alice)
        let model = LoadUserProfileViewState.LoaderModel(userId: 1, repository: repository)
        _ = model.load()
        XCTAssertEqual(repository.callCount(.load), 0)
        XCTAssertEqual(model.userId, 1)
    }

    func test_loadFailure_emitsLoadingErrorWithMessage_thenRetrySucceeds() async throws {
        let repository = FakeRepository(alice)
        repository.fail(.load, with: .databaseLocked(path: "/tmp/p.sqlite"))
        let states = await expectStates(
            of: LoadUserProfileViewState.LoaderModel(userId: 1, repository: repository).load(),
            ["loading", "loadingError"], comparing: summary
        )
        let errorModel = try XCTUnwrap(states.last?.errorModel)
        XCTAssertTrue(errorModel.message.contains("Could not load the profile"), errorModel.message)
        XCTAssertTrue(errorModel.message.contains("locked"), errorModel.message)

        repository.succeed(.load)
        await expectStates(of: errorModel.retry(), ["loading", "loaded(alice)"], comparing: summary)
        XCTAssertEqual(repository.callCount(.load), 2)
    }

    func test_retryThatFailsAgain_returnsToLoadingError_andCanRetryAgain() async throws {
        let repository = FakeRepository(alice)
        repository.fail(.load, with: .storage(detail: "disk I/O error"))
        let first = await expectStates(
            of: LoadUserProfileViewState.LoaderModel(userId: 1, repository: repository).load(),
            ["loading", "loadingError"], comparing: summary
        )
        let second = await expectStates(
            of: try XCTUnwrap(first.last?.errorModel).retry(), ["loading", "loadingError"], comparing: summary
        )
        repository.succeed(.load)
        await expectStates(
            of: try XCTUnwrap(second.last?.errorModel).retry(), ["loading", "loaded(alice)"], comparing: summary
        )
    }

    func test_missingUserId_isAClearLoadingError() async throws {
        let repository = FakeRepository(alice)
        let states = await expectStates(
            of: LoadUserProfileViewState.LoaderModel(userId: 42, repository: repository).load(),
            ["loading", "loadingError"], comparing: summary
        )
        let message = try XCTUnwrap(states.last?.errorModel?.message)
        XCTAssertTrue(message.contains("no profile with user id 42"), message)
    }

    func test_viewConveniences() {
        let model = LoadUserProfileViewState.LoaderModel(userId: 1, load: { Empty().eraseToAnyPublisher() })
        let errorModel = LoadUserProfileViewState.ErrorModel(message: "boom", retry: { Empty().eraseToAnyPublisher() })
        XCTAssertTrue(LoadUserProfileViewState.initialized(model).isLoading)
        XCTAssertTrue(LoadUserProfileViewState.loading.isLoading)
        XCTAssertFalse(LoadUserProfileViewState.loadingError(errorModel).isLoading)
        XCTAssertFalse(LoadUserProfileViewState.loaded(alice).isLoading)
        XCTAssertEqual(LoadUserProfileViewState.loadingError(errorModel).errorModel?.message, "boom")
        XCTAssertNil(LoadUserProfileViewState.loading.errorModel)
        XCTAssertNil(LoadUserProfileViewState.initialized(model).userData)
        XCTAssertEqual(LoadUserProfileViewState.loaded(alice).userData, alice)
    }

    func test_statesPrintWithoutClosures() {
        let repository = FakeRepository(alice)
        let model = LoadUserProfileViewState.LoaderModel(userId: 1, repository: repository)
        XCTAssertEqual(String(describing: LoadUserProfileViewState.initialized(model)), "initialized(LoaderModel(userId: 1))")
        XCTAssertEqual(String(describing: LoadUserProfileViewState.loading), "loading")
        XCTAssertEqual(
            String(describing: LoadUserProfileViewState.loaded(alice)),
            #"loaded(UserData(id: 1, username: "alice", realName: "Alice Liddell"))"#
        )
        let errorModel = LoadUserProfileViewState.ErrorModel(message: "No \"disk\"", userId: 1, repository: repository)
        XCTAssertEqual(
            String(describing: LoadUserProfileViewState.loadingError(errorModel)),
            #"loadingError(ErrorModel(message: "No \"disk\""))"#
        )
    }
}
