import Foundation
import GRDB
import OpenCombine
import UserProfile
import UserProfileStore
import VSMCombineTesting
import VSMTesting
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The store never locks the user out, never takes over a foreign file, never
/// crashes on a damaged row, and completes a half-made store of ours.
final class StoreIntegrityTests: XCTestCase {
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
    private static let ourApplicationID: Int32 = 0x5653_4D50

    private func makeRepository() throws -> SQLiteUserProfileRepository {
        SQLiteUserProfileRepository(
            location: ProfileStoreLocation(dataDirectory: dataDirectory),
            sampleProfile: SampleProfile(username: try Username(validating: "sample"), realName: "Sample Person"),
            busyTimeout: 0.2
        )
    }

    private func load(_ repository: any UserProfileRepository) -> Result<UserData, UserProfileRepositoryError>? {
        let (values, completion) = StateRecorder(recording: repository.load(userId: 1)).waitForCompletion(failing: UserProfileRepositoryError.self)
        switch completion {
        case .failure(let error): return .failure(error)
        case .finished: return values.first.map(Result.success)
        case nil: return nil
        }
    }

    private func loadError(_ repository: any UserProfileRepository) -> UserProfileRepositoryError? {
        if case .failure(let error) = load(repository) { return error }
        XCTFail("expected a load error")
        return nil
    }

    /// Creates a store the way versions before the application id did: GRDB's migrator
    /// with the v1 migration, then (optionally) the sample row.
    private func makeLegacyStore(withRow: Bool, username: String = "legacy") throws {
        let queue = try DatabaseQueue(path: databasePath)
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: profile table") { db in
            try db.create(table: "profile") { table in
                table.primaryKey("id", .integer)
                table.column("username", .text).notNull().check { length($0) > 0 }
                table.column("realName", .text).notNull().defaults(to: "")
            }
        }
        try migrator.migrate(queue)
        if withRow {
            try queue.write { db in
                try db.execute(sql: "INSERT INTO profile (id, username, realName) VALUES (1, ?, 'Legacy Person')", arguments: [username])
            }
        }
        try queue.close()
    }

    private func execute(_ sql: String, on path: String? = nil) throws {
        let queue = try DatabaseQueue(path: path ?? databasePath)
        try queue.writeWithoutTransaction { db in try db.execute(sql: sql) }
        try queue.close()
    }

    private func pragma(_ name: String) throws -> Int32? {
        let queue = try DatabaseQueue(path: databasePath, configuration: { var c = Configuration(); c.readonly = true; return c }())
        defer { try? queue.close() }
        return try queue.read { db in try Int32.fetchOne(db, sql: "PRAGMA \(name)") }
    }

    private func integrityOK() throws -> Bool {
        let queue = try DatabaseQueue(path: databasePath)
        defer { try? queue.close() }
        return try queue.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") } == ["ok"]
    }

    /// Leaves `profile.sqlite` + `profile.sqlite-journal` exactly as a crash between the
    /// database write and the journal deletion does: the database holds the new value,
    /// the journal the old pages. (`synchronous = OFF` makes SQLite write a journal header
    /// that is valid before the commit, so the copy taken mid-transaction is hot.)
    private func leaveHotJournal(newValue sql: String, minimumJournalSize: Int = 513) throws {
        let staging = directory.appending("staging.sqlite")
        try FileManager.default.copyItem(atPath: databasePath, toPath: staging)
        let writer = try DatabaseQueue(path: staging)
        try writer.inDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = OFF")
            try db.execute(sql: "BEGIN IMMEDIATE")
            try db.execute(sql: sql)
            // SQLite wrote the old pages to the journal when the UPDATE changed them.
            try FileManager.default.copyItem(atPath: staging + "-journal", toPath: journalPath)
            try db.execute(sql: "COMMIT")
        }
        try writer.close()
        try FileManager.default.removeItem(atPath: databasePath)
        try FileManager.default.copyItem(atPath: staging, toPath: databasePath)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(fileBytes(journalPath)).count, minimumJournalSize, "the journal holds the old pages")
    }

    // MARK: a hot journal is recovered, not a permanent lock-out

    func test_hotJournalOfOurStore_isRolledBack_andTheOldValueLoads() throws {
        _ = load(try makeRepository())
        try leaveHotJournal(newValue: "UPDATE profile SET username = 'half-saved' WHERE id = 1")

        let scratchBefore = try ScratchLeftovers.count()
        let repository = try makeRepository()
        XCTAssertEqual(try load(repository)?.get().username, "sample", "the interrupted save is rolled back")
        XCTAssertFalse(FileManager.default.fileExists(atPath: journalPath), "SQLite deleted the journal after rolling back")
        XCTAssertTrue(try integrityOK())
        let saved = StateRecorder(recording: repository.save(try Username(validating: "after"), userId: 1)).waitForCompletion(failing: UserProfileRepositoryError.self)
        XCTAssertEqual(saved.states.map(\.username), ["after"])
        XCTAssertLessThanOrEqual(try ScratchLeftovers.count(), scratchBefore, "the temporary copy is removed")
    }

    func test_firstRunKilledMidCommit_rollsBackToEmpty_andBecomesOurs() throws {
        // The first run's transaction started from an empty file: the journal holds no
        // page, only the original size (0), and the database already has the new pages.
        XCTAssertTrue(FileManager.default.createFile(atPath: databasePath, contents: Data()))
        try leaveHotJournal(newValue: "CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)",
                            minimumJournalSize: 1)
        XCTAssertGreaterThan(try XCTUnwrap(fileBytes(databasePath)).count, 0)

        XCTAssertEqual(try load(try makeRepository())?.get(), UserData(id: 1, username: "sample", realName: "Sample Person"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: journalPath))
        XCTAssertEqual(try pragma("application_id"), Self.ourApplicationID)
    }

    /// A deterministic reproduction of a lock-out: the file turns immutable mid-session, the
    /// save fails ("disk I/O error") and leaves a hot journal; after `chattr -i` a new
    /// start must recover the old value instead of reporting "attempt to write a
    /// readonly database" forever. Needs root and a file system with immutable files.
    func test_saveFailedOnAnImmutableFile_thenNextStartRecoversTheOldValue() throws {
        guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/chattr") else {
            throw XCTSkip("needs root and chattr to make the database immutable")
        }
        var first: SQLiteUserProfileRepository? = try makeRepository()
        XCTAssertEqual(try load(try XCTUnwrap(first))?.get().username, "sample")
        guard chattr("+i", databasePath) else { throw XCTSkip("this file system has no immutable attribute") }
        defer { _ = chattr("-i", databasePath) }
        let failed = StateRecorder(recording: try XCTUnwrap(first).save(try Username(validating: "lost"), userId: 1)).waitForCompletion(failing: UserProfileRepositoryError.self)
        guard case .failure? = failed.completion else { return XCTFail("the save must fail on an immutable file") }
        first = nil // cancel and quit: the connection closes
        XCTAssertTrue(chattr("-i", databasePath))
        XCTAssertTrue(FileManager.default.fileExists(atPath: journalPath), "the failed save left a hot journal")

        XCTAssertEqual(try load(try makeRepository())?.get().username, "sample", "recovered, not locked out")
        XCTAssertFalse(FileManager.default.fileExists(atPath: journalPath))
        XCTAssertTrue(try integrityOK())
    }

    private func chattr(_ flag: String, _ path: String) -> Bool {
        (try? ChildProcess.run("/usr/bin/chattr", [flag, path]))?.status == 0
    }

    func test_hotJournalOfAForeignDatabase_leavesDatabaseAndJournalUnchanged() throws {
        try execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes (body) VALUES ('mine')")
        try leaveHotJournal(newValue: "UPDATE notes SET body = 'half-saved'")
        let database = try XCTUnwrap(fileBytes(databasePath))
        let journal = try XCTUnwrap(fileBytes(journalPath))

        XCTAssertEqual(loadError(try makeRepository()), .foreignDatabase(path: databasePath))
        XCTAssertEqual(fileBytes(databasePath), database)
        XCTAssertEqual(fileBytes(journalPath), journal)
    }

    // MARK: a half-made store of ours is completed

    func test_storeWithOnlyTheMigrationsTable_isCompletedWithTheSample() throws {
        // A first run of an earlier version killed after GRDB created its table.
        try execute("CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
        XCTAssertEqual(try load(try makeRepository())?.get(), UserData(id: 1, username: "sample", realName: "Sample Person"))
        XCTAssertEqual(try pragma("application_id"), Self.ourApplicationID)
    }

    func test_storeWithTablesButNoRow_isCompletedWithTheSample() throws {
        // A first run of an earlier version killed between the migration and the sample.
        try makeLegacyStore(withRow: false)
        XCTAssertEqual(try load(try makeRepository())?.get().username, "sample")
    }

    func test_newStore_isStampedWithOurApplicationID() throws {
        _ = load(try makeRepository())
        XCTAssertEqual(try pragma("application_id"), Self.ourApplicationID)
    }

    func test_storeOfAnEarlierVersion_keepsItsProfile_andIsStamped() throws {
        try makeLegacyStore(withRow: true)
        XCTAssertEqual(try load(try makeRepository())?.get().username, "legacy")
        XCTAssertEqual(try pragma("application_id"), Self.ourApplicationID)
        XCTAssertEqual(try load(try makeRepository())?.get().username, "legacy", "and it opens again once stamped")
    }

    // MARK: damaged rows are a loading error, never a crash

    private func assertDamaged(_ sql: String, column: String, file: StaticString = #filePath, line: UInt = #line) throws {
        _ = load(try makeRepository())
        try execute(sql)
        let repository = try makeRepository()
        guard case .databaseCorrupt(let path, let detail)? = loadError(repository) else {
            return XCTFail("expected databaseCorrupt", file: file, line: line)
        }
        XCTAssertEqual(path, databasePath, file: file, line: line)
        XCTAssertTrue(detail.contains(column), detail, file: file, line: line)
        let observed = StateRecorder(recording: repository.observe(userId: 1)).waitForCompletion(failing: UserProfileRepositoryError.self)
        guard case .failure(.databaseCorrupt)? = observed.completion else {
            return XCTFail("observe: \(String(describing: observed.completion))", file: file, line: line)
        }
        let states = LoadUserProfileViewState.LoaderModel(userId: 1, repository: repository).load().collectAll()
        XCTAssertEqual(states.map(summary), ["loading", "loadingError"], file: file, line: line)
        XCTAssertNotNil(states.last?.errorModel?.retry, file: file, line: line)
    }

    func test_invalidUTF8BlobRealName_isLoadingError() throws {
        try assertDamaged("UPDATE profile SET realName = X'C3'", column: "realName")
    }

    func test_invalidUTF8BlobUsername_isLoadingError() throws {
        try assertDamaged("UPDATE profile SET username = X'FF'", column: "username")
    }

    func test_invalidUTF8Text_isLoadingError() throws {
        try assertDamaged("UPDATE profile SET realName = CAST(X'C3' AS TEXT)", column: "realName")
    }

    /// A store of ours whose profile table has looser columns than v1 (no NOT NULL, no
    /// type, so no TEXT affinity), holding `realName`.
    private func assertDamagedInLooseSchema(realName: String, problem: String) throws {
        try execute("""
            PRAGMA application_id = \(Self.ourApplicationID);
            CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
            INSERT INTO grdb_migrations VALUES ('v1: profile table');
            CREATE TABLE profile (id INTEGER PRIMARY KEY, username, realName);
            INSERT INTO profile VALUES (1, 'someone', \(realName));
            """)
        guard case .databaseCorrupt(_, let detail)? = loadError(try makeRepository()) else { return XCTFail("expected databaseCorrupt") }
        XCTAssertEqual(detail, "the realName of profile 1 \(problem)")
    }

    func test_nullInAnOlderSchemaWithoutNotNull_isLoadingError() throws {
        try assertDamagedInLooseSchema(realName: "NULL", problem: "is empty (NULL)")
    }

    func test_numberWhereTextBelongs_isLoadingError() throws {
        try assertDamagedInLooseSchema(realName: "42", problem: "is not text (integer)")
    }

    func test_validUTF8Blob_stillLoads() throws {
        _ = load(try makeRepository())
        try execute("UPDATE profile SET realName = CAST('Zoë' AS BLOB)")
        XCTAssertEqual(try load(try makeRepository())?.get().realName, "Zoë")
    }

    // MARK: foreign SQLite files are never taken over

    private func assertForeignAndUnchanged(file: StaticString = #filePath, line: UInt = #line) throws {
        let before = try XCTUnwrap(fileBytes(databasePath), file: file, line: line)
        XCTAssertEqual(loadError(try makeRepository()), .foreignDatabase(path: databasePath), file: file, line: line)
        XCTAssertEqual(fileBytes(databasePath), before, "byte-identical", file: file, line: line)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dataDirectory), ["profile.sqlite"], file: file, line: line)
    }

    func test_databaseWithOnlyAView_isForeign() throws {
        try execute("CREATE VIEW answer AS SELECT 42 AS value")
        try assertForeignAndUnchanged()
    }

    func test_databaseWithAnotherApplicationIDAndNoTables_isForeign() throws {
        try execute("PRAGMA application_id = 1234")
        try assertForeignAndUnchanged()
    }

    func test_databaseWithAUserVersionAndNoTables_isForeign() throws {
        try execute("PRAGMA user_version = 7")
        try assertForeignAndUnchanged()
    }

    func test_databaseWithNoTablesAtAll_isForeign() throws {
        try execute("CREATE TABLE t (x); DROP TABLE t")
        try assertForeignAndUnchanged()
    }

    func test_ourTablesPlusAnotherTable_withoutOurID_isForeign() throws {
        try makeLegacyStore(withRow: true)
        try execute("CREATE TABLE notes (body TEXT)")
        try assertForeignAndUnchanged()
    }

    func test_ourShapeUnderAnotherApplicationID_isForeign() throws {
        try makeLegacyStore(withRow: true)
        try execute("PRAGMA application_id = 99")
        try assertForeignAndUnchanged()
    }

    // MARK: the data folder

    func test_nonUTF8XDGDataHome_isAClearError_andNothingIsCreated() throws {
        let bad = Array(directory.path.utf8) + Array("/bad".utf8) + [0xFF, 0xFE] + Array("name".utf8)
        let location = ProfileStoreLocation.standard(environmentBytes: ["XDG_DATA_HOME": bad, "HOME": Array("/home/u".utf8)])
        XCTAssertNotNil(location.problem)
        let repository = SQLiteUserProfileRepository(location: location, sampleProfile: .currentUser())
        guard case .unusableLocation(let detail)? = loadError(repository) else { return XCTFail("expected unusableLocation") }
        XCTAssertTrue(detail.contains("XDG_DATA_HOME"), detail)
        XCTAssertTrue(detail.contains("bad\\xFF\\xFEname"), detail)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["data"],
                       "no folder with a repaired name appears")
    }

    func test_nonUTF8Home_isAClearError() {
        let location = ProfileStoreLocation.standard(environmentBytes: ["HOME": Array("/home/".utf8) + [0xC3]])
        XCTAssertEqual(location.problem?.contains("$HOME"), true)
        // A relative XDG_DATA_HOME is ignored (XDG spec), even if it is not UTF-8.
        let relative = ProfileStoreLocation.standard(environmentBytes: ["XDG_DATA_HOME": [0xFF], "HOME": Array("/home/u".utf8)])
        XCTAssertNil(relative.problem)
        XCTAssertEqual(relative.dataDirectory, "/home/u/.local/share/vsm-profile-gtk")
    }

    func test_xdgDataHomeThatIsAFile_saysSoInWords() throws {
        let file = directory.appending("a-file")
        XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
        let location = ProfileStoreLocation.standard(environment: ["XDG_DATA_HOME": file])
        let error = loadError(SQLiteUserProfileRepository(location: location, sampleProfile: .currentUser()))
        guard case .cannotCreate(_, let detail)? = error else { return XCTFail("expected cannotCreate, got \(String(describing: error))") }
        XCTAssertEqual(detail, "\(file) is a file, not a folder")
        XCTAssertFalse(error?.description.contains("NSCocoaErrorDomain") ?? true)
        XCTAssertEqual(fileBytes(file), Data("x".utf8))
    }

    func test_pathBytes_escapesOnlyInvalidBytes() {
        XCTAssertEqual(PathBytes.escaped(Array("bad".utf8) + [0xFF, 0xFE] + Array("é".utf8)), "bad\\xFF\\xFEé")
        XCTAssertNil(PathBytes.decode([0xC3]))
        XCTAssertEqual(PathBytes.decode(Array("ok".utf8)), "ok")
    }

    // MARK: a write in progress is waited for

    func test_waitForWorkInProgress_letsABlockedSaveFinish() throws {
        let slowRepository = SQLiteUserProfileRepository(
            location: ProfileStoreLocation(dataDirectory: dataDirectory),
            sampleProfile: SampleProfile(username: try Username(validating: "sample"), realName: ""),
            busyTimeout: 10
        )
        _ = load(slowRepository)
        let locker = try ExclusiveLock(path: databasePath)
        let save = StateRecorder(recording: slowRepository.save(try Username(validating: "finished"), userId: 1))
        // The save is now waiting for the lock inside the work queue: a short wait times out…
        XCTAssertFalse(slowRepository.waitForWorkInProgress(timeout: 0.2))
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { try? locker.release() }
        // …and a longer one returns once it committed.
        XCTAssertTrue(slowRepository.waitForWorkInProgress(timeout: 10))
        XCTAssertEqual(save.waitForCompletion(failing: UserProfileRepositoryError.self).states.map(\.username), ["finished"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: journalPath))
    }
}

/// Temporary folders the opener makes for checking an interrupted save.
private enum ScratchLeftovers {
    static func count() throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
            .filter { $0.hasPrefix("vsm-profile-gtk-") }.count
    }
}
