import Foundation
import GRDB
import OpenCombine
import UserProfile
import UserProfileStore
import VSMCombineTesting
import VSMTesting
import XCTest

/// The schema upgrade for the profile screen with posts (v1 → v2: profile details and posts):
/// stores of the previous version upgrade in place and keep their data, with or without our
/// application id; a crash in the middle of the upgrade leaves the old schema, which upgrades
/// on the next start; stores we must not touch stay byte-identical.
final class StoreMigrationTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        directory.remove()
    }

    private var dataDirectory: String { directory.appending("data") }
    private var databasePath: String { (dataDirectory as NSString).appendingPathComponent("profile.sqlite") }
    private var journalPath: String { databasePath + "-journal" }

    private func makeRepository(sample: SampleProfile? = nil) throws -> SQLiteUserProfileRepository {
        SQLiteUserProfileRepository(
            location: ProfileStoreLocation(dataDirectory: dataDirectory),
            sampleProfile: try sample ?? SampleProfile(
                username: Username(validating: "sample"), realName: "Sample Person",
                posts: [SamplePost(date: Date(timeIntervalSince1970: 1_700_000_000), body: "sample post")]
            ),
            busyTimeout: 0.2
        )
    }

    /// What the file holds, read on a copy so SQLite's own recovery happens there.
    private struct Shape: Equatable {
        var applicationID: Int32
        var identifiers: [String]
        var tables: [String]
        var profileColumns: [String]
    }

    private func shape() throws -> Shape {
        let queue = try DatabaseQueue(path: databasePath, configuration: { var c = Configuration(); c.readonly = true; return c }())
        defer { try? queue.close() }
        return try queue.read { db in
            Shape(
                applicationID: try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0,
                identifiers: try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier"),
                tables: try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"),
                profileColumns: try Row.fetchAll(db, sql: "PRAGMA table_info(profile)").map { $0["name"] }
            )
        }
    }

    /// What this version makes of every store: an upgrade from v1 applies v2 and v3 in
    /// the same transaction.
    private let currentShape = Shape(
        applicationID: PreviousVersionStore.applicationID,
        identifiers: ["v1: profile table", "v2: profile details and posts", "v3: server copies and outbox"],
        tables: ["grdb_migrations", "outbox", "posts", "profile", "serverCopy"],
        profileColumns: ["id", "username", "realName", "displayName", "friendsCount", "location", "website", "avatarPath"]
    )

    private let v1Shape = Shape(
        applicationID: PreviousVersionStore.applicationID,
        identifiers: ["v1: profile table"],
        tables: ["grdb_migrations", "profile"],
        profileColumns: ["id", "username", "realName"]
    )

    // MARK: upgrading the previous version's store

    private func assertUpgradesKeepingData(stamped: Bool, file: StaticString = #filePath, line: UInt = #line) throws {
        try PreviousVersionStore.makeV1(
            at: databasePath, stamped: stamped,
            profiles: [(1, "legacy", "Legacy Person"), (2, "second", "Zoë Second")]
        )
        let repository = try makeRepository()
        XCTAssertEqual(try repository.load(userId: 1).result()?.get(),
                       UserData(id: 1, username: "legacy", realName: "Legacy Person", displayName: "Legacy Person"),
                       "the profile is kept; its display name starts as its real name; the rest is not set",
                       file: file, line: line)
        XCTAssertEqual(try repository.load(userId: 2).result()?.get(),
                       UserData(id: 2, username: "second", realName: "Zoë Second", displayName: "Zoë Second"),
                       file: file, line: line)
        XCTAssertEqual(try repository.loadPosts(userId: 1).result()?.get(), [], "no sample posts for an existing profile",
                       file: file, line: line)
        XCTAssertEqual(try shape(), currentShape, file: file, line: line)
        XCTAssertEqual(try (try makeRepository()).load(userId: 1).result()?.get().username, "legacy",
                       "and it opens again as a current store", file: file, line: line)
        let saved = StateRecorder(recording: repository.save(try Username(validating: "after upgrade"), userId: 1)).waitForCompletion(failing: UserProfileRepositoryError.self)
        XCTAssertEqual(saved.states.map(\.username), ["after upgrade"], file: file, line: line)
    }

    func test_previousVersionStore_stampedWithOurID_upgradesInPlace_keepingItsProfiles() throws {
        try assertUpgradesKeepingData(stamped: true)
    }

    func test_previousVersionStore_fromBeforeTheApplicationID_upgradesInPlace_keepingItsProfiles() throws {
        try assertUpgradesKeepingData(stamped: false)
    }

    func test_previousVersionStoreWithNoProfileYet_getsTheSampleAndItsPosts() throws {
        // A first run of the previous version killed between its migration and its sample.
        try PreviousVersionStore.makeV1(at: databasePath, stamped: false, profiles: [])
        let repository = try makeRepository()
        XCTAssertEqual(try repository.load(userId: 1).result()?.get().username, "sample")
        XCTAssertEqual(try repository.loadPosts(userId: 1).result()?.get().map(\.body), ["sample post"])
        XCTAssertEqual(try shape(), currentShape)
    }

    func test_firstRun_writesSchemaProfileAndPostsTogether() throws {
        let repository = try makeRepository(sample: SampleProfile(
            username: try Username(validating: "ada"), realName: "Ada Lovelace", displayName: "Ada",
            friendsCount: 1_234, location: "London", website: "https://example.org", avatarPath: "/tmp/ada.png",
            posts: [
                SamplePost(date: Date(timeIntervalSince1970: 1_000), body: "older"),
                SamplePost(date: Date(timeIntervalSince1970: 2_000.9), body: "newer"),
            ]
        ))
        XCTAssertEqual(try repository.load(userId: 1).result()?.get(), UserData(
            id: 1, username: "ada", realName: "Ada Lovelace", displayName: "Ada", friendsCount: 1_234,
            location: "London", website: "https://example.org", avatarPath: "/tmp/ada.png"
        ))
        let posts = try XCTUnwrap(try repository.loadPosts(userId: 1).result()?.get())
        XCTAssertEqual(posts.map(\.body), ["newer", "older"], "newest first")
        XCTAssertEqual(posts.map(\.date.timeIntervalSince1970), [2_000, 1_000], "whole seconds")
        XCTAssertEqual(try shape(), currentShape)
    }

    // MARK: a crash during the upgrade

    /// The upgrade's statements so far, as a kill leaves them: some columns added, the
    /// posts table made, the step not yet recorded.
    private let interruptedUpgrade = """
        ALTER TABLE profile ADD COLUMN displayName TEXT NOT NULL DEFAULT '';
        ALTER TABLE profile ADD COLUMN friendsCount INTEGER NOT NULL DEFAULT 0;
        UPDATE profile SET displayName = realName;
        CREATE TABLE posts (id INTEGER PRIMARY KEY, userId INTEGER NOT NULL, date INTEGER NOT NULL, body TEXT NOT NULL);
        """

    private func assertInterruptedUpgradeRecovers(stamped: Bool, file: StaticString = #filePath, line: UInt = #line) throws {
        try PreviousVersionStore.makeV1(at: databasePath, stamped: stamped, profiles: [(1, "legacy", "Legacy Person")])
        try PreviousVersionStore.leaveHotJournal(at: databasePath, interruptedAfter: interruptedUpgrade, scratch: directory.path)
        XCTAssertTrue(FileManager.default.fileExists(atPath: journalPath), file: file, line: line)

        let repository = try makeRepository()
        XCTAssertEqual(try repository.load(userId: 1).result()?.get(),
                       UserData(id: 1, username: "legacy", realName: "Legacy Person", displayName: "Legacy Person"),
                       "rolled back to the old schema, then upgraded", file: file, line: line)
        XCTAssertFalse(FileManager.default.fileExists(atPath: journalPath), file: file, line: line)
        XCTAssertEqual(try shape(), currentShape, file: file, line: line)
    }

    func test_upgradeKilledHalfway_ofAStampedStore_rollsBackAndUpgradesOnTheNextStart() throws {
        try assertInterruptedUpgradeRecovers(stamped: true)
    }

    func test_upgradeKilledHalfway_ofAnUnstampedStore_rollsBackAndUpgradesOnTheNextStart() throws {
        try assertInterruptedUpgradeRecovers(stamped: false)
    }

    func test_upgradeKilledHalfway_theFileItselfIsStillTheOldSchema_toSQLite() throws {
        // What another program (or the harness) sees after SQLite's own recovery: v1 exactly.
        try PreviousVersionStore.makeV1(at: databasePath, stamped: true, profiles: [(1, "legacy", "Legacy Person")])
        try PreviousVersionStore.leaveHotJournal(at: databasePath, interruptedAfter: interruptedUpgrade, scratch: directory.path)
        let copy = directory.appending("copy")
        try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: true)
        for suffix in ["", "-journal"] {
            try FileManager.default.copyItem(atPath: databasePath + suffix, toPath: (copy as NSString).appendingPathComponent("profile.sqlite" + suffix))
        }
        let recovered = try DatabaseQueue(path: (copy as NSString).appendingPathComponent("profile.sqlite"))
        let columns = try recovered.read { db in try Row.fetchAll(db, sql: "PRAGMA table_info(profile)").map { $0["name"] as String } }
        let tables = try recovered.read { db in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") }
        try recovered.close()
        XCTAssertEqual(columns, v1Shape.profileColumns)
        XCTAssertEqual(tables, v1Shape.tables)
    }

    func test_aLockedPreviousVersionStore_isALoadingError_andStaysTheOldSchema() throws {
        try PreviousVersionStore.makeV1(at: databasePath, stamped: true, profiles: [(1, "legacy", "Legacy Person")])
        let lock = try ExclusiveLock(path: databasePath)
        let repository = try makeRepository()
        if case .failure(let error)? = repository.load(userId: 1).result() {
            XCTAssertEqual(error, .databaseLocked(path: databasePath))
        } else {
            XCTFail("expected databaseLocked")
        }
        try lock.release()
        XCTAssertEqual(try shape(), v1Shape, "nothing was half-applied")
        XCTAssertEqual(try repository.load(userId: 1).result()?.get().displayName, "Legacy Person", "once free, it upgrades")
    }

    // MARK: stores that are not ours to upgrade

    private func assertRefusedUnchanged(_ expected: (String) -> UserProfileRepositoryError, file: StaticString = #filePath, line: UInt = #line) throws {
        let before = try XCTUnwrap(fileBytes(databasePath), file: file, line: line)
        let repository = try makeRepository()
        guard case .failure(let error)? = repository.load(userId: 1).result() else {
            return XCTFail("expected a refusal", file: file, line: line)
        }
        XCTAssertEqual(error, expected(databasePath), file: file, line: line)
        guard case .failure(let postsError)? = repository.loadPosts(userId: 1).result() else {
            return XCTFail("expected the posts refused too", file: file, line: line)
        }
        XCTAssertEqual(postsError, expected(databasePath), file: file, line: line)
        XCTAssertEqual(fileBytes(databasePath), before, "byte-identical", file: file, line: line)
    }

    func test_storeOfANewerVersion_isRefusedUntouched() throws {
        _ = (try makeRepository()).load(userId: 1).result()
        let queue = try DatabaseQueue(path: databasePath)
        try queue.write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v4: from a future version')") }
        try queue.close()
        try assertRefusedUnchanged { .newerSchema(path: $0) }
    }

    func test_previousVersionStoreWithAFutureStep_isRefusedUntouched_notHalfUpgraded() throws {
        try PreviousVersionStore.makeV1(at: databasePath, stamped: true, profiles: [(1, "legacy", "Legacy Person")])
        let queue = try DatabaseQueue(path: databasePath)
        try queue.write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v4: from a future version')") }
        try queue.close()
        try assertRefusedUnchanged { .newerSchema(path: $0) }
    }

    func test_unstampedStoreWithAPostsTable_isNotOurs() throws {
        // Versions that knew posts always stamped their stores: this one was made by someone else.
        try PreviousVersionStore.makeV1(at: databasePath, stamped: false, profiles: [(1, "legacy", "Legacy Person")])
        let queue = try DatabaseQueue(path: databasePath)
        try queue.write { db in try db.execute(sql: "CREATE TABLE posts (id INTEGER PRIMARY KEY, body TEXT)") }
        try queue.close()
        try assertRefusedUnchanged { .foreignDatabase(path: $0) }
    }

    func test_stampedPreviousVersionStoreWithAForeignPostsTable_failsTheUpgradeCleanly_andKeepsEverything() throws {
        // Someone added their own `posts` table to a store of ours: the upgrade cannot make
        // ours, so it fails as a whole, rolled back, with SQLite's reason.
        try PreviousVersionStore.makeV1(at: databasePath, stamped: true, profiles: [(1, "legacy", "Legacy Person")])
        let queue = try DatabaseQueue(path: databasePath)
        try queue.write { db in try db.execute(sql: "CREATE TABLE posts (mine TEXT); INSERT INTO posts VALUES ('keep me')") }
        try queue.close()
        let before = try XCTUnwrap(fileBytes(databasePath))
        guard case .failure(.storage(let detail))? = (try makeRepository()).load(userId: 1).result() else {
            return XCTFail("expected a storage error")
        }
        XCTAssertTrue(detail.contains("\"posts\" already exists"), detail)
        XCTAssertEqual(fileBytes(databasePath), before, "rolled back: byte-identical")
    }
}
