import Foundation
import OpenCombine
import UserProfile
import VSMCombineTesting
import VSMTesting
import XCTest

/// The posts' own feature shape (the profile screen with posts, version 2): every action of
/// every model, and every state it emits, in order.
final class PostsModelTests: XCTestCase {
    private let first = post(1, day: 0, "first")
    private let second = post(2, day: 1, "second")
    private let third = post(3, day: 2, "third")
    private var newestFirst: [Post] { [third, second, first] }

    private func loader(_ repository: FakePostsRepository, userId: Int64 = 1) -> PostsViewState.LoaderModel {
        PostsViewState.LoaderModel(userId: userId, repository: repository)
    }

    // MARK: load

    func test_load_emitsLoadingThenLoaded_andKeepsFollowing() {
        let repository = FakePostsRepository([1: newestFirst])
        let load = StateRecorder(recording: loader(repository).load())
        XCTAssertEqual(load.waitForStates(2).map(summary), ["loading", "loaded(3,2,1)"])
        XCTAssertEqual(load.states.last?.loadedModelForTest?.posts, newestFirst, "the posts as the store gave them")
        XCTAssertFalse(load.isFinished, "a loaded state follows the store")
        XCTAssertEqual(repository.callCount(.load), 1)
        XCTAssertEqual(repository.callCount(.observe), 1)
    }

    func test_load_withNoPosts_emitsLoadingThenEmpty() {
        let repository = FakePostsRepository([1: []])
        let load = StateRecorder(recording: loader(repository).load())
        XCTAssertEqual(load.waitForStates(2).map(summary), ["loading", "empty"])
        XCTAssertFalse(load.isFinished, "an empty state follows the store too")
    }

    func test_load_failure_emitsLoadingThenFailed_withTheReason_andFinishes() {
        let repository = FakePostsRepository([1: newestFirst])
        repository.fail(.load, with: .simulated(.posts))
        let (values, completion) = StateRecorder(recording: loader(repository).load()).waitForCompletion(failing: UserProfileRepositoryError.self)
        XCTAssertEqual(values.map(summary), ["loading", "failed"])
        XCTAssertEqual(values.last?.errorModelForTest?.message,
                       "Could not load the posts. Simulated posts failure (--simulate-failures).")
        XCTAssertEqual(completion, .finished)
        XCTAssertEqual(repository.callCount(.observe), 0, "nothing to follow after a failure")
    }

    func test_load_ofAProfileThatDoesNotExist_isFailed() {
        let repository = FakePostsRepository([1: newestFirst])
        let values = loader(repository, userId: 9).load().collectAll()
        XCTAssertEqual(values.map(summary), ["loading", "failed"])
        XCTAssertEqual(values.last?.errorModelForTest?.message, "Could not load the posts. There is no profile with user id 9.")
    }

    // MARK: retry

    func test_retry_afterFailure_emitsLoadingThenLoaded() throws {
        let repository = FakePostsRepository([1: newestFirst])
        repository.fail(.load, with: .databaseLocked(path: "/x/profile.sqlite"))
        let failed = try XCTUnwrap(loader(repository).load().collectAll().last?.errorModelForTest)
        repository.succeed(.load)
        let retry = StateRecorder(recording: failed.retry())
        XCTAssertEqual(retry.waitForStates(2).map(summary), ["loading", "loaded(3,2,1)"])
        XCTAssertEqual(repository.callCount(.load), 2, "retry loads again")
    }

    func test_retry_thatFailsAgain_emitsLoadingThenFailed() throws {
        let repository = FakePostsRepository([1: newestFirst])
        repository.fail(.load, with: .simulated(.posts))
        let failed = try XCTUnwrap(loader(repository).load().collectAll().last?.errorModelForTest)
        XCTAssertEqual(failed.retry().collectAll().map(summary), ["loading", "failed"])
    }

    // MARK: reload

    func test_reload_fromLoaded_emitsLoadingThenTheFreshPosts() throws {
        let repository = FakePostsRepository([1: [second, first]])
        let loaded = try XCTUnwrap(StateRecorder(recording: loader(repository).load()).waitForStates(2).last?.loadedModelForTest)
        repository.storeElsewhere(newestFirst, userId: 1)
        let reload = StateRecorder(recording: loaded.reload())
        XCTAssertEqual(reload.waitForStates(2).map(summary), ["loading", "loaded(3,2,1)"])
        XCTAssertEqual(repository.callCount(.reload), 1, "a reload is the repository's reload, not its load")
        XCTAssertFalse(reload.isFinished)
    }

    func test_reload_fromEmpty_emitsLoadingThenLoaded() throws {
        let repository = FakePostsRepository([1: []])
        let empty = try XCTUnwrap(StateRecorder(recording: loader(repository).load()).waitForStates(2).last?.emptyModelForTest)
        repository.storeElsewhere([first], userId: 1)
        XCTAssertEqual(StateRecorder(recording: empty.reload()).waitForStates(2).map(summary), ["loading", "loaded(1)"])
    }

    func test_reload_failure_emitsLoadingThenFailed() throws {
        let repository = FakePostsRepository([1: newestFirst])
        let loaded = try XCTUnwrap(StateRecorder(recording: loader(repository).load()).waitForStates(2).last?.loadedModelForTest)
        repository.fail(.reload, with: .simulated(.posts))
        XCTAssertEqual(loaded.reload().collectAll().map(summary), ["loading", "failed"])
    }

    // MARK: live updates

    func test_following_turnsEveryStoreChangeIntoAState_andSkipsWhatIsShown() {
        let repository = FakePostsRepository([1: [first]])
        let load = StateRecorder(recording: loader(repository).load())
        load.waitUntil("2 states") { $0.count >= 2 }
        repository.storeElsewhere([first], userId: 1)          // unchanged: no state
        repository.storeElsewhere([second, first], userId: 1)  // a new post
        repository.storeElsewhere([], userId: 1)               // every post deleted
        repository.storeElsewhere([third], userId: 1)          // a post again
        XCTAssertEqual(load.waitForStates(5).map(summary),
                       ["loading", "loaded(1)", "loaded(2,1)", "empty", "loaded(3)"])
    }

    func test_following_aChangedBody_isANewState() {
        let repository = FakePostsRepository([1: [first]])
        let load = StateRecorder(recording: loader(repository).load())
        load.waitUntil("2 states") { $0.count >= 2 }
        let edited = Post(id: 1, userId: 1, date: first.date, body: "first, edited")
        repository.storeElsewhere([edited], userId: 1)
        XCTAssertEqual(load.waitForStates(3).last?.loadedModelForTest?.posts, [edited])
    }

    func test_following_failure_becomesFailed_andTheJourneyEnds_thenRetryRecovers() throws {
        let repository = FakePostsRepository([1: newestFirst])
        let load = StateRecorder(recording: loader(repository).load())
        load.waitUntil("2 states") { $0.count >= 2 }
        repository.failObservers(1, with: .databaseCorrupt(path: "/x/profile.sqlite", detail: "the body of post 2 is not valid UTF-8"))
        let (values, completion) = load.waitForCompletion(failing: UserProfileRepositoryError.self)
        XCTAssertEqual(values.map(summary), ["loading", "loaded(3,2,1)", "failed"])
        XCTAssertEqual(completion, .finished)
        let message = try XCTUnwrap(values.last?.errorModelForTest?.message)
        XCTAssertTrue(message.hasPrefix("Could not load the posts. The profile database /x/profile.sqlite is damaged"), message)
        XCTAssertTrue(message.contains("the body of post 2 is not valid UTF-8"), message)
        let retry = StateRecorder(recording: try XCTUnwrap(values.last?.errorModelForTest).retry())
        XCTAssertEqual(retry.waitForStates(2).map(summary), ["loading", "loaded(3,2,1)"])
    }

    func test_cancellingTheAction_stopsFollowing() {
        let repository = FakePostsRepository([1: [first]])
        let load = StateRecorder(recording: loader(repository).load())
        load.waitUntil("2 states") { $0.count >= 2 }
        XCTAssertEqual(repository.observerCount, 1)
        load.cancel()
        XCTAssertEqual(repository.observerCount, 0, "the store observation ends with the action")
        repository.storeElsewhere([second], userId: 1)
        XCTAssertEqual(load.states.count, 2)
    }

    // MARK: debug log

    func test_description_namesTheCaseAndCounts_neverBodiesOrClosures() {
        let loaded = PostsViewState.loaded(.init(posts: [post(7, day: 0, "secret text")], reload: { Empty().eraseToAnyPublisher() }))
        XCTAssertEqual(loaded.description, "loaded(1 posts)")
        XCTAssertEqual(PostsViewState.loading.description, "loading")
        XCTAssertEqual(PostsViewState.empty(.init(reload: { Empty().eraseToAnyPublisher() })).description, "empty")
        XCTAssertEqual(PostsViewState.initialized(.init(userId: 4, load: { Empty().eraseToAnyPublisher() })).description,
                       "initialized(LoaderModel(userId: 4))")
        XCTAssertEqual(post(7, day: 0, "secret text").description, "Post(id: 7, userId: 1, date: 1704067200, body: 11 bytes)")
    }
}
