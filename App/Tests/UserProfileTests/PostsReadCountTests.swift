import Foundation
import GRDB
import OpenCombine
import VSMCombineTesting
import VSMTesting
import XCTest
@testable import UserProfile
@testable import UserProfileStore

/// How often the real store reads the posts: once at launch, not a
/// second time for the observation's first value; once more per change; never for a
/// username save. And the race the second read used to close stays closed: a commit
/// between the load and the observation is seen.
final class PostsReadCountTests: PostsStoreTestCase {
    private func reads(_ repository: SQLiteUserProfileRepository) -> Int {
        repository.postsReadCount.load(ordering: .relaxed)
    }

    /// Another connection's write, as another process would make it.
    private func execute(_ sql: String) throws {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        let queue = try DatabaseQueue(path: databasePath, configuration: configuration)
        try queue.writeWithoutTransaction { db in try db.execute(sql: sql) }
        try queue.close()
    }

    /// Waits (bounded) until an observation holds the external-change watcher, then until
    /// the store's queue has run everything queued so far: the observation's first fetch
    /// (queued when it started) is then done.
    private func waitForTheObservationsFirstFetch(
        _ repository: SQLiteUserProfileRepository, file: StaticString = #filePath, line: UInt = #line
    ) {
        pollUntil("the observation to start", filePath: file, line: line) { repository.externalChanges.leaseCount >= 1 }
        let (_, completion) = StateRecorder(recording: repository.load(userId: 1)).waitForCompletion(failing: UserProfileRepositoryError.self)
        XCTAssertEqual(completion, .finished, file: file, line: line)
    }

    func test_aLaunch_readsThePostsOnce_andEachLaterChangeOnceMore() throws {
        let repository = try makeRepository()
        let states = StateRecorder(recording: PostsViewState.LoaderModel(userId: 1, repository: repository).load())
        XCTAssertEqual(states.waitForStates(2).map(summary), ["loading", "loaded(2,1)"])
        waitForTheObservationsFirstFetch(repository)
        XCTAssertEqual(reads(repository), 1, "the observation started from the load's posts")

        try execute("INSERT INTO posts (userId, date, body) VALUES (1, 1800000000, 'live')")
        XCTAssertEqual(states.waitForStates(3).last?.loadedModelForTest?.posts.map(\.body), ["live", "second", "first"])
        XCTAssertEqual(reads(repository), 2, "one read for the change")
        XCTAssertEqual(states.states.count, 3, "no state repeated")
    }

    func test_savingTheUsername_doesNotReadThePostsAgain() throws {
        let repository = try makeRepository()
        let states = StateRecorder(recording: PostsViewState.LoaderModel(userId: 1, repository: repository).load())
        states.waitUntil("2 states") { $0.count >= 2 }
        waitForTheObservationsFirstFetch(repository)
        XCTAssertEqual(StateRecorder(recording: repository.save(try Username(validating: "renamed"), userId: 1)).waitForCompletion(failing: UserProfileRepositoryError.self).completion,
                       .finished)
        // A later change, read after the save's commit was handled: had the save made the
        // posts read again, that read would be counted by now.
        try execute("INSERT INTO posts (userId, date, body) VALUES (1, 1800000000, 'after the save')")
        XCTAssertEqual(states.waitForStates(3).last?.loadedModelForTest?.posts.first?.body, "after the save")
        XCTAssertEqual(reads(repository), 2, "the launch's read and the new post's, none for the username")
    }

    func test_anotherConnectionsCommit_betweenTheLoadAndTheObservation_isSeen() throws {
        let repository = try makeRepository()
        let loaded = StateRecorder(recording: repository.loadPosts(userId: 1)).waitForCompletion(failing: UserProfileRepositoryError.self).states.first
        XCTAssertEqual(loaded?.map(\.body), ["second", "first"])
        try execute("INSERT INTO posts (userId, date, body) VALUES (1, 1800000000, 'in between')")
        let observed = StateRecorder(recording: repository.observePosts(userId: 1))
        XCTAssertEqual(observed.waitForStates(1).first?.map(\.body), ["in between", "second", "first"])
        XCTAssertEqual(reads(repository), 2, "the stamp moved, so the observation read")
    }

    func test_ourOwnCommit_betweenTheLoadAndTheObservation_makesTheObservationRead() throws {
        let repository = try makeRepository()
        XCTAssertNotNil(StateRecorder(recording: repository.loadPosts(userId: 1)).waitForCompletion(failing: UserProfileRepositoryError.self).states.first)
        XCTAssertEqual(StateRecorder(recording: repository.save(try Username(validating: "renamed"), userId: 1)).waitForCompletion(failing: UserProfileRepositoryError.self).completion,
                       .finished)
        let observed = StateRecorder(recording: repository.observePosts(userId: 1))
        XCTAssertEqual(observed.waitForStates(1).first?.map(\.body), ["second", "first"])
        XCTAssertEqual(reads(repository), 2, "our commit moved the stamp (total changes), so the observation read")
    }

    func test_anUnchangedStore_givesTheObservationTheLoadsVeryPosts() throws {
        let repository = try makeRepository()
        let loaded = try XCTUnwrap(StateRecorder(recording: repository.loadPosts(userId: 1)).waitForCompletion(failing: UserProfileRepositoryError.self).states.first)
        let first = try XCTUnwrap(StateRecorder(recording: repository.observePosts(userId: 1)).waitForStates(1).first)
        XCTAssertEqual(first, loaded)
        XCTAssertEqual(reads(repository), 1)
        // The entry was taken: a second observation reads.
        XCTAssertEqual(StateRecorder(recording: repository.observePosts(userId: 1)).waitForStates(1).first, loaded)
        XCTAssertEqual(reads(repository), 2)
    }

    func test_removingAProfileWithoutPosts_stillEndsItsObservation() throws {
        let repository = try makeRepository()
        XCTAssertNotNil(StateRecorder(recording: repository.load(userId: 1)).waitForCompletion(failing: UserProfileRepositoryError.self).states.first)
        try execute("INSERT INTO profile (id, username) VALUES (3, 'quiet')")
        let observed = StateRecorder(recording: repository.observePosts(userId: 3))
        XCTAssertEqual(observed.waitForStates(1).first, [])
        try execute("DELETE FROM profile WHERE id = 3")
        XCTAssertEqual(observed.waitForCompletion(failing: UserProfileRepositoryError.self).completion, .failure(.profileNotFound(userId: 3)))
    }
}
