import XCTest

/// `GET /v1/users/{id}/profile`.
final class ProfileEndpointTests: ServerTestCase {
    func testProfileWithItsVersionAsETag() throws {
        let response = try client.get("/v1/users/1/profile")
        XCTAssertEqual(response.status, 200, "\(response)")
        XCTAssertEqual(response.header("ETag"), "\"1\"")
        XCTAssertEqual(response.header("Cache-Control"), "no-cache")
        let profile = response.json
        XCTAssertEqual(profile["id"] as? Int, 1)
        XCTAssertEqual(profile["version"] as? Int, 1)
        XCTAssertEqual(profile["friendsCount"] as? Int, 1234)
        XCTAssertEqual(profile["location"] as? String, "Planet Earth")
        XCTAssertEqual(profile["website"] as? String, "https://www.gnome.org")
        XCTAssertEqual(profile["username"] as? String, try sql("SELECT username FROM users WHERE id = 1"))
        XCTAssertNotNil(profile["displayName"] as? String)
    }

    func testNotModifiedWhenIfNoneMatchNamesTheCurrentVersion() throws {
        let response = try client.get("/v1/users/1/profile", headers: [("If-None-Match", "\"1\"")])
        XCTAssertEqual(response.status, 304)
        XCTAssertEqual(response.header("ETag"), "\"1\"")
        XCTAssertTrue(response.body.isEmpty)
        XCTAssertEqual(try client.get("/v1/users/1/profile", headers: [("If-None-Match", "W/\"1\"")]).status, 304, "weak comparison")
        XCTAssertEqual(try client.get("/v1/users/1/profile", headers: [("If-None-Match", "\"5\", \"1\"")]).status, 304, "a list")
    }

    func testAStaleIfNoneMatchGetsTheNewProfile() throws {
        try sql("UPDATE users SET display_name = 'Changed', version = version + 1 WHERE id = 1")
        let response = try client.get("/v1/users/1/profile", headers: [("If-None-Match", "\"1\"")])
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.header("ETag"), "\"2\"")
        XCTAssertEqual(response.json["displayName"] as? String, "Changed")
    }

    func testUnknownUserIsNotFound() throws {
        for id in ["2", "0", "9223372036854775807"] {
            let response = try client.get("/v1/users/\(id)/profile")
            XCTAssertEqual(response.status, 404, id)
            XCTAssertEqual(response.header("Content-Type")?.hasPrefix("application/problem+json"), true)
            XCTAssertEqual(response.problemType, "urn:vsm-profile:problem:not-found")
        }
    }

    func testAnIdThatIsNotANumberIsABadRequest() throws {
        for id in ["abc", "1.5", "-", "9223372036854775808", "1%27%20OR%201=1"] {
            let response = try client.get("/v1/users/\(id)/profile")
            XCTAssertEqual(response.status, 400, "\(id): \(response)")
            XCTAssertEqual(response.problemType, "urn:vsm-profile:problem:bad-request")
        }
    }
}
