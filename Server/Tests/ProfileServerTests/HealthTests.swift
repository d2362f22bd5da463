import XCTest

/// `GET /healthz` and `GET /readyz`.
final class HealthTests: ServerTestCase {
    func testBothAreOKWithTheDatabase() throws {
        XCTAssertEqual(try client.get("/healthz").status, 200)
        let ready = try client.get("/readyz")
        XCTAssertEqual(ready.status, 200)
        XCTAssertEqual(ready.json["status"] as? String, "ok")
    }

    func testReadinessIs503WhileTheDatabaseDoesNotAnswer() throws {
        // A server on a database URL where nothing listens: running, not ready.
        let port = try PostgresCluster.run(["python3", "-c", "import socket; s=socket.socket(); s.bind(('127.0.0.1',0)); print(s.getsockname()[1])"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let orphan = try ServerProcess(databaseURL: "postgres://vsm@127.0.0.1:\(port)/nothing?sslmode=disable")
        XCTAssertEqual(try orphan.client.get("/healthz").status, 200)
        let ready = try orphan.client.get("/readyz")
        XCTAssertEqual(ready.status, 503, "\(ready)")
        XCTAssertEqual(ready.problemType, "urn:vsm-profile:problem:unavailable")
        XCTAssertNotNil(ready.header("Retry-After"))
        let profile = try orphan.client.get("/v1/users/1/profile")
        XCTAssertEqual(profile.status, 503, "a read without the database is unavailable, not a server error: \(profile)")
        XCTAssertEqual(orphan.stop(), 0)
    }
}
