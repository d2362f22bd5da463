import Foundation
import GRDB
import OpenCombine
import UserProfile
import VSMCombineTesting
import VSMTesting
import XCTest

/// The posts in the real SQLite store: read once, read again, followed live (our writes
/// and other connections'), and damaged rows turned into a clear posts error while the
/// profile keeps loading.
final class PostsRepositoryTests: PostsStoreTestCase {
    /// Another connection to the file, as another process would have.
    private func otherConnection() throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        return try DatabaseQueue(path: databasePath, configuration: configuration)
    }

    private func execute(_ sql: String) throws {
        let queue = try otherConnection()
        try queue.writeWithoutTransaction { db in try db.execute(sql: sql) }
        try queue.close()
    }

    // MARK: reading

    func test_loadPosts_givesTheSamplePosts_newestFirst() throws {
        let posts = try XCTUnwrap(try (try makeRepository()).loadPosts(userId: 1).result()?.get())
        XCTAssertEqual(posts.map(\.body), ["second", "first"])
        XCTAssertEqual(posts.map(\.userId), [1, 1])
        XCTAssertEqual(posts.map(\.date.timeIntervalSince1970), [1_700_086_400, 1_700_000_000])
    }

    func test_postsOnTheSameSecond_comeLaterIdFirst() throws {
        let repository = try makeRepository()
        _ = repository.load(userId: 1).result()
        try execute("INSERT INTO posts (userId, date, body) VALUES (1, 5, 'a'), (1, 5, 'b'), (1, 5, 'c')")
        XCTAssertEqual(try repository.loadPosts(userId: 1).result()?.get().map(\.body), ["second", "first", "c", "b", "a"])
    }

    func test_reloadPosts_readsAgain_whatAnotherConnectionWrote() throws {
        let repository = try makeRepository()
        XCTAssertEqual(try repository.loadPosts(userId: 1).result()?.get().count, 2)
        try execute("INSERT INTO posts (userId, date, body) VALUES (1, 1800000000, 'from elsewhere')")
        XCTAssertEqual(try repository.reloadPosts(userId: 1).result()?.get().first?.body, "from elsewhere")
    }

    func test_postsOfAnotherProfile_areNotMixedIn_andAProfileWithoutPostsIsEmpty() throws {
        let repository = try makeRepository()
        _ = repository.load(userId: 1).result()
        try execute("INSERT INTO profile (id, username) VALUES (2, 'other'); INSERT INTO posts (userId, date, body) VALUES (2, 9, 'theirs')")
        XCTAssertEqual(try repository.loadPosts(userId: 2).result()?.get().map(\.body), ["theirs"])
        XCTAssertEqual(try repository.loadPosts(userId: 1).result()?.get().map(\.body), ["second", "first"])
        try execute("INSERT INTO profile (id, username) VALUES (3, 'quiet')")
        XCTAssertEqual(try repository.loadPosts(userId: 3).result()?.get(), [])
    }

    func test_postsOfAProfileThatDoesNotExist_isProfileNotFound() throws {
        XCTAssertEqual((try makeRepository()).loadPosts(userId: 42).result().flatMap(\.failure), .profileNotFound(userId: 42))
    }

    func test_tenThousandPosts_loadWhole_andInOrder() throws {
        let repository = try makeRepository()
        _ = repository.load(userId: 1).result()
        try execute("""
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 9998)
            INSERT INTO posts (userId, date, body) SELECT 1, 1600000000 + i * 60, 'post number ' || i FROM n
            """)
        let posts = try XCTUnwrap(try repository.loadPosts(userId: 1).result()?.get())
        XCTAssertEqual(posts.count, 10_000)
        XCTAssertTrue(zip(posts, posts.dropFirst()).allSatisfy { $0.date >= $1.date }, "newest first")
        XCTAssertEqual(Set(posts.map(\.id)).count, 10_000)
    }

    func test_aHundredKilobyteBody_andMarkupLookingText_comeBackExactly() throws {
        let repository = try makeRepository()
        _ = repository.load(userId: 1).result()
        let long = String(repeating: "0123456789abcdé ", count: 6_400) // 108,800 bytes
        let markup = "<b>bold?</b> &amp; <a href=\"javascript:alert(1)\">x</a> %s %@ \\n"
        let other = try otherConnection()
        try other.write { db in
            try db.execute(sql: "INSERT INTO posts (userId, date, body) VALUES (1, 1800000001, ?), (1, 1800000002, ?)",
                           arguments: [long, markup])
        }
        try other.close()
        let bodies = try XCTUnwrap(try repository.loadPosts(userId: 1).result()?.get().map(\.body))
        XCTAssertEqual(bodies.first, markup)
        XCTAssertTrue(bodies.dropFirst().first.map { $0.utf8.elementsEqual(long.utf8) } ?? false, "kept whole")
    }

    // MARK: following

    func test_observePosts_seesAnotherConnectionsCommits_withoutAReload() throws {
        let repository = try makeRepository()
        let observed = StateRecorder(recording: repository.observePosts(userId: 1))
        XCTAssertEqual(observed.waitForStates(1).last?.map(\.body), ["second", "first"])
        try execute("INSERT INTO posts (userId, date, body) VALUES (1, 1800000000, 'live')")
        XCTAssertEqual(observed.waitForStates(2).last?.map(\.body), ["live", "second", "first"])
        try execute("DELETE FROM posts")
        XCTAssertEqual(observed.waitForStates(3).last, [])
    }

    func test_observePosts_seesSqlite3InAnotherProcess() throws {
        let sqlite3 = "/usr/bin/sqlite3"
        guard FileManager.default.isExecutableFile(atPath: sqlite3) else {
            throw XCTSkip("sqlite3 is not installed (Debian package sqlite3)")
        }
        let repository = try makeRepository()
        let observed = StateRecorder(recording: repository.observePosts(userId: 1))
        observed.waitUntil("1 state") { $0.count >= 1 }
        let insert = try ChildProcess.run(sqlite3, [
            "-cmd", ".timeout 5000", databasePath,
            "INSERT INTO posts (userId, date, body) VALUES (1, 1800000000, 'from sqlite3')",
        ])
        XCTAssertEqual(insert.status, 0, insert.errorOutput)
        XCTAssertEqual(observed.waitForStates(2).last?.first?.body, "from sqlite3")
    }

    func test_theModelFollowsAnotherConnectionsCommits() throws {
        let repository = try makeRepository()
        let load = StateRecorder(recording: PostsViewState.LoaderModel(userId: 1, repository: repository).load())
        XCTAssertEqual(load.waitForStates(2).map(summary).first, "loading")
        try execute("INSERT INTO posts (userId, date, body) VALUES (1, 1800000000, 'live')")
        let states = load.waitForStates(3)
        XCTAssertEqual(states.last?.loadedModelForTest?.posts.map(\.body), ["live", "second", "first"])
    }

    func test_postsAndProfileAreObservedSeparately() throws {
        let repository = try makeRepository()
        let posts = StateRecorder(recording: repository.observePosts(userId: 1))
        let profile = StateRecorder(recording: repository.observe(userId: 1))
        posts.waitUntil("1 state") { $0.count >= 1 }
        profile.waitUntil("1 state") { $0.count >= 1 }
        _ = StateRecorder(recording: repository.save(try Username(validating: "renamed"), userId: 1)).waitForCompletion(failing: UserProfileRepositoryError.self)
        XCTAssertEqual(profile.waitForStates(2).last?.username, "renamed")
        try execute("INSERT INTO posts (userId, date, body) VALUES (1, 1800000000, 'new')")
        XCTAssertEqual(posts.waitForStates(2).last?.first?.body, "new")
        XCTAssertEqual(posts.states.count, 2, "the username change did not repeat the posts")
        XCTAssertEqual(profile.states.count, 2, "the new post did not repeat the profile")
    }

    func test_removingTheProfile_removesItsPosts_andEndsTheObservation() throws {
        let repository = try makeRepository()
        let observed = StateRecorder(recording: repository.observePosts(userId: 1))
        observed.waitUntil("1 state") { $0.count >= 1 }
        try execute("DELETE FROM profile WHERE id = 1")
        XCTAssertEqual(observed.waitForCompletion(failing: UserProfileRepositoryError.self).completion, .failure(.profileNotFound(userId: 1)))
        let other = try otherConnection()
        XCTAssertEqual(try other.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM posts") }, 0, "cascaded")
        try other.close()
    }

    // MARK: damaged rows

    /// Rewrites the posts table's declaration (as a hand edit or damage could), so values
    /// our schema forbids can be stored: `sqlite_master` is edited and the schema cookie
    /// bumped so every connection reads the new text.
    private func loosenPostsTable(_ replacements: [(String, String)]) throws {
        let queue = try otherConnection()
        try queue.writeWithoutTransaction { db in
            let version = try Int.fetchOne(db, sql: "PRAGMA schema_version") ?? 0
            try db.execute(sql: "PRAGMA writable_schema = ON")
            var sql = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'posts'") ?? ""
            for (old, new) in replacements { sql = sql.replacingOccurrences(of: old, with: new) }
            try db.execute(sql: "UPDATE sqlite_master SET sql = ? WHERE name = 'posts'", arguments: [sql])
            try db.execute(sql: "PRAGMA schema_version = \(version + 1)")
            try db.execute(sql: "PRAGMA writable_schema = OFF")
        }
        try queue.close()
    }

    /// Stores `values` as a new post (id 99) and checks every way of reading the posts
    /// reports exactly `detail`, while the profile still loads.
    private func assertDamagedPost(
        date: String = "1800000000", body: String = "'fine'", detail: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let repository = try makeRepository()
        _ = repository.load(userId: 1).result()
        try loosenPostsTable([("\"date\" INTEGER NOT NULL", "\"date\""), ("\"body\" TEXT NOT NULL", "\"body\"")])
        try execute("INSERT INTO posts (id, userId, date, body) VALUES (99, 1, \(date), \(body))")

        let fresh = try makeRepository()
        let expected = UserProfileRepositoryError.databaseCorrupt(path: databasePath, detail: detail)
        XCTAssertEqual(fresh.loadPosts(userId: 1).result().flatMap(\.failure), expected, file: file, line: line)
        XCTAssertEqual(fresh.reloadPosts(userId: 1).result().flatMap(\.failure), expected, file: file, line: line)
        XCTAssertEqual(StateRecorder(recording: fresh.observePosts(userId: 1)).waitForCompletion(failing: UserProfileRepositoryError.self).completion, .failure(expected),
                       file: file, line: line)
        let states = PostsViewState.LoaderModel(userId: 1, repository: fresh).load().collectAll()
        XCTAssertEqual(states.map(summary), ["loading", "failed"], file: file, line: line)
        XCTAssertEqual(states.last?.errorModelForTest?.message, "Could not load the posts. " + expected.description,
                       file: file, line: line)
        XCTAssertEqual(try fresh.load(userId: 1).result()?.get().username, "sample", "the profile is unaffected",
                       file: file, line: line)
    }

    func test_aNullBody_isAPostsError() throws {
        try assertDamagedPost(body: "NULL", detail: "the body of post 99 is empty (NULL)")
    }

    func test_aNumberForABody_isAPostsError() throws {
        try assertDamagedPost(body: "42", detail: "the body of post 99 is not text (integer)")
    }

    func test_anInvalidUTF8Body_storedAsText_isAPostsError() throws {
        try assertDamagedPost(body: "CAST(X'C3' AS TEXT)", detail: "the body of post 99 is not valid UTF-8")
    }

    func test_anInvalidUTF8Body_storedAsABlob_isAPostsError() throws {
        try assertDamagedPost(body: "X'FFFE'", detail: "the body of post 99 is not valid UTF-8")
    }

    func test_aNullDate_isAPostsError() throws {
        try assertDamagedPost(date: "NULL", detail: "the date of post 99 is empty (NULL)")
    }

    func test_textForADate_isAPostsError() throws {
        try assertDamagedPost(date: "'yesterday'", detail: "the date of post 99 is not a whole number (text)")
    }

    func test_aFractionalDate_isAPostsError() throws {
        try assertDamagedPost(date: "1.5", detail: "the date of post 99 is not a whole number (real)")
    }

    func test_aDateAfterTheYear9999_isAPostsError() throws {
        try assertDamagedPost(date: "253402300800", detail: "the date of post 99 is out of range (253402300800)")
    }

    func test_aDateBeforeTheYear1_isAPostsError() throws {
        try assertDamagedPost(date: "-9223372036854775808", detail: "the date of post 99 is out of range (-9223372036854775808)")
    }

    func test_theExtremeDatesThatAreStillPlausible_load() throws {
        let repository = try makeRepository()
        _ = repository.load(userId: 1).result()
        try execute("INSERT INTO posts (userId, date, body) VALUES (1, 253402300799, 'last'), (1, -62135596800, 'first')")
        let posts = try XCTUnwrap(try repository.loadPosts(userId: 1).result()?.get())
        XCTAssertEqual(posts.first?.body, "last")
        XCTAssertEqual(posts.last?.body, "first")
    }

    func test_aValidUTF8BlobBody_loads() throws {
        let repository = try makeRepository()
        _ = repository.load(userId: 1).result()
        try execute("INSERT INTO posts (userId, date, body) VALUES (1, 1800000000, CAST('Zoë' AS BLOB))")
        XCTAssertEqual(try repository.loadPosts(userId: 1).result()?.get().first?.body, "Zoë")
    }

    // MARK: damaged profile details

    private func assertDamagedProfile(_ sql: String, detail: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let repository = try makeRepository()
        _ = repository.load(userId: 1).result()
        try execute(sql)
        XCTAssertEqual((try makeRepository()).load(userId: 1).result().flatMap(\.failure),
                       .databaseCorrupt(path: databasePath, detail: detail), file: file, line: line)
    }

    func test_aNegativeFriendsCount_isALoadingError() throws {
        // The CHECK constraint forbids it; a hand edit with constraints off does not.
        try assertDamagedProfile("PRAGMA ignore_check_constraints = ON; UPDATE profile SET friendsCount = -3",
                                 detail: "the friendsCount of profile 1 is out of range (-3)")
    }

    func test_textForAFriendsCount_isALoadingError() throws {
        try assertDamagedProfile("UPDATE profile SET friendsCount = 'many'",
                                 detail: "the friendsCount of profile 1 is not a whole number (text)")
    }

    func test_anInvalidUTF8Website_isALoadingError() throws {
        try assertDamagedProfile("UPDATE profile SET website = X'FF'", detail: "the website of profile 1 is not valid UTF-8")
    }

    func test_anInvalidUTF8AvatarPath_isALoadingError_andNullIsNone() throws {
        let repository = try makeRepository()
        XCTAssertEqual(try repository.load(userId: 1).result()?.get().avatarPath, nil)
        try assertDamagedProfile("UPDATE profile SET avatarPath = X'C3'", detail: "the avatarPath of profile 1 is not valid UTF-8")
    }
}

private extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
