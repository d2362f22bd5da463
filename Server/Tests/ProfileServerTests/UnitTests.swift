import XCTest
@testable import ProfileServer

/// The small pure parts: SQL splitting, entity tags, URLs, routes, tokens, problem types.
final class SQLScriptTests: XCTestCase {
    func testSplitsAtSemicolonsOutsideQuotesBodiesAndComments() {
        let script = """
        -- a comment; with a semicolon
        CREATE TABLE a (x text DEFAULT 'it''s; fine');
        /* block; comment */ CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN PERFORM 1; RETURN NULL; END
        $$;
        SELECT $tag$ ; $tag$, "odd;name" FROM a;
        ;
        -- trailing comment only
        """
        let statements = SQLScript.statements(in: script)
        XCTAssertEqual(statements.count, 3, "\(statements)")
        XCTAssertTrue(statements[0].hasSuffix("DEFAULT 'it''s; fine')"))
        XCTAssertTrue(statements[1].contains("BEGIN PERFORM 1; RETURN NULL; END"))
        XCTAssertTrue(statements[2].hasPrefix("SELECT $tag$ ; $tag$"))
    }
}

final class EntityTagTests: XCTestCase {
    func testIfNoneMatch() {
        XCTAssertTrue(EntityTag.ifNoneMatch("\"3\"", matches: 3))
        XCTAssertTrue(EntityTag.ifNoneMatch("W/\"3\"", matches: 3))
        XCTAssertTrue(EntityTag.ifNoneMatch("\"1\", \"3\"", matches: 3))
        XCTAssertTrue(EntityTag.ifNoneMatch("*", matches: 3))
        XCTAssertFalse(EntityTag.ifNoneMatch("\"30\"", matches: 3))
        XCTAssertFalse(EntityTag.ifNoneMatch("3", matches: 3))
        XCTAssertFalse(EntityTag.ifNoneMatch(nil, matches: 3))
    }

    func testIfMatchVersion() {
        XCTAssertEqual(EntityTag.version(ofIfMatch: "\"12\""), 12)
        XCTAssertEqual(EntityTag.version(ofIfMatch: " \"12\" "), 12)
        for bad in ["12", "W/\"12\"", "\"\"", "\"0\"", "\"-1\"", "\"1\", \"2\"", "*", "\"99999999999999999999\""] {
            XCTAssertNil(EntityTag.version(ofIfMatch: bad), bad)
        }
    }
}

final class DatabaseURLTests: XCTestCase {
    func testParts() throws {
        let url = try DatabaseURL("postgres://app:s%40cret@db.example:6543/profiles?sslmode=require")
        XCTAssertEqual(url.username, "app")
        XCTAssertEqual(url.password, "s@cret")
        XCTAssertEqual(url.host, "db.example")
        XCTAssertEqual(url.port, 6543)
        XCTAssertEqual(url.database, "profiles")
        XCTAssertEqual(url.sslMode, "require")
        XCTAssertEqual(url.description, "postgres://app:***@db.example:6543/profiles", "no password in logs")
        XCTAssertEqual(try DatabaseURL("postgresql://a@h/d").port, 5432)
    }

    func testRefusals() {
        for text in ["", "http://a@h/d", "postgres://h/d", "postgres://a@h", "postgres://a@h/d?x=1", "postgres://a@h:0/d", "postgres://a@h/d?sslmode=verify-full"] {
            XCTAssertThrowsError(try DatabaseURL(text), text)
        }
    }
}

final class RoutesTests: XCTestCase {
    func testMethodsOfThePaths() {
        XCTAssertEqual(Routes.methods(forPath: "/v1/users/5/profile"), [.get])
        XCTAssertEqual(Routes.methods(forPath: "/v1/users/abc/profile/username"), [.put])
        XCTAssertEqual(Routes.methods(forPath: "/readyz"), [.get])
        XCTAssertNil(Routes.methods(forPath: "/v1/users"))
        XCTAssertNil(Routes.methods(forPath: "/v1/users/1/profile/extra/more"))
    }
}

final class BearerTokenTests: XCTestCase {
    func testRandomTokensAreLongAndDistinct() {
        let tokens = (0..<100).map { _ in BearerToken.random().value }
        XCTAssertEqual(Set(tokens).count, 100)
        XCTAssertTrue(tokens.allSatisfy { $0.count == 43 && !$0.contains("=") && !$0.contains("+") && !$0.contains("/") })
        XCTAssertFalse(String(describing: BearerToken.random()).contains(tokens[0]), "a token never prints itself")
    }

    func testAuthorizationHeader() {
        XCTAssertEqual(BearerToken.fromAuthorization("Bearer abc")?.value, "abc")
        XCTAssertEqual(BearerToken.fromAuthorization("bearer   abc ")?.value, "abc")
        XCTAssertNil(BearerToken.fromAuthorization("Basic abc"))
        XCTAssertNil(BearerToken.fromAuthorization("Bearer"))
        XCTAssertNil(BearerToken.fromAuthorization(nil))
        XCTAssertNil(BearerToken.fromAuthorization("Bearer " + String(repeating: "a", count: 600)))
    }
}

final class ProblemTypeTests: XCTestCase {
    func testEveryTypeHasItsOwnStableURIAndStatus() {
        let uris = ProblemType.allCases.map(\.uri)
        XCTAssertEqual(Set(uris).count, uris.count)
        XCTAssertTrue(uris.allSatisfy { $0.hasPrefix("urn:vsm-profile:problem:") })
        XCTAssertEqual(ProblemType.versionMismatch.status.code, 412)
        XCTAssertEqual(ProblemType.ifMatchRequired.status.code, 428)
        XCTAssertEqual(ProblemType.invalidUsername.status.code, 422)
    }

    func testTheContractListsEveryType() throws {
        let contract = try String(contentsOf: PostgresCluster.repository.appendingPathComponent("Contract/openapi.yaml"), encoding: .utf8)
        for type in ProblemType.allCases where type != .methodNotAllowed {
            XCTAssertTrue(contract.contains("`\(type.rawValue)`"), "openapi.yaml names \(type.rawValue)")
        }
    }
}

final class MigrationFilesTests: XCTestCase {
    /// The names the Migrations folder's files are recorded under, in order.
    static func migrationNames() -> [String] {
        let folder = PostgresCluster.repository.appendingPathComponent("Server/Sources/ProfileServer/Migrations")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasPrefix("migration_") && $0.hasSuffix(".sql") }.sorted()
            .map { String($0.dropFirst("migration_".count).dropLast(".sql".count)) }
    }

    func testEveryFileIsEmbeddedInOrder() {
        XCTAssertEqual(Migrator().migrations.map(\.name), Self.migrationNames())
        XCTAssertFalse(Self.migrationNames().isEmpty)
    }
}
