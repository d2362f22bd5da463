import XCTest

/// `PUT /v1/users/{id}/profile/username`: every answer of the contract.
final class UsernameChangeTests: ServerTestCase {
    func testChangeAnswersTheProfileAtItsNewVersion() throws {
        let response = try client.putUsername(user: 1, "  new name  ", token: token, ifMatch: "\"1\"")
        XCTAssertEqual(response.status, 200, "\(response)")
        XCTAssertEqual(response.header("ETag"), "\"2\"")
        XCTAssertEqual(response.json["username"] as? String, "new name", "trimmed, as the rules say")
        XCTAssertEqual(response.json["version"] as? Int, 2)
        XCTAssertEqual(try sql("SELECT username FROM users WHERE id = 1"), "new name")
        XCTAssertEqual(try client.get("/v1/users/1/profile").header("ETag"), "\"2\"")
    }

    func testAStaleVersionIsRefusedWithTheCurrentProfile() throws {
        XCTAssertEqual(try client.putUsername(user: 1, "first", token: token, ifMatch: "\"1\"").status, 200)
        let stale = try client.putUsername(user: 1, "second", token: token, ifMatch: "\"1\"")
        XCTAssertEqual(stale.status, 412, "\(stale)")
        XCTAssertEqual(stale.header("ETag"), "\"2\"")
        XCTAssertEqual(stale.json["username"] as? String, "first", "the body is the current profile")
        XCTAssertEqual(try sql("SELECT username FROM users WHERE id = 1"), "first", "nothing changed")
        for tag in ["*", "2", "\"abc\"", "W/\"2\"", "\"2\", \"3\""] {
            XCTAssertEqual(try client.putUsername(user: 1, "third", token: token, ifMatch: tag).status, 412, tag)
        }
        XCTAssertEqual(try storedVersion(), 2)
    }

    func testWithoutIfMatchIsPreconditionRequired() throws {
        let response = try client.putUsername(user: 1, "x", token: token, ifMatch: nil)
        XCTAssertEqual(response.status, 428)
        XCTAssertEqual(response.problemType, "urn:vsm-profile:problem:if-match-required")
        XCTAssertEqual(try storedVersion(), 1)
    }

    func testAnotherUsersNameIsAConflict() throws {
        _ = try addUser("taken")
        let response = try client.putUsername(user: 1, "taken", token: token, ifMatch: "\"1\"")
        XCTAssertEqual(response.status, 409, "\(response)")
        XCTAssertEqual(response.problemType, "urn:vsm-profile:problem:username-taken")
        XCTAssertEqual(try storedVersion(), 1)
        XCTAssertEqual(try client.putUsername(user: 1, "Taken", token: token, ifMatch: "\"1\"").status, 200, "names are compared exactly")
    }

    func testANameThatBreaksTheRulesIsUnprocessable() throws {
        let broken = ["", "   ", "two\nlines", "tab\there", String(repeating: "x", count: 65), "\u{200B}\u{FEFF}", "nul\u{0}"]
        for name in broken {
            let response = try client.putUsername(user: 1, name, token: token, ifMatch: "\"1\"")
            XCTAssertEqual(response.status, 422, "\(name.debugDescription): \(response)")
            XCTAssertEqual(response.problemType, "urn:vsm-profile:problem:invalid-username")
            XCTAssertNotNil(response.json["detail"] as? String, "the detail says which rule")
        }
        XCTAssertEqual(try storedVersion(), 1)
        let longest = String(repeating: "👩‍👩‍👧", count: 64)
        XCTAssertEqual(try client.putUsername(user: 1, longest, token: token, ifMatch: "\"1\"").status, 200, "64 characters of several scalars each")
    }

    func testSQLInANameIsStoredVerbatim() throws {
        let name = "x'); DROP TABLE users; --\\ $$ %s \"quoted\""
        let response = try client.putUsername(user: 1, name, token: token, ifMatch: "\"1\"")
        XCTAssertEqual(response.status, 200, "\(response)")
        XCTAssertEqual(response.json["username"] as? String, name)
        XCTAssertEqual(try client.get("/v1/users/1/profile").json["username"] as? String, name)
        XCTAssertEqual(try sql("SELECT count(*) FROM users"), "1", "the table is still there")
    }

    func testWithoutAValidTokenIsUnauthorized() throws {
        for authorization in [nil, "Bearer", "Bearer wrong-token", "Basic \(token)", "Bearer \(token)x"] {
            var headers: [(String, String)] = []
            if let authorization { headers.append(("Authorization", authorization)) }
            let response = try client.putUsername(user: 1, "x", token: nil, ifMatch: "\"1\"", extraHeaders: headers)
            XCTAssertEqual(response.status, 401, "\(authorization ?? "none"): \(response)")
            XCTAssertEqual(response.problemType, "urn:vsm-profile:problem:unauthorized")
            XCTAssertNotNil(response.header("WWW-Authenticate"))
        }
        XCTAssertEqual(try storedVersion(), 1)
    }

    func testAnotherUsersTokenIsForbidden() throws {
        let other = try addUser("other")
        let response = try client.putUsername(user: 1, "x", token: other.token, ifMatch: "\"1\"")
        XCTAssertEqual(response.status, 403)
        XCTAssertEqual(response.problemType, "urn:vsm-profile:problem:forbidden")
        XCTAssertEqual(try client.putUsername(user: 99, "x", token: other.token, ifMatch: "\"1\"").status, 403)
        XCTAssertEqual(try storedVersion(), 1)
        XCTAssertEqual(try client.putUsername(user: other.id, "other2", token: other.token, ifMatch: "\"1\"").status, 200)
    }

    func testJSONWithACharsetIsAccepted() throws {
        let response = try client.putUsername(user: 1, "x", token: token, ifMatch: "\"1\"", extraHeaders: [("Content-Type", "application/json; charset=utf-8")])
        XCTAssertEqual(response.status, 200, "\(response)")
    }

    func testSeedingAgainReplacesTheToken() throws {
        let newToken = try ServerProcess.prepare(databaseURL)
        XCTAssertEqual(try client.putUsername(user: 1, "x", token: token, ifMatch: "\"1\"").status, 401, "the old token no longer works")
        XCTAssertEqual(try client.putUsername(user: 1, "x", token: newToken, ifMatch: "\"1\"").status, 200)
        XCTAssertEqual(try sql("SELECT count(*) FROM posts"), "3", "seeding again keeps the data")
    }
}
