import Foundation
import XCTest

/// Several instances on one database: what "stateless" promises.
final class MultiInstanceTests: ServerTestCase {
    func testAWriteThroughOneInstanceReachesTheEventStreamOfAnother() throws {
        let other = try ServerProcess(databaseURL: databaseURL)
        try other.waitUntilReady()
        let stream = try other.client.openEventStream("/v1/users/1/events")
        defer { stream.close() }
        XCTAssertTrue(try stream.waitForComment("connected"))
        XCTAssertEqual(try client.putUsername(user: 1, "through A", token: token, ifMatch: "\"1\"").status, 200)
        XCTAssertEqual(try stream.next()?.data, #"{"resource":"profile","version":2}"#)
        XCTAssertEqual(try other.client.get("/v1/users/1/profile").json["username"] as? String, "through A")
        XCTAssertEqual(other.stop(), 0)
    }

    func testConcurrentConditionalWritesLoseNothingAndApplyNothingTwice() throws {
        let other = try ServerProcess(databaseURL: databaseURL)
        try other.waitUntilReady()
        let clients = [client, other.client]
        let writers = 8
        let rounds = 6
        let statuses = CollectedResults<Int>()
        let token = token
        // Each writer reads the version, then tries to write its own name on it, several times.
        DispatchQueue.concurrentPerform(iterations: writers) { writer in
            let client = clients[writer % 2]
            for round in 0..<rounds {
                guard let etag = try? client.get("/v1/users/1/profile").header("ETag") else { statuses.add(-1); continue }
                let status = (try? client.putUsername(user: 1, "w\(writer)r\(round)", token: token, ifMatch: etag).status) ?? -1
                statuses.add(status)
            }
        }
        let all = statuses.all
        XCTAssertEqual(all.count, writers * rounds)
        XCTAssertTrue(all.allSatisfy { $0 == 200 || $0 == 412 }, "only 200 or 412: \(all)")
        let successes = all.filter { $0 == 200 }.count
        XCTAssertGreaterThan(successes, 0)
        XCTAssertEqual(try storedVersion(), Int64(1 + successes), "the version counts exactly the writes that succeeded")
        XCTAssertEqual(try sql("SELECT count(*) FROM change_events WHERE resource = 'profile'"), String(successes), "one event per write")
        XCTAssertEqual(other.stop(), 0)
    }

    func testThreeInstancesMigratingAtOnceApplyEachMigrationOnce() throws {
        let fresh = try PostgresCluster.shared.makeDatabase()
        let results = CollectedResults<Result<ChildProcess.Outcome, any Error>>()
        DispatchQueue.concurrentPerform(iterations: 3) { _ in
            results.add(Result { try ServerProcess.command(["migrate"], databaseURL: fresh) })
        }
        let outcomes = try results.all.map { try $0.get() }
        XCTAssertEqual(outcomes.map(\.status), [0, 0, 0], outcomes.map(\.errors).joined(separator: "\n"))
        XCTAssertEqual(outcomes.filter { $0.output.hasPrefix("applied:") }.count, 1, "one instance applied, the others found it done")
        let applied = try PostgresCluster.psql(fresh, "SELECT name FROM schema_migrations ORDER BY name")
            .split(separator: "\n").map(String.init)
        XCTAssertEqual(applied, MigrationFilesTests.migrationNames(), "each migration recorded once")
    }
}
