import Foundation
import OpenCombine
import VSMTesting
import UserProfile
import VSM
import VSMCombine
import XCTest

/// The posts' models driven through a real VSM `StateContainer`, as the screen will drive
/// them: every transition of the posts' graph (`docs/journeys/profile.graph`) happens here,
/// states from background threads land on the main actor in order, and a superseded
/// action never lands. (`make journey` records these runs.)
///
/// Async `@MainActor` test methods: suspending in the bounded `waitUntil` lets the
/// container's main-actor deliveries run.
final class PostsStateContainerTests: XCTestCase {
    private let first = post(1, day: 0, "first")
    private let second = post(2, day: 1, "second")

    @MainActor
    private func container(_ repository: FakePostsRepository) -> (StateContainer<PostsViewState>, () -> [String], StateObservationToken) {
        let container = StateContainer<PostsViewState>(state: .initialized(.init(userId: 1, repository: repository)))
        var history: [String] = []
        let token = container.observeDidSet { history.append(summary($0)) }
        return (container, { history }, token)
    }

    @MainActor
    func test_everyTransitionOfThePostsGraph() async throws {
        let repository = FakePostsRepository([1: [first]])
        let (posts, history, token) = container(repository)
        defer { token.cancel() }

        // initialized → loading → loaded (the screen appears)
        posts.observe(try XCTUnwrap(posts.state.loaderModelForTest).load())
        await waitUntil("loaded") { history().count == 2 }
        // loaded → loaded → empty → loaded (other windows change the posts)
        repository.storeElsewhere([second, first], userId: 1)
        await waitUntil("a new post") { history().count == 3 }
        repository.storeElsewhere([], userId: 1)
        await waitUntil("all deleted") { history().count == 4 }
        // empty → loading → empty (reload with the profile), empty → loaded (a post arrives)
        posts.observe(try XCTUnwrap(posts.state.emptyModelForTest).reload())
        await waitUntil("reloaded empty") { history().count == 6 }
        repository.storeElsewhere([first], userId: 1)
        await waitUntil("a post again") { history().count == 7 }
        // loaded → loading → loaded (reload with the profile)
        posts.observe(try XCTUnwrap(posts.state.loadedModelForTest).reload())
        await waitUntil("reloaded") { history().count == 9 }
        // loaded → failed (the store fails while following), failed → loading → failed → loading → empty
        repository.failObservers(1, with: .databaseCorrupt(path: "/x", detail: "the body of post 1 is not valid UTF-8"))
        await waitUntil("follow failed") { history().count == 10 }
        repository.fail(.load, with: .simulated(.posts))
        posts.observe(try XCTUnwrap(posts.state.errorModelForTest).retry())
        await waitUntil("retry failed") { history().count == 12 }
        repository.succeed(.load)
        repository.storeElsewhere([], userId: 1)
        posts.observe(try XCTUnwrap(posts.state.errorModelForTest).retry())
        await waitUntil("retried to empty") { history().count == 14 }
        // empty → failed (the store fails while following)
        repository.failObservers(1, with: .profileNotFound(userId: 1))
        await waitUntil("follow failed while empty") { history().count == 15 }
        // failed → loading → loaded; loaded → loading → failed (a reload fails)
        repository.storeElsewhere([first], userId: 1)
        posts.observe(try XCTUnwrap(posts.state.errorModelForTest).retry())
        await waitUntil("recovered") { history().count == 17 }
        repository.fail(.reload, with: .simulated(.posts))
        posts.observe(try XCTUnwrap(posts.state.loadedModelForTest).reload())
        await waitUntil("reload failed") { history().count == 19 }

        XCTAssertEqual(history(), [
            "loading", "loaded(1)",
            "loaded(2,1)", "empty",
            "loading", "empty", "loaded(1)",
            "loading", "loaded(1)",
            "failed",
            "loading", "failed",
            "loading", "empty",
            "failed",
            "loading", "loaded(1)",
            "loading", "failed",
        ])
    }

    @MainActor
    func test_aSupersededLoad_neverLands() async throws {
        let repository = FakePostsRepository([1: [first]])
        repository.holdReads()
        let (posts, history, token) = container(repository)
        defer { token.cancel() }
        // Kicking a kept loader model twice is the container's contract, not a journey the
        // screen can make (`loading` offers no action): kept out of the recorded journeys,
        // where `loading -> loading` would rightly count as unexpected.
        posts.recordJourney(to: nil)
        let loader = try XCTUnwrap(posts.state.loaderModelForTest)
        posts.observe(loader.load())
        posts.observe(loader.load()) // the view kicks again: the first read is superseded
        XCTAssertEqual(repository.heldReadCount, 2)

        repository.storeElsewhere([second, first], userId: 1)
        repository.completeHeldRead(1)
        await waitUntil("the current read landed") { history().last == "loaded(2,1)" }
        repository.completeHeldRead(0) // the superseded read answers late
        await drainMainActor(rounds: 50)
        XCTAssertEqual(history(), ["loading", "loading", "loaded(2,1)"], "the superseded read never lands")
        XCTAssertEqual(repository.observerCount, 1, "only the current action follows the store")
    }

    @MainActor
    func test_aReload_supersedesTheFollowOfTheLoadedState() async throws {
        let repository = FakePostsRepository([1: [first]])
        let (posts, history, token) = container(repository)
        defer { token.cancel() }
        posts.observe(try XCTUnwrap(posts.state.loaderModelForTest).load())
        await waitUntil("loaded") { history() == ["loading", "loaded(1)"] }

        repository.holdReads()
        posts.observe(try XCTUnwrap(posts.state.loadedModelForTest).reload())
        XCTAssertEqual(history().last, "loading")
        // Another window posts while the reload runs: the old follow was cancelled with its
        // action, so nothing but the reload's own answer may land.
        repository.storeElsewhere([second, first], userId: 1)
        await drainMainActor(rounds: 50)
        XCTAssertEqual(history(), ["loading", "loaded(1)", "loading"])
        repository.completeHeldRead(0)
        await waitUntil("reloaded") { history().count == 4 }
        XCTAssertEqual(history().last, "loaded(2,1)")
        XCTAssertEqual(repository.callCount(.reload), 1)
    }

    @MainActor
    func test_onTheRealStore_throughTheContainer_landsLoadingThenLoaded() async throws {
        let store = try TemporaryStore()
        defer { store.remove() }
        let container = StateContainer<PostsViewState>(state: .initialized(.init(userId: 1, repository: store.repository)))
        var history: [String] = []
        let token = container.observeDidSet { history.append(summary($0)) }
        defer { token.cancel() }
        container.observe(try XCTUnwrap(container.state.loaderModelForTest).load())
        await waitUntil("loaded") { history.count == 2 }
        XCTAssertEqual(history, ["loading", "empty"], "an explicit sample has no posts")
    }
}
