import XCTest

/// `GET /v1/users/{id}/posts`.
final class PostsEndpointTests: ServerTestCase {
    func testPostsNewestFirstWithTheirVersion() throws {
        try sql("INSERT INTO posts (user_id, body, posted_at) VALUES (1, 'oldest', '2001-01-01'), (1, 'newest', now() + interval '1 day')")
        let response = try client.get("/v1/users/1/posts")
        XCTAssertEqual(response.status, 200, "\(response)")
        let posts = try XCTUnwrap(response.json["posts"] as? [[String: Any]])
        XCTAssertEqual(posts.count, 5)
        XCTAssertEqual(posts.first?["body"] as? String, "newest")
        XCTAssertEqual(posts.last?["body"] as? String, "oldest")
        let version = try XCTUnwrap(response.json["version"] as? Int)
        XCTAssertEqual(response.header("ETag"), "\"\(version)\"")
        XCTAssertEqual(String(version), try sql("SELECT posts_version FROM users WHERE id = 1"))
        let dates = posts.compactMap { $0["postedAt"] as? String }
        XCTAssertEqual(dates, dates.sorted(by: >), "RFC 3339 dates, newest first")
    }

    func testNotModifiedUntilAPostChanges() throws {
        let first = try client.get("/v1/users/1/posts")
        let etag = try XCTUnwrap(first.header("ETag"))
        XCTAssertEqual(try client.get("/v1/users/1/posts", headers: [("If-None-Match", etag)]).status, 304)
        try sql("UPDATE posts SET body = 'edited' WHERE id = (SELECT min(id) FROM posts)")
        let changed = try client.get("/v1/users/1/posts", headers: [("If-None-Match", etag)])
        XCTAssertEqual(changed.status, 200)
        XCTAssertNotEqual(changed.header("ETag"), etag)
    }

    func testAUserWithoutPostsHasAnEmptyList() throws {
        let user = try addUser("nobody")
        let response = try client.get("/v1/users/\(user.id)/posts")
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual((response.json["posts"] as? [Any])?.count, 0)
    }

    func testUnknownUserIsNotFound() throws {
        XCTAssertEqual(try client.get("/v1/users/42/posts").status, 404)
        XCTAssertEqual(try client.get("/v1/users/x/posts").status, 400)
    }
}
