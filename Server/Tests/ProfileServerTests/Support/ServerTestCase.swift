import Foundation
import XCTest

/// A test with its own database (migrated, user 1 seeded) and one server on it.
class ServerTestCase: XCTestCase {
    var databaseURL = ""
    /// User 1's token.
    var token = ""
    var server: ServerProcess!
    var client: HTTPTestClient { server.client }

    /// Arguments for `serve`, for tests that need another configuration.
    var serveArguments: [String] { [] }

    override func setUpWithError() throws {
        databaseURL = try PostgresCluster.shared.makeDatabase()
        token = try ServerProcess.prepare(databaseURL)
        server = try ServerProcess(databaseURL: databaseURL, arguments: serveArguments)
        try server.waitUntilReady()
    }

    override func tearDown() {
        if let server, server.process.isRunning {
            XCTAssertEqual(server.stop(), 0, "the server exits 0 on SIGTERM")
        }
        server = nil
    }

    /// Runs SQL on the test's database.
    @discardableResult
    func sql(_ statement: String) throws -> String {
        try PostgresCluster.psql(databaseURL, statement).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The current profile's version, read from the database itself.
    func storedVersion(user: Int64 = 1) throws -> Int64 {
        Int64(try sql("SELECT version FROM users WHERE id = \(user)")) ?? -1
    }

    /// Creates another user through the command line; its id and token.
    func addUser(_ username: String) throws -> (id: Int64, token: String) {
        let result = try ServerProcess.command(["add-user", "--username", username, "--display-name", username], databaseURL: databaseURL)
        XCTAssertEqual(result.status, 0, result.errors)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        return (try XCTUnwrap((object["id"] as? NSNumber)?.int64Value), try XCTUnwrap(object["token"] as? String))
    }
}
