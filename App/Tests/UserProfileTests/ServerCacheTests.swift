import Foundation
import GRDB
import OpenCombine
import UserProfile
import UserProfileStore
import VSMCombineTesting
import VSMTesting
import XCTest

/// The store as the profile server's cache and outbox: a cache starts without a sample,
/// server copies are stored with their version and never overwrite a pending username,
/// the outbox keeps one pending change per profile across restarts, observers see the
/// cache's commits, and bad values or damaged rows are clear errors.
final class ServerCacheTests: XCTestCase {
    private typealias RepositoryError = UserProfileRepositoryError

    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory.remove()
    }

    private var dataDirectory: String { directory.appending("data") }
    private var databasePath: String { (dataDirectory as NSString).appendingPathComponent("profile.sqlite") }

    /// A repository on the folder; without a sample (the default), a server cache.
    private func makeRepository(sample: SampleProfile? = nil) -> SQLiteUserProfileRepository {
        SQLiteUserProfileRepository(
            location: ProfileStoreLocation(dataDirectory: dataDirectory), sampleProfile: sample, busyTimeout: 0.5
        )
    }

    /// The error `body` throws, or nil (failing the test) when it returns.
    private func error<Value>(
        file: StaticString = #filePath, line: UInt = #line, _ body: () throws(RepositoryError) -> Value
    ) -> RepositoryError? {
        do {
            let value = try body()
            XCTFail("expected an error, got \(value)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    /// Another connection to the file, as another process would have.
    private func otherConnection() throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        return try DatabaseQueue(path: databasePath, configuration: configuration)
    }

    private func execute(_ sql: String, arguments: StatementArguments = []) throws {
        let queue = try otherConnection()
        defer { try? queue.close() }
        try queue.writeWithoutTransaction { db in try db.execute(sql: sql, arguments: arguments) }
    }

    private func count(_ sql: String) throws -> Int? {
        let queue = try otherConnection()
        defer { try? queue.close() }
        return try queue.read { db in try Int.fetchOne(db, sql: sql) }
    }

    private func name(_ text: String) throws -> Username {
        try Username(validating: text)
    }

    /// What the server sends for profile 1 (no avatar: the server has none).
    private func serverProfile(username: String = "server", realName: String = "Server Person") -> UserData {
        UserData(id: 1, username: username, realName: realName, displayName: "Server", friendsCount: 7,
                 location: "Berlin", website: "https://example.org")
    }

    private func post(_ id: Int64, _ seconds: TimeInterval, _ body: String, userId: Int64 = 1) -> Post {
        Post(id: id, userId: userId, date: Date(timeIntervalSince1970: seconds), body: body)
    }

    // MARK: a store without a sample

    func test_newServerCache_hasTheSchemaButNoProfile() throws {
        let repository = makeRepository()
        XCTAssertEqual(repository.load(userId: 1).result(), .failure(.profileNotFound(userId: 1)))
        XCTAssertEqual(repository.loadPosts(userId: 1).result(), .failure(.profileNotFound(userId: 1)))
        XCTAssertNil(try repository.serverCache.version(of: .profile, userId: 1))
        XCTAssertNil(try repository.serverCache.pendingChange(userId: 1))
        XCTAssertEqual(try count("SELECT COUNT(*) FROM profile"), 0)
        XCTAssertEqual(try count("SELECT COUNT(*) FROM sqlite_master WHERE name IN ('serverCopy', 'outbox')"), 2)

        // An empty cache is complete: opening it again writes nothing.
        let before = try XCTUnwrap(fileBytes(databasePath))
        XCTAssertEqual(makeRepository().load(userId: 1).result(), .failure(.profileNotFound(userId: 1)))
        XCTAssertEqual(fileBytes(databasePath), before)
    }

    func test_aRepositoryWithASample_stillFillsAnEmptyProfileTable() throws {
        // The behaviour of stores with a sample is unchanged: no profile means incomplete.
        XCTAssertEqual(makeRepository().load(userId: 1).result(), .failure(.profileNotFound(userId: 1)))
        let withSample = makeRepository(sample: SampleProfile(username: try name("sample"), realName: "Sample Person"))
        XCTAssertEqual(try withSample.load(userId: 1).result()?.get().username, "sample")
    }

    // MARK: server copies

    func test_storeProfile_insertsTheRow_recordsTheVersion_andAnUpdateKeepsTheAvatar() throws {
        let repository = makeRepository()
        let cache = repository.serverCache
        XCTAssertEqual(try cache.storeProfile(serverProfile(), version: 3), serverProfile())
        XCTAssertEqual(try repository.load(userId: 1).result()?.get(), serverProfile())
        XCTAssertEqual(try cache.version(of: .profile, userId: 1), 3)
        XCTAssertNil(try cache.version(of: .posts, userId: 1), "each resource has its own version")

        try execute("UPDATE profile SET avatarPath = '/home/me/avatar.png' WHERE id = 1")
        let updated = UserData(id: 1, username: "renamed", realName: "Zoë Server", displayName: "Z", friendsCount: 0,
                               location: "", website: "", avatarPath: nil)
        var expected = updated
        expected.avatarPath = "/home/me/avatar.png"
        XCTAssertEqual(try cache.storeProfile(updated, version: 4), expected, "every column but the avatar")
        XCTAssertEqual(try repository.load(userId: 1).result()?.get(), expected)
        XCTAssertEqual(try cache.version(of: .profile, userId: 1), 4)
    }

    func test_storePosts_replacesTheProfilesPosts_andLeavesOtherProfilesAlone() throws {
        let repository = makeRepository()
        let cache = repository.serverCache
        try cache.storeProfile(serverProfile(), version: 1)
        var other = serverProfile(username: "other")
        other = UserData(id: 2, username: other.username, realName: other.realName)
        try cache.storeProfile(other, version: 1)
        try cache.storePosts([post(10, 1_000, "old"), post(11, 2_000, "kept")], userId: 1, version: 1)
        try cache.storePosts([post(20, 1_500, "theirs", userId: 2)], userId: 2, version: 5)

        try cache.storePosts([post(11, 2_000.7, "kept, edited"), post(12, 3_000, "new")], userId: 1, version: 2)
        XCTAssertEqual(try repository.loadPosts(userId: 1).result()?.get(),
                       [post(12, 3_000, "new"), post(11, 2_000, "kept, edited")], "whole seconds, newest first")
        XCTAssertEqual(try repository.loadPosts(userId: 2).result()?.get(), [post(20, 1_500, "theirs", userId: 2)])
        XCTAssertEqual(try cache.version(of: .posts, userId: 1), 2)
        XCTAssertEqual(try cache.version(of: .posts, userId: 2), 5)

        try cache.storePosts([], userId: 1, version: 3)
        XCTAssertEqual(try repository.loadPosts(userId: 1).result()?.get(), [])
        XCTAssertEqual(try cache.version(of: .posts, userId: 1), 3)
    }

    func test_storePosts_ofAMissingProfile_isProfileNotFound_andChangesNothing() throws {
        let cache = makeRepository().serverCache
        XCTAssertEqual(error { () throws(RepositoryError) in
            try cache.storePosts([post(1, 1_000, "orphan", userId: 9)], userId: 9, version: 1)
        }, .profileNotFound(userId: 9))
        XCTAssertNil(try cache.version(of: .posts, userId: 9))
        XCTAssertEqual(try count("SELECT COUNT(*) FROM posts"), 0)
        XCTAssertEqual(try count("SELECT COUNT(*) FROM serverCopy"), 0)
    }

    func test_aVersionIsForgotten_whenItsProfileRowIsGone() throws {
        let cache = makeRepository().serverCache
        try cache.storeProfile(serverProfile(), version: 2)
        try execute("DELETE FROM profile WHERE id = 1")
        XCTAssertNil(try cache.version(of: .profile, userId: 1), "no rows, so no copy of any version")
    }

    // MARK: the outbox

    func test_queueUsername_setsTheName_andQueuesItOnTheServerVersion() throws {
        let repository = makeRepository()
        let cache = repository.serverCache
        try cache.storeProfile(serverProfile(), version: 6)
        let before = Date().timeIntervalSince1970.rounded(.down)
        let stored = try cache.queueUsername(try name("mine"), userId: 1)
        let after = Date().timeIntervalSince1970
        XCTAssertEqual(stored.username, "mine")
        XCTAssertEqual(try repository.load(userId: 1).result()?.get().username, "mine")
        let pending = try XCTUnwrap(try cache.pendingChange(userId: 1))
        XCTAssertEqual(pending.username, "mine")
        XCTAssertEqual(pending.baseVersion, 6)
        let queuedAt = pending.queuedAt.timeIntervalSince1970
        XCTAssertEqual(queuedAt, queuedAt.rounded(.down), "whole seconds")
        XCTAssertTrue((before...after).contains(queuedAt), "\(before) ≤ \(queuedAt) ≤ \(after)")

        // A newer edit replaces it: one pending change per profile.
        try cache.storeProfile(serverProfile(), version: 7)
        try cache.queueUsername(try name("mine again"), userId: 1)
        XCTAssertEqual(try cache.pendingChange(userId: 1)?.username, "mine again")
        XCTAssertEqual(try cache.pendingChange(userId: 1)?.baseVersion, 7)
        XCTAssertEqual(try count("SELECT COUNT(*) FROM outbox"), 1)
    }

    func test_queueUsername_withoutAServerCopy_hasNoBaseVersion() throws {
        let repository = makeRepository(sample: SampleProfile(username: try name("sample"), realName: "Sample Person"))
        XCTAssertEqual(try repository.serverCache.queueUsername(try name("local"), userId: 1).username, "local")
        XCTAssertEqual(try repository.serverCache.pendingChange(userId: 1)?.baseVersion, nil)
        XCTAssertEqual(try repository.serverCache.pendingChange(userId: 1)?.username, "local")
    }

    func test_queueUsername_ofAMissingProfile_isProfileNotFound_andQueuesNothing() throws {
        let cache = makeRepository().serverCache
        let username = try name("x")
        XCTAssertEqual(error { () throws(RepositoryError) in try cache.queueUsername(username, userId: 4) },
                       .profileNotFound(userId: 4))
        XCTAssertNil(try cache.pendingChange(userId: 4))
    }

    func test_storeProfile_neverOverwritesAPendingUsername() throws {
        let repository = makeRepository()
        let cache = repository.serverCache
        try cache.storeProfile(serverProfile(), version: 1)
        try cache.queueUsername(try name("mine"), userId: 1)
        let stored = try cache.storeProfile(serverProfile(username: "theirs", realName: "New Real Name"), version: 2)
        XCTAssertEqual(stored.username, "mine", "the pending edit stays")
        XCTAssertEqual(stored.realName, "New Real Name", "the rest is the server's")
        XCTAssertEqual(try repository.load(userId: 1).result()?.get(), stored)
        XCTAssertEqual(try cache.version(of: .profile, userId: 1), 2)
        XCTAssertEqual(try cache.pendingChange(userId: 1)?.baseVersion, 1, "still based on what the person edited")
    }

    func test_completeChange_removesTheSentChange_andStoresTheServersProfile() throws {
        let repository = makeRepository()
        let cache = repository.serverCache
        try cache.storeProfile(serverProfile(), version: 1)
        try cache.queueUsername(try name("mine"), userId: 1)
        let stored = try cache.completeChange(sent: "mine", userId: 1, stored: serverProfile(username: "mine"), version: 2)
        XCTAssertEqual(stored, serverProfile(username: "mine"))
        XCTAssertNil(try cache.pendingChange(userId: 1))
        XCTAssertEqual(try cache.version(of: .profile, userId: 1), 2)
        // Nothing pending any more: the next server copy is shown as it is.
        XCTAssertEqual(try cache.storeProfile(serverProfile(username: "changed elsewhere"), version: 3).username,
                       "changed elsewhere")
    }

    func test_completeChange_withANewerQueuedName_keepsIt() throws {
        let repository = makeRepository()
        let cache = repository.serverCache
        try cache.storeProfile(serverProfile(), version: 1)
        // Sent: a precomposed "é"; queued meanwhile: "e" + U+0301, equal to it for Swift's
        // `==` but another name byte for byte.
        try cache.queueUsername(try name("Zo\u{E9}"), userId: 1)
        let newer = try cache.queueUsername(try name("Zoe\u{301}"), userId: 1).username
        let stored = try cache.completeChange(sent: "Zo\u{E9}", userId: 1, stored: serverProfile(username: "Zo\u{E9}"),
                                              version: 2)
        XCTAssertEqual(Array(stored.username.utf8), Array(newer.utf8), "the newer name stays in the row")
        XCTAssertEqual(stored.realName, "Server Person")
        XCTAssertEqual(try cache.pendingChange(userId: 1).map { Array($0.username.utf8) }, Array(newer.utf8))
        XCTAssertEqual(try cache.pendingChange(userId: 1)?.baseVersion, 1, "its base version is left as it was")
        XCTAssertEqual(try cache.version(of: .profile, userId: 1), 2)
    }

    func test_rebaseChange_setsTheBaseVersion_andDoesNothingWithoutAChange() throws {
        let cache = makeRepository().serverCache
        try cache.storeProfile(serverProfile(), version: 1)
        try cache.rebaseChange(userId: 1, onto: 5)
        XCTAssertNil(try cache.pendingChange(userId: 1), "no change was made up")
        try cache.queueUsername(try name("mine"), userId: 1)
        let queued = try XCTUnwrap(try cache.pendingChange(userId: 1))
        try cache.rebaseChange(userId: 1, onto: 5)
        XCTAssertEqual(try cache.pendingChange(userId: 1),
                       PendingUsernameChange(username: "mine", baseVersion: 5, queuedAt: queued.queuedAt))
    }

    func test_discardChange_dropsThePendingChange_andShowsTheServersProfile() throws {
        let repository = makeRepository()
        let cache = repository.serverCache
        try cache.storeProfile(serverProfile(), version: 1)
        try cache.queueUsername(try name("mine"), userId: 1)
        let stored = try cache.discardChange(userId: 1, server: serverProfile(username: "theirs"), version: 4)
        XCTAssertEqual(stored, serverProfile(username: "theirs"))
        XCTAssertEqual(try repository.load(userId: 1).result()?.get(), stored)
        XCTAssertNil(try cache.pendingChange(userId: 1))
        XCTAssertEqual(try cache.version(of: .profile, userId: 1), 4)
    }

    func test_thePendingChange_survivesClosingAndReopeningTheStore() throws {
        do {
            let cache = makeRepository().serverCache
            try cache.storeProfile(serverProfile(), version: 3)
            try cache.queueUsername(try name("offline edit"), userId: 1)
        }
        let reopened = makeRepository()
        let pending = try XCTUnwrap(try reopened.serverCache.pendingChange(userId: 1))
        XCTAssertEqual(pending.username, "offline edit")
        XCTAssertEqual(pending.baseVersion, 3)
        XCTAssertEqual(try reopened.load(userId: 1).result()?.get().username, "offline edit")
        XCTAssertEqual(try reopened.serverCache.version(of: .profile, userId: 1), 3)
    }

    func test_removingTheProfile_removesItsPendingChange() throws {
        let cache = makeRepository().serverCache
        try cache.storeProfile(serverProfile(), version: 1)
        try cache.queueUsername(try name("mine"), userId: 1)
        try execute("DELETE FROM profile WHERE id = 1")
        XCTAssertEqual(try count("SELECT COUNT(*) FROM outbox"), 0, "cascaded")
    }

    // MARK: observers

    func test_theRepositorysObservers_seeTheCachesCommits() throws {
        let repository = makeRepository()
        let cache = repository.serverCache
        try cache.storeProfile(serverProfile(), version: 1)
        let profile = StateRecorder(recording: repository.observe(userId: 1))
        let posts = StateRecorder(recording: repository.observePosts(userId: 1))
        XCTAssertEqual(profile.waitForStates(1).last, serverProfile())
        XCTAssertEqual(posts.waitForStates(1).last, [])

        try cache.storeProfile(serverProfile(realName: "Renamed Person"), version: 2)
        XCTAssertEqual(profile.waitForStates(2).last?.realName, "Renamed Person")
        try cache.queueUsername(try name("queued"), userId: 1)
        XCTAssertEqual(profile.waitForStates(3).last?.username, "queued")
        try cache.storePosts([post(1, 1_000, "from the server")], userId: 1, version: 1)
        XCTAssertEqual(posts.waitForStates(2).last, [post(1, 1_000, "from the server")])

        // An identical refresh shows nothing new; a save after it is the next value.
        try cache.storePosts([post(1, 1_000, "from the server")], userId: 1, version: 1)
        _ = StateRecorder(recording: repository.save(try name("saved"), userId: 1)).waitForCompletion(failing: UserProfileRepositoryError.self)
        XCTAssertEqual(profile.waitForStates(4).map(\.username), ["server", "server", "queued", "saved"])
        try cache.storePosts([], userId: 1, version: 2)
        XCTAssertEqual(posts.waitForStates(3), [[], [post(1, 1_000, "from the server")], []])
    }

    func test_operationsFromManyThreads_areSerializedWithTheRepositorys() throws {
        let repository = makeRepository()
        let cache = repository.serverCache
        try cache.storeProfile(serverProfile(), version: 1)
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            do {
                try cache.queueUsername(try Username(validating: "name \(index)"), userId: 1)
                try cache.storeProfile(UserData(id: 1, username: "server", realName: "Server \(index)"), version: Int64(index + 2))
            } catch {
                XCTFail("\(error)")
            }
        }
        let pending = try XCTUnwrap(try cache.pendingChange(userId: 1))
        let row = try XCTUnwrap(try repository.load(userId: 1).result()?.get())
        XCTAssertEqual(row.username, pending.username, "the last queued name is the row's, whatever came after")
    }

    // MARK: upgrading a store of the previous version

    func test_aStoreOfThePreviousVersion_upgradesToTheCache_keepingItsData() throws {
        try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
        try PreviousVersionStore.makeV2(
            at: databasePath,
            profiles: [(1, "kept", "Kept Person"), (2, "second", "Second Person")],
            posts: [(1, 1_700_000_000, "an old post")]
        )
        let repository = makeRepository()
        XCTAssertEqual(try repository.load(userId: 1).result()?.get(),
                       UserData(id: 1, username: "kept", realName: "Kept Person", displayName: "Kept Person"))
        XCTAssertEqual(try repository.load(userId: 2).result()?.get().username, "second")
        XCTAssertEqual(try repository.loadPosts(userId: 1).result()?.get().map(\.body), ["an old post"])
        let queue = try otherConnection()
        defer { try? queue.close() }
        XCTAssertEqual(
            try queue.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier") },
            ["v1: profile table", "v2: profile details and posts", "v3: server copies and outbox"]
        )
        // Nothing the server sent yet; the profiles can be edited offline at once.
        XCTAssertNil(try repository.serverCache.version(of: .profile, userId: 1))
        try repository.serverCache.queueUsername(try name("edited"), userId: 1)
        XCTAssertEqual(try repository.serverCache.pendingChange(userId: 1)?.username, "edited")
        XCTAssertEqual(try makeRepository().load(userId: 1).result()?.get().username, "edited",
                       "and it opens again as a current store")
    }

    // MARK: bad values and damaged rows

    func test_theTables_refuseVersionZero_andEmptyUsernames() throws {
        let cache = makeRepository().serverCache
        try cache.storeProfile(serverProfile(), version: 1)
        for sql in [
            "INSERT INTO serverCopy (userId, resource, version) VALUES (1, 'posts', 0)",
            "UPDATE serverCopy SET version = 0",
            "INSERT INTO serverCopy (userId, resource, version) VALUES (1, 'avatar', 1)",
            "INSERT INTO outbox (userId, username, baseVersion, queuedAt) VALUES (1, '', 1, 0)",
            "INSERT INTO outbox (userId, username, baseVersion, queuedAt) VALUES (1, 'x', 0, 0)",
        ] {
            XCTAssertThrowsError(try execute(sql), sql) { error in
                let error = error as? DatabaseError
                XCTAssertEqual(error?.extendedResultCode, .SQLITE_CONSTRAINT_CHECK, "\(sql): \(String(describing: error))")
            }
        }
        XCTAssertThrowsError(try execute("INSERT INTO outbox (userId, username, queuedAt) VALUES (9, 'x', 0)"),
                             "a pending change needs its profile") { error in
            XCTAssertEqual((error as? DatabaseError)?.extendedResultCode, .SQLITE_CONSTRAINT_FOREIGNKEY)
        }
    }

    func test_aVersionBelowOne_throughTheCache_isAStorageError_andStoresNothing() throws {
        let repository = makeRepository()
        let cache = repository.serverCache
        try cache.storeProfile(serverProfile(), version: 2)
        guard case .storage(let detail)? = error({ () throws(RepositoryError) in
            try cache.storeProfile(serverProfile(username: "half stored"), version: 0)
        }) else { return XCTFail("expected a storage error") }
        XCTAssertTrue(detail.contains("CHECK constraint failed"), detail)
        XCTAssertEqual(try repository.load(userId: 1).result()?.get().username, "server", "rolled back as a whole")
        XCTAssertEqual(try cache.version(of: .profile, userId: 1), 2)

        try cache.queueUsername(try name("mine"), userId: 1)
        guard case .storage? = error({ () throws(RepositoryError) in try cache.rebaseChange(userId: 1, onto: 0) }) else {
            return XCTFail("expected a storage error")
        }
        XCTAssertEqual(try cache.pendingChange(userId: 1)?.baseVersion, 2)
    }

    /// Rewrites the outbox table's declaration without NOT NULL (as a hand edit or damage
    /// could), so a NULL username can be stored: `sqlite_master` is edited and the schema
    /// cookie bumped so every connection reads the new text.
    private func storeNullPendingUsername() throws {
        let queue = try otherConnection()
        defer { try? queue.close() }
        try queue.writeWithoutTransaction { db in
            let version = try Int.fetchOne(db, sql: "PRAGMA schema_version") ?? 0
            try db.execute(sql: "PRAGMA writable_schema = ON")
            let sql = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'outbox'") ?? ""
            let loosened = sql.replacingOccurrences(of: "\"username\" TEXT NOT NULL", with: "\"username\" TEXT")
            XCTAssertNotEqual(loosened, sql, "the declaration to loosen")
            try db.execute(sql: "UPDATE sqlite_master SET sql = ? WHERE name = 'outbox'", arguments: [loosened])
            try db.execute(sql: "PRAGMA schema_version = \(version + 1)")
            try db.execute(sql: "PRAGMA writable_schema = OFF")
        }
        try queue.writeWithoutTransaction { db in try db.execute(sql: "UPDATE outbox SET username = NULL WHERE userId = 1") }
    }

    func test_aDamagedPendingChange_isACorruptStoreError_namingTheTableAndColumn() throws {
        let cache = makeRepository().serverCache
        try cache.storeProfile(serverProfile(), version: 1)
        try cache.queueUsername(try name("mine"), userId: 1)
        try storeNullPendingUsername()

        let expected = RepositoryError.databaseCorrupt(
            path: databasePath, detail: "the username of the outbox row of profile 1 is empty (NULL)"
        )
        let fresh = makeRepository().serverCache
        XCTAssertEqual(error { () throws(RepositoryError) in try fresh.pendingChange(userId: 1) }, expected)
        XCTAssertEqual(error { () throws(RepositoryError) in try fresh.storeProfile(serverProfile(), version: 2) }, expected,
                       "no server copy is stored past a pending change that cannot be read")
        XCTAssertEqual(error { () throws(RepositoryError) in
            try fresh.completeChange(sent: "mine", userId: 1, stored: serverProfile(), version: 2)
        }, expected)
        XCTAssertEqual(try fresh.version(of: .profile, userId: 1), 1, "nothing was stored")

        // Dropping the change never reads it, so the engine can clear the damage.
        XCTAssertEqual(try fresh.discardChange(userId: 1, server: serverProfile(), version: 2), serverProfile())
        XCTAssertNil(try fresh.pendingChange(userId: 1))
    }

    func test_aDamagedVersion_isACorruptStoreError_namingTheTableAndColumn() throws {
        let cache = makeRepository().serverCache
        try cache.storeProfile(serverProfile(), version: 1)
        // Text passes `version >= 1` (SQLite orders text after numbers): only reading can tell.
        try execute("UPDATE serverCopy SET version = 'two' WHERE userId = 1")
        XCTAssertEqual(error { () throws(RepositoryError) in try cache.version(of: .profile, userId: 1) },
                       .databaseCorrupt(path: databasePath,
                                        detail: "the version of the serverCopy row of profile 1 (profile) is not a whole number (text)"))
    }
}
