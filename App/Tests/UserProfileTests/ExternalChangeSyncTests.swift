import Foundation
import GRDB
import Locking
import OpenCombine
import VSMCombineTesting
import VSMTesting
import XCTest
@testable import UserProfile
@testable import UserProfileStore

/// Live sync with writers other than this repository: another connection, the `sqlite3`
/// program in another process. Every follower sees their commits without a reload, and
/// the editor's rule holds: a change never clobbers text the user is typing.
final class ExternalChangeSyncTests: TemporaryStoreTestCase {
    /// Waits (bounded) until `observers` observations run and hold the watcher (each
    /// window's observation starts asynchronously on the repository's queue).
    private func waitForWatcher(observers: Int = 1) throws -> ExternalChangeWatcher {
        var watcher: ExternalChangeWatcher?
        pollUntil("\(observers) observation(s) holding the watcher") {
            guard repository.externalChanges.leaseCount >= observers else { return false }
            watcher = repository.externalChanges.current
            return watcher != nil
        }
        guard let watcher else { throw WatcherNeverStarted() }
        return watcher
    }

    /// Waits (bounded) until `watcher` has run `count` more checks than `start`.
    private func waitForChecks(_ watcher: ExternalChangeWatcher, after start: Int, count: Int = 2) {
        pollUntil("\(count) more checks of the watcher") { watcher.checksPerformed >= start + count }
    }

    /// Another connection to the same file, as another process would have.
    private func otherConnection() throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        return try DatabaseQueue(path: repository.location.databasePath, configuration: configuration)
    }

    // MARK: Other writers

    func test_commitByAnotherConnection_reachesEveryFollower() async throws {
        let followers = try (0..<3).map { _ in try openWindow().1 }
        _ = try waitForWatcher(observers: 3)
        let other = try otherConnection()
        try await other.write { db in try db.execute(sql: "UPDATE profile SET username = 'elsewhere' WHERE id = 1") }
        for follower in followers {
            await follower.expect(["editing(storeChanged, elsewhere)"], comparing: summary)
        }
    }

    func test_sqlite3InAnotherProcess_reachesTheFollower() async throws {
        let sqlite3 = "/usr/bin/sqlite3"
        guard FileManager.default.isExecutableFile(atPath: sqlite3) else {
            throw XCTSkip("sqlite3 is not installed (Debian package sqlite3)")
        }
        let (_, follower) = try openWindow()
        _ = try waitForWatcher()
        let update = try ChildProcess.run(sqlite3, [
            "-cmd", ".timeout 5000", repository.location.databasePath,
            "UPDATE profile SET username = 'from sqlite3' WHERE id = 1",
        ])
        XCTAssertEqual(update.status, 0, update.errorOutput)
        await follower.expect(["editing(storeChanged, from sqlite3)"], comparing: summary)
    }

    func test_externalChange_keepsTheTypedTextAndItsMessage() async throws {
        let (state, follow) = try openWindow()
        follow.cancel()
        let rejected = StateRecorder(recording: try XCTUnwrap(state.editingModelForTest).saveUsername("bad\u{7}name"))
        await rejected.expect(["editing(invalidInput, sample)"], comparing: summary)
        _ = try waitForWatcher()

        try await otherConnection().write { db in
            try db.execute(sql: "UPDATE profile SET username = 'external' WHERE id = 1")
        }
        let journey = await rejected.expect(["editing(invalidInput, sample)", "editing(storeChanged, external)"],
                                            comparing: summary)
        let changed = try XCTUnwrap(journey.dropFirst().first)
        XCTAssertEqual(changed.usernameForEntry, "bad\u{7}name", "the user's text stays in the entry")
        XCTAssertNotNil(changed.validationMessage)
    }

    func test_manyExternalCommitsInARow_endOnTheLastValue() async throws {
        let (_, follower) = try openWindow()
        _ = try waitForWatcher()
        let other = try otherConnection()
        for index in 1...20 {
            try await other.write { db in
                try db.execute(sql: "UPDATE profile SET username = ? WHERE id = 1", arguments: ["n\(index)"])
            }
        }
        // Quick commits may reach the follower as fewer notifications; the last one must be n20.
        await follower.waitUntil("the last commit") { $0.last.map(summary) == "editing(storeChanged, n20)" }
        XCTAssertTrue(follower.states.allSatisfy { $0.editingCause == .storeChanged })
    }

    // MARK: Our own writes

    func test_ownSave_isNotRepeatedByTheWatcher() async throws {
        let (state, follow) = try openWindow()
        let (_, other) = try openWindow()
        let watcher = try waitForWatcher(observers: 2)
        let checksBeforeSave = watcher.checksPerformed
        follow.cancel()
        let save = StateRecorder(recording: try XCTUnwrap(state.editingModelForTest).saveUsername("mine"))
        await save.expect(["saving", "editing(saved, mine)"], comparing: summary)
        await other.expect(["editing(storeChanged, mine)"], comparing: summary)
        // Let the watcher look at the commit's file events (and maybe its timer tick).
        waitForChecks(watcher, after: checksBeforeSave)
        XCTAssertEqual(save.states.count, 2, "no second notification of our own save")
        XCTAssertEqual(other.states.count, 1)
    }

    // MARK: Lifetime

    func test_watcherRunsOnlyWhileSomeoneObserves() async throws {
        XCTAssertNil(repository.externalChanges.current, "no observer yet: no watcher")
        let (_, first) = try openWindow()
        let (_, second) = try openWindow()
        let watcher = try waitForWatcher(observers: 2)
        XCTAssertTrue(watcher.isUsingInotify)
        first.cancel()
        XCTAssertTrue(repository.externalChanges.current === watcher, "one observer left")
        second.cancel()
        // A window's observation takes its lease before it registers how to stop: cancelled in
        // between, it releases the lease on the repository's queue a moment later.
        let changes = repository.externalChanges
        await waitUntil("the last observer gone, and its watcher with it") { changes.current == nil }

        // A new observer starts a new watcher, and it works.
        let (_, third) = try openWindow()
        _ = try waitForWatcher()
        try await otherConnection().write { db in try db.execute(sql: "UPDATE profile SET username = 'again' WHERE id = 1") }
        await third.expect(["editing(storeChanged, again)"], comparing: summary)
    }

    // MARK: Without inotify

    func test_pollingAlone_stillDeliversExternalCommits() throws {
        // The repository opens (and creates) the database; then a plain GRDB observation
        // on a connection of our own, with a watcher that may only poll.
        _ = repository.load(userId: 1).collectAll()
        let database = try otherConnection()
        let watcher = ExternalChangeWatcher(database: database, location: repository.location, usesInotify: false)
        watcher.start()
        defer { watcher.stop() }
        XCTAssertFalse(watcher.isUsingInotify)
        let values = Locked<[String]>([])
        let observation = ValueObservation
            .tracking { db in try String.fetchOne(db, sql: "SELECT username FROM profile WHERE id = 1") ?? "" }
            .removeDuplicates()
            .start(
                in: database,
                scheduling: .async(onQueue: DispatchQueue(label: "test.observation")),
                onError: { XCTFail("\($0)") },
                onChange: { name in values.withLock { $0.append(name) } }
            )
        defer { observation.cancel() }
        pollUntil("the initial value") { !values.withLock { $0.isEmpty } }
        XCTAssertEqual(values.withLock { $0 }, ["sample"], "the initial value")
        try otherConnection().write { db in try db.execute(sql: "UPDATE profile SET username = 'polled' WHERE id = 1") }
        pollUntil("the polled change") { values.withLock { $0.last } == "polled" }
        XCTAssertEqual(values.withLock { $0 }, ["sample", "polled"])
    }

    func test_localFileSystems_areWatched_andAnUnknownOneCountsAsLocal() {
        XCTAssertTrue(ExternalChangeWatcher.isLocalFileSystem(repository.location.dataDirectory))
        XCTAssertTrue(ExternalChangeWatcher.isLocalFileSystem("/x", mountInfo: "garbage\n\n- -"),
                      "no answer: inotify is tried, and the fallback timer runs anyway")
        let table = """
            22 1 8:1 / / rw,relatime shared:1 - ext4 /dev/sda1 rw
            40 22 0:40 / /home/alice rw - nfs4 server:/home/alice rw
            41 40 0:41 / /home/alice/My\\040Drive rw - fuse.rclone rclone: rw
            42 22 0:42 / /home/bob rw - ext4 /dev/sdb1 rw
            """
        XCTAssertTrue(ExternalChangeWatcher.isLocalFileSystem("/var/lib/x", mountInfo: table))
        XCTAssertFalse(ExternalChangeWatcher.isLocalFileSystem("/home/alice/.local/share/app", mountInfo: table))
        XCTAssertFalse(ExternalChangeWatcher.isLocalFileSystem("/home/alice/My Drive/app", mountInfo: table))
        XCTAssertTrue(ExternalChangeWatcher.isLocalFileSystem("/home/bob/app", mountInfo: table))
        XCTAssertTrue(ExternalChangeWatcher.isLocalFileSystem("/home/alicex/app", mountInfo: table), "a prefix is not a parent")
    }

    // MARK: Bad input from other writers

    func test_rowDeletedByAnotherProgram_stopsLiveUpdatesWithAClearError_andKeepsTheData() async throws {
        let (_, follower) = try openWindow()
        _ = try waitForWatcher()
        try await otherConnection().write { db in try db.execute(sql: "DELETE FROM profile WHERE id = 1") }
        let states = await follower.expectFinished(["editing(storeChanged, sample)"], comparing: summary)
        let last = try XCTUnwrap(states.last)
        XCTAssertEqual(last.data.username, "sample", "the editor keeps what it showed")
        let message = try XCTUnwrap(last.editingModelForTest?.liveUpdatesError)
        XCTAssertTrue(message.hasPrefix("Live updates stopped."), message)
        XCTAssertNil(repository.externalChanges.current, "a failed observation releases the watcher")
    }

    func test_lockHeldPastTheBusyTimeout_delaysLiveUpdatesButDoesNotStopThem() async throws {
        // A repository on the same store with a short busy timeout, so the lock outlasts it.
        let repository = SQLiteUserProfileRepository(location: self.repository.location, busyTimeout: 0.2)
        // Its sample profile is named after the current user: compare the screens only.
        let loaded = await expectStates(of: LoadUserProfileViewState.LoaderModel(userId: 1, repository: repository).load(),
                                        ["loading", "loaded"], comparing: { summary($0).prefix { $0 != "(" } })
        let data = try XCTUnwrap(loaded.last?.userData)
        let other = try otherConnection()
        let locked = DispatchSemaphore(value: 0)
        let committed = DispatchSemaphore(value: 0)
        // Another program takes the write lock and keeps it far longer than the busy
        // timeout: the observation's first fetch fails with "locked" while it lasts.
        DispatchQueue.global().async {
            try? other.writeWithoutTransaction { db in
                try db.execute(sql: "BEGIN EXCLUSIVE")
                try db.execute(sql: "UPDATE profile SET username = 'after a long lock' WHERE id = 1")
                locked.signal()
                Thread.sleep(forTimeInterval: 1.5)
                try db.execute(sql: "COMMIT")
            }
            committed.signal()
        }
        XCTAssertEqual(locked.wait(timeout: .now() + 10), .success)
        let state = EditUserProfileViewState(userData: data, repository: repository)
        let follower = StateRecorder(recording: try XCTUnwrap(state.editingModelForTest).followChanges())
        XCTAssertEqual(committed.wait(timeout: .now() + 10), .success)
        let states = await follower.expect(["editing(storeChanged, after a long lock)"], comparing: summary)
        XCTAssertNil(states.first?.editingModelForTest?.liveUpdatesError, "a lock is not a failure of the store")
        XCTAssertFalse(follower.isFinished, "still following")
    }

    func test_lockHeldByAnotherProgram_delaysButDoesNotLoseTheChange() async throws {
        let (_, follower) = try openWindow()
        let watcher = try waitForWatcher()
        let other = try otherConnection()
        // An exclusive transaction held open on another thread while the watcher keeps
        // checking: its checks wait or fail, and the commit still arrives after the lock.
        let locked = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let committed = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            try? other.writeWithoutTransaction { db in
                try db.execute(sql: "BEGIN EXCLUSIVE")
                try db.execute(sql: "UPDATE profile SET username = 'after the lock' WHERE id = 1")
                locked.signal()
                _ = release.wait(timeout: .now() + 10)
                try db.execute(sql: "COMMIT")
            }
            committed.signal()
        }
        XCTAssertEqual(locked.wait(timeout: .now() + 10), .success)
        waitForChecks(watcher, after: watcher.checksPerformed, count: 1)
        XCTAssertEqual(follower.states.count, 0,
                       "nothing is shown before the commit: \(follower.states.map { $0.editingModelForTest?.liveUpdatesError ?? summary($0) })")
        release.signal()
        XCTAssertEqual(committed.wait(timeout: .now() + 10), .success)
        await follower.expect(["editing(storeChanged, after the lock)"], comparing: summary)
    }
}

/// The repository's external-change watcher did not start within the wait: the test fails.
private struct WatcherNeverStarted: Error, CustomStringConvertible {
    var description: String { "the external-change watcher never started within 10 seconds" }
}
