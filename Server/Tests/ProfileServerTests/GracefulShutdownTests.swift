import Foundation
import XCTest

/// SIGTERM: the requests that started get their whole answer, then the process exits 0.
final class GracefulShutdownTests: ServerTestCase {
    func testRequestsInFlightAtSIGTERMAreAnsweredInFull() throws {
        // A transaction holds the users table, so the requests below are in flight (waiting in
        // the database) when the signal comes; it commits after the signal.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        holder.arguments = ["psql", databaseURL, "-q"]
        let input = Pipe()
        holder.standardInput = input
        holder.standardOutput = FileHandle.nullDevice
        try holder.run()
        input.fileHandleForWriting.write(Data("BEGIN; LOCK TABLE users IN ACCESS EXCLUSIVE MODE;\n".utf8))
        try waitUntil("the lock is held") {
            (try? self.sql("SELECT count(*) FROM pg_locks l JOIN pg_class c ON c.oid = l.relation WHERE c.relname = 'users' AND l.mode = 'AccessExclusiveLock' AND l.granted")) == "1"
        }

        let answers = CollectedResults<HTTPTestClient.Response?>()
        let group = DispatchGroup()
        let port = server.port
        for index in 0..<12 {
            group.enter()
            Thread.detachNewThread { [token] in
                let client = HTTPTestClient(port: port, timeout: 30)
                let response = index % 3 == 0
                    ? try? client.putUsername(user: 1, "n\(index)", token: token, ifMatch: "\"1\"")
                    : try? client.get("/v1/users/1/profile")
                answers.add(response)
                group.leave()
            }
        }
        try waitUntil("every request waits in the database") {
            Int((try? self.sql("SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND application_name = 'vsm-profile-server'")) ?? "") ?? 0 >= 12
        }
        kill(server.process.processIdentifier, SIGTERM)
        // The server stops listening at once, while its requests still wait.
        try waitUntil("the server stopped accepting") { (try? HTTPTestClient(port: port, timeout: 2).get("/healthz")) == nil }
        input.fileHandleForWriting.write(Data("COMMIT;\n".utf8))
        try input.fileHandleForWriting.close()
        holder.waitUntilExit()
        XCTAssertEqual(group.wait(timeout: .now() + 30), .success)
        let responses = answers.all
        XCTAssertEqual(responses.count, 12)
        XCTAssertEqual(responses.compactMap { $0 }.count, 12, "every request got an answer")
        let statuses = responses.compactMap { $0?.status }
        XCTAssertTrue(statuses.allSatisfy { [200, 412].contains($0) }, "\(statuses)")
        XCTAssertTrue(responses.compactMap { $0 }.filter { $0.status == 200 }.allSatisfy { !$0.body.isEmpty }, "whole bodies")
        XCTAssertEqual(server.stop(), 0, "exit 0 after the last answer")
    }

    func testAnOpenEventStreamDoesNotHoldTheShutdown() throws {
        let stream = try client.openEventStream("/v1/users/1/events")
        defer { stream.close() }
        XCTAssertTrue(try stream.waitForComment("connected"))
        let started = Date()
        XCTAssertEqual(server.stop(within: 20), 0)
        XCTAssertLessThan(Date().timeIntervalSince(started), 10, "the stream ended with the shutdown")
        XCTAssertNil(try stream.next(), "the stream was closed")
    }
}
