import TestSupport
import VSM
import XCTest

final class UserBioFeatureTests: XCTestCase {
    @MainActor
    func testLoad_withDependenciesPassedByTheView() async {
        let repository = MockUserDataRepository(loads: [.success(UserData(userId: 1, username: "ada"))])
        let view = UserBioViewController(dependencies: MockUserDependencies(repository: repository))

        view.viewDidAppear()
        XCTAssertEqual(view.title, "…")
        await waitUntil("the bio") { view.title == "ada" }
        XCTAssertEqual(repository.log.callsOnMainThread("load"), 0)
    }

    @MainActor
    func testRetryClosureCarriedByTheErrorState_isObservedAsAnAsyncClosure() async {
        let repository = MockUserDataRepository(loads: [
            .failure(MockError(message: "offline")),
            .success(UserData(userId: 1, username: "ada")),
        ])
        let view = UserBioViewController(dependencies: MockUserDependencies(repository: repository))
        view.viewDidAppear()
        await waitUntil("the error") { view.title == "Error: offline" }

        view.didTapRetry()
        await waitUntil("the bio") { view.title == "ada" }
        XCTAssertEqual(repository.log.calls("load"), 2)
        XCTAssertEqual(repository.log.callsOnMainThread("load"), 0)
    }

    @MainActor
    func testRefreshFailure_becomesAnErrorWhoseRetryRefreshesAgain() async {
        let repository = MockUserDataRepository(loads: [
            .success(UserData(userId: 1, username: "ada")),
            .failure(MockError(message: "timeout")),
            .success(UserData(userId: 1, username: "ada lovelace")),
        ])
        let view = UserBioViewController(dependencies: MockUserDependencies(repository: repository))
        view.viewDidAppear()
        await waitUntil("the bio") { view.title == "ada" }

        view.didTapRefresh()
        await waitUntil("the refresh error") { view.title.hasPrefix("Error: Failed to refresh") }
        view.didTapRetry()
        await waitUntil("the refreshed bio") { view.title == "ada lovelace" }
    }
}
