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

final class SQLiteRepositoryTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory.remove()
    }

    private var dataDirectory: String { directory.appending("data") }
    private var databasePath: String { (dataDirectory as NSString).appendingPathComponent("profile.sqlite") }

    private func sample() throws -> SampleProfile {
        SampleProfile(username: try Username(validating: "sample"), realName: "Sample Person")
    }

    private func makeRepository(busyTimeout: Double = 0.2) throws -> SQLiteUserProfileRepository {
        SQLiteUserProfileRepository(
            location: ProfileStoreLocation(dataDirectory: dataDirectory), sampleProfile: try sample(), busyTimeout: busyTimeout
        )
    }

    private func loadResult(
        _ repository: any UserProfileRepository, userId: Int64 = 1
    ) -> Result<UserData, UserProfileRepositoryError>? {
        let recorder = StateRecorder(recording: repository.load(userId: userId))
        let (values, completion) = recorder.waitForCompletion(failing: UserProfileRepositoryError.self)
        switch completion {
        case .failure(let error): return .failure(error)
        case .finished: return values.first.map(Result.success)
        case nil: return nil
        }
    }

    private func loadError(_ repository: any UserProfileRepository, userId: Int64 = 1) -> UserProfileRepositoryError? {
        if case .failure(let error) = loadResult(repository, userId: userId) { return error }
        XCTFail("expected a load error")
        return nil
    }

    private func writeFile(_ bytes: Data) throws {
        try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: databasePath, contents: bytes))
    }

    // MARK: first run

    func test_firstRun_createsPrivateDatabaseWithSampleProfile() throws {
        let repository = try makeRepository()
        XCTAssertFalse(FileManager.default.fileExists(atPath: databasePath), "nothing happens before the first operation")
        XCTAssertEqual(try loadResult(repository)?.get(), UserData(id: 1, username: "sample", realName: "Sample Person"))
        XCTAssertEqual(fileMode(databasePath), 0o600)
        XCTAssertEqual(fileMode(dataDirectory), 0o700)
        XCTAssertEqual(repository.location.databasePath, databasePath)
    }

    func test_firstRun_sampleIsTheCurrentUser() throws {
        let repository = SQLiteUserProfileRepository(location: ProfileStoreLocation(dataDirectory: dataDirectory))
        let data = try XCTUnwrap(try loadResult(repository)?.get())
        let expectedLogin = getpwuid(getuid()).flatMap { String(validatingCString: $0.pointee.pw_name) }
            ?? ProcessInfo.processInfo.environment["USER"] ?? "user"
        XCTAssertEqual(data.username, expectedLogin)
        XCTAssertFalse(data.realName.isEmpty)
        XCTAssertEqual(data.id, SampleProfile.defaultUserId)
    }

    func test_existingDatabase_isReusedNotRecreated() throws {
        let first = try makeRepository()
        _ = StateRecorder(recording: first.save(try Username(validating: "kept"), userId: 1)).waitForCompletion(failing: UserProfileRepositoryError.self)
        let second = try makeRepository()
        XCTAssertEqual(try loadResult(second)?.get().username, "kept")
    }

    func test_emptyExistingFile_isInitialized() throws {
        try writeFile(Data())
        XCTAssertEqual(try loadResult(try makeRepository())?.get().username, "sample")
    }

    func test_saveThenLoad_roundTripsExactBytes_andReportsMissingProfile() throws {
        let repository = try makeRepository()
        let name = "  Zoë 👩🏽‍💻 שלום e\u{301}  "
        let saved = StateRecorder(recording: repository.save(try Username(validating: name), userId: 1)).waitForCompletion(failing: UserProfileRepositoryError.self)
        XCTAssertEqual(saved.states.first.map { Array($0.username.utf8) }, Array(name.trimmingCharacters(in: .whitespaces).utf8))
        XCTAssertEqual(try loadResult(repository)?.get().username.utf8.count, Array(name.trimmingCharacters(in: .whitespaces).utf8).count)

        let missing = StateRecorder(recording: repository.save(try Username(validating: "x"), userId: 7)).waitForCompletion(failing: UserProfileRepositoryError.self)
        XCTAssertEqual(missing.completion, .failure(.profileNotFound(userId: 7)))
        XCTAssertEqual(loadError(repository, userId: 7), .profileNotFound(userId: 7))
    }

    // MARK: files that are not ours, or broken: clear error, bytes unchanged

    func test_garbageFile_isCorruptError_andLeftUnchanged() throws {
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try writeFile(garbage)
        let repository = try makeRepository()
        guard case .databaseCorrupt(let path, _)? = loadError(repository) else { return XCTFail("expected corrupt") }
        XCTAssertEqual(path, databasePath)
        XCTAssertEqual(fileBytes(databasePath), garbage)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dataDirectory), ["profile.sqlite"],
                       "no journal or replacement file")
        // A save and an observation fail the same way and still touch nothing.
        let save = StateRecorder(recording: repository.save(try Username(validating: "x"), userId: 1)).waitForCompletion(failing: UserProfileRepositoryError.self)
        guard case .failure(.databaseCorrupt)? = save.completion else { return XCTFail("save: \(String(describing: save.completion))") }
        let observe = StateRecorder(recording: repository.observe(userId: 1)).waitForCompletion(failing: UserProfileRepositoryError.self)
        guard case .failure(.databaseCorrupt)? = observe.completion else { return XCTFail("observe") }
        XCTAssertEqual(fileBytes(databasePath), garbage)
    }

    func test_damagedSQLiteDatabase_isCorruptError_andLeftUnchanged() throws {
        // A real database of ours, then page 2 onward overwritten with garbage.
        let repository = try makeRepository()
        _ = loadResult(repository)
        var bytes = try XCTUnwrap(fileBytes(databasePath))
        XCTAssertGreaterThan(bytes.count, 4096)
        for index in 100..<bytes.count { bytes[index] = UInt8(truncatingIfNeeded: index &* 13) }
        XCTAssertTrue(FileManager.default.createFile(atPath: databasePath, contents: bytes))
        let fresh = try makeRepository()
        let error = loadError(fresh)
        switch error {
        case .databaseCorrupt?: break
        default: XCTFail("expected corrupt, got \(String(describing: error))")
        }
        XCTAssertEqual(fileBytes(databasePath), bytes)
    }

    func test_foreignSQLiteDatabase_isNotTouched() throws {
        try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
        let other = try DatabaseQueue(path: databasePath)
        try other.write { db in
            try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes (body) VALUES ('mine')")
        }
        try other.close()
        let before = try XCTUnwrap(fileBytes(databasePath))
        XCTAssertEqual(loadError(try makeRepository()), .foreignDatabase(path: databasePath))
        XCTAssertEqual(fileBytes(databasePath), before)
        XCTAssertTrue(UserProfileRepositoryError.foreignDatabase(path: databasePath).description.contains("not created by vsm-profile-gtk"))
    }

    /// Found by the proof suite: our store with a `user_version` set (this version never
    /// sets one, so a later version did) opened as if it were current.
    func test_ourStoreWithAUserVersion_isFromANewerVersion_andNotTouched() throws {
        _ = loadResult(try makeRepository())
        let other = try DatabaseQueue(path: databasePath)
        try other.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA user_version = 99") }
        try other.close()
        let before = try XCTUnwrap(fileBytes(databasePath))
        XCTAssertEqual(loadError(try makeRepository()), .newerSchema(path: databasePath))
        XCTAssertEqual(fileBytes(databasePath), before)
    }

    func test_databaseFromNewerVersion_isNotTouched() throws {
        _ = loadResult(try makeRepository())
        let other = try DatabaseQueue(path: databasePath)
        try other.write { db in try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99: future')") }
        try other.close()
        let before = try XCTUnwrap(fileBytes(databasePath))
        XCTAssertEqual(loadError(try makeRepository()), .newerSchema(path: databasePath))
        XCTAssertEqual(fileBytes(databasePath), before)
    }

    func test_unreadableFile_isPermissionError() throws {
        guard runsUnprivileged(self) else { return }
        _ = loadResult(try makeRepository())
        let before = try XCTUnwrap(fileBytes(databasePath))
        XCTAssertEqual(chmod(databasePath, 0), 0)
        guard case .permissionDenied(let path, _)? = loadError(try makeRepository()) else { return XCTFail("expected permission error") }
        XCTAssertEqual(path, databasePath)
        XCTAssertEqual(chmod(databasePath, 0o600), 0)
        XCTAssertEqual(fileBytes(databasePath), before)
    }

    func test_databasePathIsADirectory_isPermissionError() throws {
        try FileManager.default.createDirectory(atPath: databasePath, withIntermediateDirectories: true)
        guard case .permissionDenied(_, let detail)? = loadError(try makeRepository()) else { return XCTFail("expected permission error") }
        XCTAssertEqual(detail, "not a regular file")
    }

    func test_unwritableDataDirectory_isCannotCreate() throws {
        guard runsUnprivileged(self) else { return }
        let parent = directory.appending("locked")
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        XCTAssertEqual(chmod(parent, 0o500), 0)
        defer { chmod(parent, 0o700) }
        let repository = SQLiteUserProfileRepository(
            location: ProfileStoreLocation(dataDirectory: (parent as NSString).appendingPathComponent("data")),
            sampleProfile: try sample()
        )
        guard case .cannotCreate? = loadError(repository) else { return XCTFail("expected cannotCreate") }
    }

    func test_dataDirectoryPathIsAFile_isCannotCreate() throws {
        XCTAssertTrue(FileManager.default.createFile(atPath: dataDirectory, contents: Data("x".utf8)))
        guard case .cannotCreate(let path, _)? = loadError(try makeRepository()) else { return XCTFail("expected cannotCreate") }
        XCTAssertEqual(path, dataDirectory)
        XCTAssertEqual(fileBytes(dataDirectory), Data("x".utf8))
    }

    func test_lockedDatabase_isLockedError_thenRetryWorksAfterRelease() throws {
        _ = loadResult(try makeRepository())
        let before = try XCTUnwrap(fileBytes(databasePath))
        let locker = try ExclusiveLock(path: databasePath)

        let repository = try makeRepository(busyTimeout: 0.1)
        let states = LoadUserProfileViewState.LoaderModel(userId: 1, repository: repository).load().collectAll()
        XCTAssertEqual(states.map(summary), ["loading", "loadingError"])
        XCTAssertTrue(states.last?.errorModel?.message.contains("locked by another program") ?? false)
        XCTAssertEqual(fileBytes(databasePath), before)

        try locker.release()
        let retried = try XCTUnwrap(states.last?.errorModel).retry().collectAll()
        XCTAssertEqual(retried.map(summary), ["loading", "loaded(sample)"])
    }

    func test_lockWhileSaving_isSavingErrorWithRetry() throws {
        let repository = try makeRepository(busyTimeout: 0.1)
        let data = try XCTUnwrap(try loadResult(repository)?.get())
        let locker = try ExclusiveLock(path: databasePath)
        let model = EditUserProfileViewState.EditingModel(userData: data, repository: repository)
        let states = model.saveUsername("blocked").collectAll()
        XCTAssertEqual(states.map(summary), ["saving", "savingError"])
        try locker.release()
        let retried = StateRecorder(recording: try XCTUnwrap(states.last?.errorModel).retry()).waitForStates(2)
        XCTAssertEqual(retried.map(summary), ["saving", "editing(saved, blocked)"])
    }

    /// A save whose subscription is cancelled while it still waits its turn on the work
    /// queue (a window closing, SIGTERM) must still reach the store: the user asked for it.
    /// Before the fix it was skipped, and the value stayed the old one.
    func test_save_cancelledBeforeItStarts_stillReachesTheStore() throws {
        let repository = try makeRepository(busyTimeout: 5)
        XCTAssertEqual(try loadResult(repository)?.get().username, "sample")
        let locker = try ExclusiveLock(path: databasePath)
        // The load waits for the lock on the work queue, so the save queues behind it.
        let blockedLoad = StateRecorder(recording: repository.load(userId: 1))
        let save = StateRecorder(recording: repository.save(try Username(validating: "kept"), userId: 1))
        save.cancel()
        try locker.release()
        _ = blockedLoad.waitForCompletion(failing: UserProfileRepositoryError.self)
        XCTAssertTrue(repository.waitForWorkInProgress(timeout: 10))
        XCTAssertEqual(try loadResult(repository)?.get().username, "kept")
    }

    // MARK: observation

    func test_observe_publishesCurrentValueThenEveryCommittedChange() throws {
        let repository = try makeRepository()
        let recorder = StateRecorder(recording: repository.observe(userId: 1))
        XCTAssertEqual(recorder.waitForStates(1).map(\.username), ["sample"])
        _ = StateRecorder(recording: repository.save(try Username(validating: "one"), userId: 1)).waitForCompletion(failing: UserProfileRepositoryError.self)
        _ = StateRecorder(recording: repository.save(try Username(validating: "two"), userId: 1)).waitForCompletion(failing: UserProfileRepositoryError.self)
        XCTAssertEqual(recorder.waitForStates(3).map(\.username), ["sample", "one", "two"])
        recorder.cancel()
    }

    func test_observeMissingProfile_fails() throws {
        let recorder = StateRecorder(recording: try makeRepository().observe(userId: 5))
        XCTAssertEqual(recorder.waitForCompletion(failing: UserProfileRepositoryError.self).completion, .failure(.profileNotFound(userId: 5)))
    }

    // MARK: location

    func test_location_followsXDG() {
        XCTAssertEqual(
            ProfileStoreLocation.standard(environment: ["XDG_DATA_HOME": "/x/data", "HOME": "/home/u"]).databasePath,
            "/x/data/vsm-profile-gtk/profile.sqlite"
        )
        XCTAssertEqual(
            ProfileStoreLocation.standard(environment: ["HOME": "/home/u"]).dataDirectory,
            "/home/u/.local/share/vsm-profile-gtk"
        )
        XCTAssertEqual(
            ProfileStoreLocation.standard(environment: ["XDG_DATA_HOME": "relative/dir", "HOME": "/home/u"]).dataDirectory,
            "/home/u/.local/share/vsm-profile-gtk",
            "the XDG spec says relative paths are ignored"
        )
        XCTAssertEqual(ProfileStoreLocation(dataDirectory: "/d").databasePath, "/d/profile.sqlite")
        XCTAssertTrue(ProfileStoreLocation(dataDirectory: "rel").dataDirectory.hasPrefix("/"))
        XCTAssertEqual(SQLiteUserProfileRepository(dataDirectory: "/d").location.databasePath, "/d/profile.sqlite")
    }

    func test_errorDescriptionsAreSentences() {
        let errors: [UserProfileRepositoryError] = [
            .profileNotFound(userId: 3), .databaseCorrupt(path: "/p", detail: "d"), .databaseLocked(path: "/p"),
            .permissionDenied(path: "/p", detail: "d"), .foreignDatabase(path: "/p"), .newerSchema(path: "/p"),
            .cannotCreate(path: "/p", detail: "d"), .storage(detail: "d"), .simulated(.save),
            .unusableLocation(detail: "d"),
        ]
        for error in errors {
            XCTAssertTrue(error.description.hasSuffix("."), error.description)
            XCTAssertFalse(error.description.contains("UserProfileRepositoryError"), error.description)
        }
    }
}
