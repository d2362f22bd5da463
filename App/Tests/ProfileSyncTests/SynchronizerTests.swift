import Foundation
import ProfileServerClient
import ProfileSync
import UserProfile
import UserProfileStore
import VSMGtkTesting
import XCTest

/// Offline-first on a real server across a real link: the SQLite cache answers at once,
/// the synchronizer revalidates it, a username saved while the link is cut is kept (across
/// a restart too) and reaches the server when the link returns, a 412 on our own name is
/// success, a real conflict asks, a refused name is a save error, and changes made through
/// another server instance arrive by the event stream.
final class SynchronizerTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    @MainActor
    private static func value<Output: Sendable>(_ publisher: AnyPublisherOf<Output>, within limit: Duration = .seconds(15),
                                         file: StaticString = #filePath, line: UInt = #line) -> Result<Output, UserProfileRepositoryError>? {
        let first = FirstValue(publisher)
        XCTAssertTrue(waitUntil("the repository answered", timeout: limit) { first.isFinished }, file: file, line: line)
        return first.result
    }

    @MainActor
    private static func run<Value>(within limit: Duration = .seconds(15), _ body: @escaping @MainActor () async throws -> Value,
                                   file: StaticString = #filePath, line: UInt = #line) -> Result<Value, any Error>? {
        AsyncCall.wait(timeout: limit, filePath: file, line: line, body)
    }

    func testWithNoCacheAndNoLinkTheLoadFailsWithTheReasonAndRetryWorksOnceItIsBack() throws {
        let lab = try NetworkLab(name: "s-nocache")
        defer { lab.tearDown() }
        try lab.cut()
        let path = folder.path
        try onMainActor {
            let fixture = SyncFixture(lab: lab, folder: path)
            let started = ContinuousClock.now
            let failed = Self.value(fixture.repository.load(userId: lab.userID))
            guard case .failure(.serverUnreachable(let detail)) = failed else { return XCTFail("expected the unreachable error: \(String(describing: failed))") }
            XCTAssertFalse(detail.isEmpty)
            XCTAssertLessThan(ContinuousClock.now - started, SyncFixture.requestTimeout + .seconds(2), "no spinner past the timeout")
            XCTAssertTrue(fixture.synchronizer.currentStatus.isOffline)

            try lab.restore()
            let loaded = try XCTUnwrap(Self.value(fixture.repository.load(userId: lab.userID))).get()
            XCTAssertEqual(loaded.username, try fixture.serverUsername())
            XCTAssertEqual(fixture.synchronizer.currentStatus.connection, .online)
        }
    }

    func testAColdStartAsksTheServerForTheProfileAndThePostsOnce() throws {
        let lab = try NetworkLab(name: "s-once")
        defer { lab.tearDown() }
        try lab.delay("150ms")   // the two loads' requests overlap however fast the machine is
        let path = folder.path
        try onMainActor {
            let fixture = SyncFixture(lab: lab, folder: path)
            // A window's first screen asks for the profile and its posts at once; with no
            // cache, both need the profile from the server.
            let profile = FirstValue(fixture.repository.load(userId: lab.userID))
            let posts = FirstValue(fixture.repository.loadPosts(userId: lab.userID))
            XCTAssertTrue(waitUntil("both loads answered", timeout: .seconds(15)) { profile.isFinished && posts.isFinished })
            XCTAssertEqual(try XCTUnwrap(profile.result).get().username, try fixture.serverUsername())
            _ = try XCTUnwrap(posts.result).get()
            XCTAssertEqual(fixture.requests.count(of: "getProfile"), 1, "the second load waits for the first one's request")
            XCTAssertEqual(fixture.requests.count(of: "getPosts"), 1)
        }
    }

    func testWithACacheTheLaunchShowsItAtOnceAndMarksItStaleWhileTheLinkIsCut() throws {
        let lab = try NetworkLab(name: "s-cache")
        defer { lab.tearDown() }
        let path = folder.path
        try onMainActor {
            let fixture = SyncFixture(lab: lab, folder: path)
            let online = try XCTUnwrap(Self.value(fixture.repository.load(userId: lab.userID))).get()
            _ = try XCTUnwrap(Self.value(fixture.repository.loadPosts(userId: lab.userID))).get()

            try lab.cut()
            fixture.reopen()
            let started = ContinuousClock.now
            let cached = try XCTUnwrap(Self.value(fixture.repository.load(userId: lab.userID))).get()
            XCTAssertEqual(cached, online)
            XCTAssertLessThan(ContinuousClock.now - started, .seconds(1), "the cache answers without the network")
            XCTAssertEqual(fixture.synchronizer.currentStatus.connection, .connecting)

            let reloaded = try XCTUnwrap(Self.value(fixture.repository.reload(userId: lab.userID))).get()
            XCTAssertEqual(reloaded, online, "a failed revalidation keeps what is shown")
            XCTAssertTrue(fixture.synchronizer.currentStatus.isOffline, "and says it may be stale")
        }
    }

    func testAUsernameSavedOfflineSurvivesARestartAndReachesTheServerWhenTheLinkReturns() throws {
        let lab = try NetworkLab(name: "s-outbox")
        defer { lab.tearDown() }
        let path = folder.path
        try onMainActor {
            let fixture = SyncFixture(lab: lab, folder: path)
            _ = try XCTUnwrap(Self.value(fixture.repository.load(userId: lab.userID))).get()
            try lab.cut()
            let saved = try XCTUnwrap(Self.value(fixture.repository.save(try Username(validating: "Offline Ada"), userId: lab.userID), within: .seconds(10))).get()
            XCTAssertEqual(saved.username, "Offline Ada", "the save succeeds on this computer")
            XCTAssertEqual(fixture.synchronizer.currentStatus.pending?.username, "Offline Ada")
            XCTAssertTrue(fixture.synchronizer.currentStatus.isOffline)

            fixture.reopen()   // quit and start again, still offline
            XCTAssertEqual(try XCTUnwrap(Self.value(fixture.repository.load(userId: lab.userID))).get().username, "Offline Ada")
            XCTAssertEqual(fixture.synchronizer.currentStatus.pending?.username, "Offline Ada", "still waiting to be sent")
            XCTAssertNotEqual(try fixture.serverUsername(), "Offline Ada")

            try lab.restore()
            let synchronizer = fixture.synchronizer
            let following = Task { await synchronizer.follow() }
            defer { following.cancel() }
            XCTAssertTrue(waitUntil("the server has the name typed offline", timeout: .seconds(15)) {
                (try? fixture.serverUsername()) == "Offline Ada" && synchronizer.currentStatus.pending == nil
            })
            XCTAssertEqual(synchronizer.currentStatus.connection, .online)
        }
    }

    func testALinkLostWhileASaveIsOnItsWayKeepsTheNameAndTheServerGetsItWhenItReturns() throws {
        let lab = try NetworkLab(name: "s-midsave")
        defer { lab.tearDown() }
        let path = folder.path
        try onMainActor {
            let fixture = SyncFixture(lab: lab, folder: path)
            _ = try XCTUnwrap(Self.value(fixture.repository.load(userId: lab.userID))).get()
            try lab.delay("400ms")   // the request is still on the wire when the link goes
            let save = FirstValue(fixture.repository.save(try Username(validating: "Midway Ada"), userId: lab.userID))
            XCTAssertTrue(waitUntil("the change is on its way", timeout: .seconds(5)) { fixture.requests.count(of: "putUsername") == 1 })
            try lab.cut()
            // Whether the server stored it before the cut or not, the answer is lost: the name
            // is kept here, pending, and the save does not spin past the request timeout.
            XCTAssertTrue(waitUntil("the save answered", timeout: SyncFixture.requestTimeout + .seconds(3)) { save.isFinished })
            XCTAssertEqual(try XCTUnwrap(save.result).get().username, "Midway Ada")
            XCTAssertEqual(fixture.synchronizer.currentStatus.pending?.username, "Midway Ada")
            XCTAssertTrue(fixture.synchronizer.currentStatus.isOffline)

            try lab.delay(nil)
            try lab.restore()
            let synchronizer = fixture.synchronizer
            let following = Task { await synchronizer.follow() }
            defer { following.cancel() }
            XCTAssertTrue(waitUntil("the server has the name and nothing is pending", timeout: .seconds(15)) {
                (try? fixture.serverUsername()) == "Midway Ada" && synchronizer.currentStatus.pending == nil
            })
            XCTAssertNil(synchronizer.currentStatus.conflict, "our own name on the server is no conflict")
            XCTAssertEqual(try XCTUnwrap(Self.value(fixture.repository.load(userId: lab.userID))).get().username, "Midway Ada")
        }
    }

    func testAPreconditionFailureCarryingOurOwnNameIsSuccess() throws {
        let lab = try NetworkLab(name: "s-lost")
        defer { lab.tearDown() }
        let path = folder.path
        try onMainActor {
            let fixture = SyncFixture(lab: lab, folder: path)
            _ = try XCTUnwrap(Self.value(fixture.repository.load(userId: lab.userID))).get()
            // Our earlier request was stored but its answer never came: the server is one
            // version ahead with our name.
            let other = fixture.otherDevice()
            let base = try XCTUnwrap(fixture.synchronizer.cachedVersion(of: .profile))
            _ = try XCTUnwrap(Self.run { try await other.changeUsername(userId: lab.userID, to: "Same Name", version: base) }).get()

            let saved = try XCTUnwrap(Self.value(fixture.repository.save(try Username(validating: "Same Name"), userId: lab.userID))).get()
            XCTAssertEqual(saved.username, "Same Name")
            XCTAssertNil(fixture.synchronizer.currentStatus.pending, "nothing left to send")
            XCTAssertNil(fixture.synchronizer.currentStatus.conflict, "no question to ask")
            XCTAssertEqual(fixture.synchronizer.cachedVersion(of: .profile), base + 1)
        }
    }

    func testAConflictAsksAndTheAnswerDecidesWhatTheServerKeeps() throws {
        let lab = try NetworkLab(name: "s-conflict")
        defer { lab.tearDown() }
        let path = folder.path
        try onMainActor {
            let fixture = SyncFixture(lab: lab, folder: path)
            _ = try XCTUnwrap(Self.value(fixture.repository.load(userId: lab.userID))).get()
            let other = fixture.otherDevice()
            let base = try XCTUnwrap(fixture.synchronizer.cachedVersion(of: .profile))
            _ = try XCTUnwrap(Self.run { try await other.changeUsername(userId: lab.userID, to: "Theirs", version: base) }).get()

            _ = try XCTUnwrap(Self.value(fixture.repository.save(try Username(validating: "Mine"), userId: lab.userID))).get()
            let conflict = try XCTUnwrap(fixture.synchronizer.currentStatus.conflict, "the person is asked")
            XCTAssertEqual(conflict.mine, "Mine")
            XCTAssertEqual(conflict.theirs.username, "Theirs")
            XCTAssertEqual(try fixture.serverUsername(), "Theirs", "nothing overwritten before the answer")
            guard case .conflict(let model) = ConnectionViewState(status: fixture.synchronizer.currentStatus, synchronizer: fixture.synchronizer)
            else { return XCTFail("the window shows the question") }

            model.keepMine()
            XCTAssertTrue(waitUntil("keep mine: the server has ours", timeout: .seconds(10)) {
                (try? fixture.serverUsername()) == "Mine" && fixture.synchronizer.currentStatus.pending == nil
            })

            // And the other answer: theirs replaces ours here, nothing is sent.
            let now = try XCTUnwrap(fixture.synchronizer.cachedVersion(of: .profile))
            _ = try XCTUnwrap(Self.run { try await other.changeUsername(userId: lab.userID, to: "Theirs Again", version: now) }).get()
            _ = try XCTUnwrap(Self.value(fixture.repository.save(try Username(validating: "Mine Again"), userId: lab.userID))).get()
            guard case .conflict(let second) = ConnectionViewState(status: fixture.synchronizer.currentStatus, synchronizer: fixture.synchronizer)
            else { return XCTFail("asked again") }
            second.useTheirs()
            XCTAssertTrue(waitUntil("use theirs: the cache has theirs, nothing pending", timeout: .seconds(10)) {
                fixture.synchronizer.currentStatus.pending == nil && fixture.synchronizer.currentStatus.conflict == nil
            })
            XCTAssertEqual(try XCTUnwrap(Self.value(fixture.repository.load(userId: lab.userID))).get().username, "Theirs Again")
            XCTAssertEqual(try fixture.serverUsername(), "Theirs Again")
        }
    }

    func testANameTheServerRefusesIsASaveErrorWithItsReasonAndTheCacheKeepsTheServers() throws {
        let lab = try NetworkLab(name: "s-taken")
        defer { lab.tearDown() }
        try lab.addUser(username: "Taken")
        let path = folder.path
        try onMainActor {
            let fixture = SyncFixture(lab: lab, folder: path)
            let before = try XCTUnwrap(Self.value(fixture.repository.load(userId: lab.userID))).get()
            let refused = Self.value(fixture.repository.save(try Username(validating: "Taken"), userId: lab.userID))
            guard case .failure(.serverRefused(let reason)) = refused else { return XCTFail("expected the server's refusal: \(String(describing: refused))") }
            XCTAssertFalse(reason.isEmpty)
            XCTAssertNil(fixture.synchronizer.currentStatus.pending, "a refused name is not retried")
            XCTAssertEqual(try XCTUnwrap(Self.value(fixture.repository.load(userId: lab.userID))).get().username, before.username)
        }
    }

    func testARefusedTokenIsASaveErrorThatKeepsTheNamePending() throws {
        let lab = try NetworkLab(name: "s-token")
        defer { lab.tearDown() }
        let path = folder.path
        try onMainActor {
            let fixture = SyncFixture(lab: lab, folder: path, token: "not-the-token")
            _ = try XCTUnwrap(Self.value(fixture.repository.load(userId: lab.userID))).get()
            let refused = Self.value(fixture.repository.save(try Username(validating: "Unauthorized"), userId: lab.userID))
            guard case .failure(.serverRefused(let reason)) = refused else { return XCTFail("expected the token's refusal: \(String(describing: refused))") }
            XCTAssertEqual(reason, ServerClientError.notAuthorized.description)
            XCTAssertEqual(fixture.synchronizer.currentStatus.pending?.username, "Unauthorized", "kept, to send once the token is fixed")
            XCTAssertNotEqual(try fixture.serverUsername(), "Unauthorized")
        }
    }

    func testAChangeThroughAnotherInstanceArrivesLiveAndTheStreamResumesAfterAKill() throws {
        let lab = try NetworkLab(name: "s-live")
        defer { lab.tearDown() }
        let second = try lab.startInstance(port: 8081)
        let path = folder.path
        try onMainActor {
            let fixture = SyncFixture(lab: lab, folder: path)
            _ = try XCTUnwrap(Self.value(fixture.repository.load(userId: lab.userID))).get()
            let synchronizer = fixture.synchronizer
            let following = Task { await synchronizer.follow() }
            defer { following.cancel() }
            XCTAssertTrue(waitUntil("following", timeout: .seconds(10)) { synchronizer.currentStatus.connection == .online })
            let observed = ObservedNames(fixture.repository.observe(userId: lab.userID))

            let other = fixture.otherDevice(second)
            let base = try XCTUnwrap(synchronizer.cachedVersion(of: .profile))
            _ = try XCTUnwrap(Self.run { try await other.changeUsername(userId: lab.userID, to: "Live One", version: base) }).get()
            let changedAt = ContinuousClock.now
            XCTAssertTrue(waitUntil("the change shows", timeout: .seconds(5)) { observed.names.last == "Live One" })
            XCTAssertLessThan(ContinuousClock.now - changedAt, .seconds(1), "within a second")

            try lab.killServer()
            XCTAssertTrue(waitUntil("the break is noticed", timeout: .seconds(10)) { synchronizer.currentStatus.isOffline })
            _ = try XCTUnwrap(Self.run { try await other.changeUsername(userId: lab.userID, to: "While Away", version: base + 1) }).get()
            try lab.restartServer()
            synchronizer.networkChanged()
            XCTAssertTrue(waitUntil("back, with what changed meanwhile", timeout: .seconds(15)) {
                observed.names.last == "While Away" && synchronizer.currentStatus.connection == .online
            })
        }
    }
}
