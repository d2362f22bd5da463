import XCTest

/// `GET /v1/users/{id}/events`.
final class EventStreamTests: ServerTestCase {
    override var serveArguments: [String] { ["--heartbeat-interval", "0.5"] }

    func testOneEventPerChangeWithTheNewVersion() throws {
        let stream = try client.openEventStream("/v1/users/1/events")
        defer { stream.close() }
        XCTAssertEqual(stream.status, 200)
        XCTAssertEqual(stream.headers.first { $0.name.lowercased() == "content-type" }?.value, "text/event-stream")
        XCTAssertTrue(try stream.waitForComment("connected"), "the stream answers at once")

        XCTAssertEqual(try client.putUsername(user: 1, "one", token: token, ifMatch: "\"1\"").status, 200)
        let first = try XCTUnwrap(try stream.next())
        XCTAssertEqual(first.event, "profile")
        XCTAssertEqual(first.data, #"{"resource":"profile","version":2}"#)
        XCTAssertNotNil(first.id.flatMap { Int64($0) })

        try sql("INSERT INTO posts (user_id, body, posted_at) VALUES (1, 'new', now())")
        let second = try XCTUnwrap(try stream.next())
        XCTAssertEqual(second.event, "posts")
        XCTAssertEqual(second.data, #"{"resource":"posts","version":5}"#)
        XCTAssertGreaterThan(Int64(second.id ?? "") ?? 0, Int64(first.id ?? "") ?? 0)
    }

    func testAnotherUsersChangesAreNotSent() throws {
        let other = try addUser("other")
        let stream = try client.openEventStream("/v1/users/1/events")
        defer { stream.close() }
        XCTAssertEqual(try client.putUsername(user: other.id, "other2", token: other.token, ifMatch: "\"1\"").status, 200)
        XCTAssertEqual(try client.putUsername(user: 1, "mine", token: token, ifMatch: "\"1\"").status, 200)
        let event = try XCTUnwrap(try stream.next())
        XCTAssertEqual(event.data, #"{"resource":"profile","version":2}"#, "user 1's change is the first event it gets")
    }

    func testLastEventIDResumesAfterIt() throws {
        for version in 1...3 {
            XCTAssertEqual(try client.putUsername(user: 1, "name\(version)", token: token, ifMatch: "\"\(version)\"").status, 200)
        }
        let ids = try sql("SELECT id FROM change_events WHERE user_id = 1 AND resource = 'profile' ORDER BY id").split(separator: "\n")
        XCTAssertEqual(ids.count, 3)
        let stream = try client.openEventStream("/v1/users/1/events", headers: [("Last-Event-ID", String(ids[0]))])
        defer { stream.close() }
        let replayed = [try stream.next(), try stream.next()].compactMap { $0 }
        XCTAssertEqual(replayed.map(\.id), [String(ids[1]), String(ids[2])])
        XCTAssertEqual(replayed.map(\.data), [#"{"resource":"profile","version":3}"#, #"{"resource":"profile","version":4}"#])
    }

    func testAnIDThisDatabaseNeverGaveAsksForAResync() throws {
        let stream = try client.openEventStream("/v1/users/1/events", headers: [("Last-Event-ID", "999999")])
        defer { stream.close() }
        XCTAssertEqual(try stream.next()?.event, "resync")
    }

    func testHeartbeatsKeepAnIdleStreamAlive() throws {
        let stream = try client.openEventStream("/v1/users/1/events")
        defer { stream.close() }
        XCTAssertTrue(try stream.waitForComment("heartbeat"), "a heartbeat within the read deadline")
    }

    func testTheDefaultHeartbeatIsWithinTwentySeconds() throws {
        let help = try ServerProcess.command(["serve", "--heartbeat-interval", "21"], databaseURL: databaseURL)
        XCTAssertNotEqual(help.status, 0, "more than 20 s between heartbeats is refused")
        XCTAssertTrue(help.errors.contains("heartbeat-interval"), help.errors)
    }

    func testALostListenConnectionResyncsAndGoesOn() throws {
        let stream = try client.openEventStream("/v1/users/1/events")
        defer { stream.close() }
        XCTAssertTrue(try stream.waitForComment("connected"))
        let killed = try sql("""
            SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
             WHERE datname = current_database() AND application_name = 'vsm-profile-server listen'
            """)
        XCTAssertEqual(killed, "1", "one LISTEN connection per instance")
        XCTAssertEqual(try stream.next()?.event, "resync", "the stream learns that it may have missed changes: \(server.errorLog)")
        XCTAssertEqual(try client.putUsername(user: 1, "after", token: token, ifMatch: "\"1\"").status, 200)
        XCTAssertEqual(try stream.next()?.data, #"{"resource":"profile","version":2}"#, "changes flow again")
    }

    func testUnknownUserAndBadLastEventID() throws {
        XCTAssertEqual(try client.get("/v1/users/7/events").status, 404)
        let bad = try client.get("/v1/users/1/events", headers: [("Last-Event-ID", "yesterday")])
        XCTAssertEqual(bad.status, 400)
        XCTAssertEqual(bad.problemType, "urn:vsm-profile:problem:bad-request")
    }
}
