import OpenCombine
import UserProfile
import XCTest

final class LoaderModelTests: XCTestCase {
    private let alice = UserData(id: 1, username: "alice", realName: "Alice Liddell")

    func test_load_emitsLoadingThenLoaded() {
        let repository = FakeRepository(alice)
        let states = LoadUserProfileViewState.LoaderModel(userId: 1, repository: repository).load().collectAll()
        XCTAssertEqual(states.map(summary), ["loading", "loaded(alice)"])
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

    func test_loadFailure_emitsLoadingErrorWithMessage_thenRetrySucceeds() throws {
        let repository = FakeRepository(alice)
        repository.fail(.load, with: .databaseLocked(path: "/tmp/p.sqlite"))
        let states = LoadUserProfileViewState.LoaderModel(userId: 1, repository: repository).load().collectAll()
        XCTAssertEqual(states.map(summary), ["loading", "loadingError"])
        let errorModel = try XCTUnwrap(states.last?.errorModel)
        XCTAssertTrue(errorModel.message.contains("Could not load the profile"), errorModel.message)
        XCTAssertTrue(errorModel.message.contains("locked"), errorModel.message)

        repository.succeed(.load)
        let retried = errorModel.retry().collectAll()
        XCTAssertEqual(retried.map(summary), ["loading", "loaded(alice)"])
        XCTAssertEqual(repository.callCount(.load), 2)
    }

    func test_retryThatFailsAgain_returnsToLoadingError_andCanRetryAgain() throws {
        let repository = FakeRepository(alice)
        repository.fail(.load, with: .storage(detail: "disk I/O error"))
        let first = try XCTUnwrap(
            LoadUserProfileViewState.LoaderModel(userId: 1, repository: repository).load().collectAll().last?.errorModel
        )
        let second = first.retry().collectAll()
        XCTAssertEqual(second.map(summary), ["loading", "loadingError"])
        repository.succeed(.load)
        let third = try XCTUnwrap(second.last?.errorModel).retry().collectAll()
        XCTAssertEqual(third.map(summary), ["loading", "loaded(alice)"])
    }

    func test_missingUserId_isAClearLoadingError() throws {
        let repository = FakeRepository(alice)
        let states = LoadUserProfileViewState.LoaderModel(userId: 42, repository: repository).load().collectAll()
        XCTAssertEqual(states.map(summary), ["loading", "loadingError"])
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
