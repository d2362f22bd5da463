import Foundation
import XCTest

/// The command line an operator meets: help, clear one-line errors and exit codes, never a trace.
final class CommandLineTests: XCTestCase {
    func testHelpListsTheCommands() throws {
        let help = try ServerProcess.command(["--help"], databaseURL: nil)
        XCTAssertEqual(help.status, 0)
        for command in ["serve", "migrate", "add-user", "seed"] {
            XCTAssertTrue(help.output.contains(command), command)
        }
        let serveHelp = try ServerProcess.command(["serve", "--help"], databaseURL: nil)
        XCTAssertTrue(serveHelp.output.contains("--database-url"))
        XCTAssertTrue(serveHelp.output.contains("--port"))
    }

    func testABadFlagIsOneLineAndExitCode64() throws {
        let result = try ServerProcess.command(["serve", "--prot", "1"], databaseURL: nil)
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.errors.contains("--prot"), result.errors)
        XCTAssertFalse(result.errors.contains("Fatal error"), result.errors)
    }

    func testNoDatabaseIsAClearError() throws {
        let result = try ServerProcess.command(["migrate"], databaseURL: nil)
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.errors.contains("--database-url"), result.errors)
    }

    func testAMalformedDatabaseURLIsAClearError() throws {
        for url in ["mysql://a@b/c", "postgres://host-only", "postgres://u@h/db?sslmode=maybe", "not a url"] {
            let result = try ServerProcess.command(["migrate", "--database-url", url], databaseURL: nil)
            XCTAssertEqual(result.status, 64, "\(url): \(result.errors)")
            XCTAssertEqual(result.errors.split(separator: "\n").first.map { $0.hasPrefix("Error: ") }, true, result.errors)
        }
    }

    func testAnUnreachableDatabaseIsOneLineAndExitCode69() throws {
        let port = try PostgresCluster.run(["python3", "-c", "import socket; s=socket.socket(); s.bind(('127.0.0.1',0)); print(s.getsockname()[1])"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        for command in [["migrate"], ["seed"], ["add-user", "--username", "a", "--display-name", "A"]] {
            let result = try ServerProcess.command(command + ["--database-url", "postgres://vsm@127.0.0.1:\(port)/x?sslmode=disable"], databaseURL: nil)
            XCTAssertEqual(result.status, 69, "\(command): \(result.errors)")
            let lines = result.errors.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, result.errors)
            XCTAssertTrue(lines.first?.contains("cannot reach the database") == true, result.errors)
        }
    }

    func testAddUserPrintsOneJSONLineAndRefusesBadNames() throws {
        let database = try PostgresCluster.shared.makeDatabase()
        XCTAssertEqual(try ServerProcess.command(["migrate"], databaseURL: database).status, 0)
        let added = try ServerProcess.command(["add-user", "--username", "ann", "--display-name", "Ann"], databaseURL: database)
        XCTAssertEqual(added.status, 0, added.errors)
        let lines = added.output.split(separator: "\n")
        XCTAssertEqual(lines.count, 1)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        XCTAssertEqual((object["id"] as? NSNumber)?.int64Value, 1)
        let token = try XCTUnwrap(object["token"] as? String)
        XCTAssertGreaterThanOrEqual(token.count, 43)
        let stored = try PostgresCluster.psql(database, "SELECT count(*) FROM users WHERE token_hash = sha256(convert_to('\(token)', 'UTF8'))")
        XCTAssertEqual(stored.trimmingCharacters(in: .whitespacesAndNewlines), "1", "only the hash is stored")
        XCTAssertEqual(try PostgresCluster.psql(database, "SELECT count(*) FROM users WHERE position('\(token)' in encode(token_hash, 'escape')) > 0").trimmingCharacters(in: .whitespacesAndNewlines), "0")

        let again = try ServerProcess.command(["add-user", "--username", "ann", "--display-name", "Ann 2"], databaseURL: database)
        XCTAssertEqual(again.status, 65)
        XCTAssertTrue(again.errors.contains("already has the username"), again.errors)
        let invalid = try ServerProcess.command(["add-user", "--username", "a\tb", "--display-name", "X"], databaseURL: database)
        XCTAssertEqual(invalid.status, 65)
        XCTAssertTrue(invalid.errors.contains("invalid username"), invalid.errors)
    }

    func testCommandsBeforeMigrateSayWhatIsMissing() throws {
        let database = try PostgresCluster.shared.makeDatabase()
        let result = try ServerProcess.command(["seed"], databaseURL: database)
        XCTAssertEqual(result.status, 69)
        XCTAssertTrue(result.errors.contains("relation \"users\" does not exist"), result.errors)
    }
}
