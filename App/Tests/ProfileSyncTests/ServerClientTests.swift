import Foundation
import ProfileServerClient
import UserProfile
import VSMGtkTesting
import XCTest

/// The server's client (the contract's generated client over libsoup) against the real
/// server, across a real link: reads that revalidate, the username change and its answers,
/// the event stream, and what each fault of the link or of the peer becomes. Every call
/// ends within its time limit with the error the app shows.
final class ServerClientTests: XCTestCase {
    /// A request's limit in these tests: short, so a hang is caught fast.
    private static let requestTimeout = Duration.seconds(3)

    @MainActor
    private static func client(_ url: URL, token: String? = nil) -> ProfileServerClient {
        ProfileServerClient(serverURL: url, token: token, transport: SoupTransport(requestTimeout: Self.requestTimeout))
    }

    /// Runs `call` and waits (bounded) for its end, on the main loop.
    @MainActor
    private static func outcome<Value>(within limit: Duration = .seconds(15), _ call: @escaping @MainActor () async throws -> Value,
                                       file: StaticString = #filePath, line: UInt = #line) -> Result<Value, any Error>? {
        AsyncCall.wait(timeout: limit, filePath: file, line: line, call)
    }

    private static func assertError(_ result: Result<some Any, any Error>?, file: StaticString = #filePath, line: UInt = #line,
                             _ check: (ServerClientError) -> Bool) {
        guard case .failure(let error) = result else { return XCTFail("expected a failure, got \(String(describing: result))", file: file, line: line) }
        guard let error = error as? ServerClientError else { return XCTFail("not a ServerClientError: \(error)", file: file, line: line) }
        XCTAssertTrue(check(error), "unexpected error: \(error)", file: file, line: line)
    }

    func testTheProfileComesWithItsVersionAndRevalidatesWithIt() throws {
        let lab = try NetworkLab(name: "c-read")
        defer { lab.tearDown() }
        try onMainActor {
            let client = Self.client(lab.serverURL)
            let first = try XCTUnwrap(Self.outcome { try await client.profile(userId: lab.userID, knownVersion: nil) }).get()
            guard case .changed(let profile) = first else { return XCTFail("no profile: \(first)") }
            XCTAssertEqual(profile.value.id, lab.userID)
            XCTAssertFalse(profile.value.username.isEmpty)
            let again = try XCTUnwrap(Self.outcome { try await client.profile(userId: lab.userID, knownVersion: profile.version) }).get()
            XCTAssertEqual(again, .unchanged, "the same version answers 304")
            let posts = try XCTUnwrap(Self.outcome { try await client.posts(userId: lab.userID, knownVersion: nil) }).get()
            guard case .changed(let list) = posts else { return XCTFail("no posts: \(posts)") }
            XCTAssertEqual(try XCTUnwrap(Self.outcome { try await client.posts(userId: lab.userID, knownVersion: list.version) }).get(), .unchanged)
            Self.assertError(Self.outcome { try await client.profile(userId: 9_999, knownVersion: nil) }) { $0 == .notFound(userId: 9_999) }
        }
    }

    func testAUsernameChangeIsStoredOnItsVersionAndAStaleOneIsAMismatch() throws {
        let lab = try NetworkLab(name: "c-write")
        defer { lab.tearDown() }
        try onMainActor {
            let client = Self.client(lab.serverURL, token: lab.token)
            guard case .changed(let profile) = try XCTUnwrap(Self.outcome { try await client.profile(userId: lab.userID, knownVersion: nil) }).get()
            else { return XCTFail("no profile") }

            let saved = try XCTUnwrap(Self.outcome { try await client.changeUsername(userId: lab.userID, to: "Ada Lovelace", version: profile.version) }).get()
            guard case .saved(let stored) = saved else { return XCTFail("not saved: \(saved)") }
            XCTAssertEqual(stored.value.username, "Ada Lovelace")
            XCTAssertEqual(stored.version, profile.version + 1)
            XCTAssertEqual(try lab.query("SELECT username FROM users WHERE id = \(lab.userID)"), "Ada Lovelace", "the server's database has it")

            let stale = try XCTUnwrap(Self.outcome { try await client.changeUsername(userId: lab.userID, to: "Grace", version: profile.version) }).get()
            XCTAssertEqual(stale, .versionMismatch(current: stored), "a stale version gets the current profile, nothing stored")

            let refused = try XCTUnwrap(Self.outcome { try await client.changeUsername(userId: lab.userID, to: "a\nb", version: stored.version) }).get()
            guard case .rejected(let reason) = refused else { return XCTFail("not refused: \(refused)") }
            XCTAssertFalse(reason.isEmpty, "the server's reason is given")

            let anonymous = Self.client(lab.serverURL)
            Self.assertError(Self.outcome { try await anonymous.changeUsername(userId: lab.userID, to: "Eve", version: stored.version) }) { $0 == .notAuthorized }
        }
    }

    func testACutLinkEndsARequestWithinItsTimeout() throws {
        let lab = try NetworkLab(name: "c-cut")
        defer { lab.tearDown() }
        try lab.cut()
        onMainActor {
            let client = Self.client(lab.serverURL)
            let started = ContinuousClock.now
            Self.assertError(Self.outcome { try await client.profile(userId: lab.userID, knownVersion: nil) }) { $0 == .timedOut }
            XCTAssertLessThan(ContinuousClock.now - started, Self.requestTimeout + .seconds(2), "no longer than the request's limit")
            XCTAssertTrue(ServerClientError.timedOut.isConnectivity)
        }
        try lab.restore()
        try onMainActor {
            let client = Self.client(lab.serverURL)
            XCTAssertNoThrow(try XCTUnwrap(Self.outcome { try await client.profile(userId: lab.userID, knownVersion: nil) }).get(), "the link is back")
        }
    }

    func testAnUnpluggedOrRefusingServerIsUnreachableAtOnce() throws {
        let lab = try NetworkLab(name: "c-refuse")
        defer { lab.tearDown() }
        try lab.unplug()
        onMainActor {
            let client = Self.client(lab.serverURL)
            Self.assertError(Self.outcome(within: .seconds(2)) { try await client.profile(userId: lab.userID, knownVersion: nil) }) {
                if case .unreachable = $0 { return true } else { return false }
            }
        }
        try lab.restore()
        try lab.reject()
        onMainActor {
            let client = Self.client(lab.serverURL)
            Self.assertError(Self.outcome(within: .seconds(2)) { try await client.profile(userId: lab.userID, knownVersion: nil) }) {
                if case .unreachable = $0 { return true } else { return false }
            }
        }
    }

    func testAServerKilledAndRestartedIsUnreachableThenBack() throws {
        let lab = try NetworkLab(name: "c-kill")
        defer { lab.tearDown() }
        try lab.killServer()
        onMainActor {
            let client = Self.client(lab.serverURL)
            Self.assertError(Self.outcome(within: .seconds(5)) { try await client.profile(userId: lab.userID, knownVersion: nil) }) { $0.isConnectivity }
        }
        try lab.restartServer()
        try onMainActor {
            let client = Self.client(lab.serverURL)
            XCTAssertNoThrow(try XCTUnwrap(Self.outcome { try await client.profile(userId: lab.userID, knownVersion: nil) }).get())
        }
    }

    func testAPeerThatNeverAnswersTimesOutAndCancellingStopsAtOnce() throws {
        let lab = try NetworkLab(name: "c-hole")
        defer { lab.tearDown() }
        let blackhole = try lab.startPeer("blackhole")
        onMainActor {
            let client = Self.client(blackhole)
            let started = ContinuousClock.now
            Self.assertError(Self.outcome { try await client.profile(userId: 1, knownVersion: nil) }) { $0 == .timedOut }
            XCTAssertLessThan(ContinuousClock.now - started, Self.requestTimeout + .seconds(2))

            let cancelled = AsyncCall<Revalidation<UserData>>()
            cancelled.start { try await client.profile(userId: 1, knownVersion: nil) }
            let cancelledAt = ContinuousClock.now
            cancelled.task?.cancel()
            XCTAssertTrue(waitUntil("the cancelled call ended", timeout: .seconds(2)) { cancelled.isFinished })
            XCTAssertLessThan(ContinuousClock.now - cancelledAt, .seconds(1), "cancellation does not wait for the timeout")
        }
    }

    func testMalformedTruncatedAndWrongTypeAnswersAreReadErrorsNotHangs() throws {
        let lab = try NetworkLab(name: "c-bad")
        defer { lab.tearDown() }
        for mode in ["truncated", "badjson", "wrongtype", "garbage"] {
            let peer = try lab.startPeer("malformed", [mode])
            onMainActor {
                let client = Self.client(peer)
                Self.assertError(Self.outcome { try await client.profile(userId: 1, knownVersion: nil) }) { error in
                    if case .malformedAnswer = error { return true }
                    // A body cut short may also end as a closed connection.
                    if mode == "truncated", case .unreachable = error { return true }
                    return false
                }
            }
        }
    }

    func testASelfSignedCertificateIsAClearErrorNotAHang() throws {
        let lab = try NetworkLab(name: "c-tls")
        defer { lab.tearDown() }
        let tls = try lab.startPeer("tls", [lab.serverURL.absoluteString])
        onMainActor {
            let client = Self.client(tls)
            Self.assertError(Self.outcome { try await client.profile(userId: lab.userID, knownVersion: nil) }) { error in
                guard case .untrustedCertificate(let detail) = error else { return false }
                return !detail.isEmpty && !error.isConnectivity
            }
        }
    }

    func testTheEventStreamAnnouncesAChangeAndEndsWhenTheLinkIsCut() throws {
        let lab = try NetworkLab(name: "c-events")
        defer { lab.tearDown() }
        try onMainActor {
            let client = Self.client(lab.serverURL, token: lab.token)
            let changes = try XCTUnwrap(Self.outcome { try await client.events(userId: lab.userID, after: nil, silenceLimit: .seconds(3)) }).get()
            let received = AsyncCall<(changes: [ServerChange], end: ServerClientError?)>()
            received.start {
                var seen: [ServerChange] = []
                do {
                    for try await change in changes { seen.append(change) }
                    return (seen, nil)
                } catch {
                    return (seen, error as? ServerClientError)
                }
            }
            guard case .changed(let profile) = try XCTUnwrap(Self.outcome { try await client.profile(userId: lab.userID, knownVersion: nil) }).get()
            else { return XCTFail("no profile") }
            _ = try XCTUnwrap(Self.outcome { try await client.changeUsername(userId: lab.userID, to: "Live", version: profile.version) }).get()
            try lab.cut()
            XCTAssertTrue(waitUntil("the stream ended after the cut", timeout: .seconds(10)) { received.isFinished })
            let (seen, end) = try XCTUnwrap(received.result).get()
            XCTAssertTrue(seen.contains { if case .profile(let version, let id) = $0 { version == profile.version + 1 && id != nil } else { false } },
                          "the change was announced with its version and an id to resume from: \(seen)")
            XCTAssertEqual(end, .timedOut, "a silent stream ends by the silence limit")
        }
    }
}
