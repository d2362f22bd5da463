import XCTest

/// Input no client should send: each gets a problem answer (never a 500), and nothing changes.
final class BadInputTests: ServerTestCase {
    private func put(_ body: [UInt8], contentType: String? = "application/json", declaredLength: Int? = nil) throws -> HTTPTestClient.Response {
        var headers: [(String, String)] = [("Authorization", "Bearer \(token)"), ("If-Match", "\"1\"")]
        if let contentType { headers.append(("Content-Type", contentType)) }
        return try client.send("PUT", "/v1/users/1/profile/username", headers: headers, body: body, declaredLength: declaredLength)
    }

    override func tearDown() {
        XCTAssertEqual(try? storedVersion(), 1, "no bad input changed the profile")
        XCTAssertEqual((try? client.get("/healthz"))?.status, 200, "the server still answers")
        XCTAssertFalse(server.errorLog.contains("request failed"), "no request failed inside the server:\n\(server.errorLog)")
        super.tearDown()
    }

    func testMalformedJSONIsABadRequest() throws {
        for body in [#"{"username":"#, #"{"username":"a""#, "null", "[]", #"{"username": 5}"#, #"{"name":"a"}"#, "", "{}"] {
            let response = try put(Array(body.utf8))
            XCTAssertEqual(response.status, 400, "\(body): \(response)")
            XCTAssertEqual(response.problemType, "urn:vsm-profile:problem:bad-request", body)
            XCTAssertEqual(response.header("Content-Type")?.hasPrefix("application/problem+json"), true)
        }
    }

    func testUnknownFieldsAreABadRequest() throws {
        let response = try put(Array(#"{"username":"a","admin":true}"#.utf8))
        XCTAssertEqual(response.status, 400, "\(response)")
    }

    func testInvalidUTF8IsABadRequest() throws {
        let response = try put(Array(#"{"username":""#.utf8) + [0xFF, 0xFE, 0xC3] + Array(#""}"#.utf8))
        XCTAssertEqual(response.status, 400, "\(response)")
    }

    func testATruncatedBodyIsABadRequestOrDropped() throws {
        // The client announces more than it sends and closes its side: the server must not wait
        // for ever nor fail; it answers 400 or closes the connection.
        do {
            let response = try put(Array(#"{"username":"trunc"#.utf8), declaredLength: 40)
            XCTAssertTrue([400, 408].contains(response.status), "\(response)")
        } catch let failure as HTTPTestClient.Failure {
            XCTAssertFalse(failure.description.contains("deadline"), "the server never answered: \(failure)")
        }
    }

    func testABodyOver64KiBIsTooLarge() throws {
        let big = Array(#"{"username":""#.utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 70_000) + Array(#""}"#.utf8)
        let response = try put(big)
        XCTAssertEqual(response.status, 413, "\(response)")
        XCTAssertEqual(response.problemType, "urn:vsm-profile:problem:body-too-large")

        // The same without a length: chunked, cut off at the limit.
        var chunked = Array("PUT /v1/users/1/profile/username HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nAuthorization: Bearer \(token)\r\nIf-Match: \"1\"\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
        for start in stride(from: 0, to: big.count, by: 8192) {
            let piece = big[start..<min(start + 8192, big.count)]
            chunked += Array(String(piece.count, radix: 16).utf8) + [13, 10] + piece + [13, 10]
        }
        chunked += Array("0\r\n\r\n".utf8)
        let connection = try Connection(host: "127.0.0.1", port: server.port, timeout: 15)
        defer { connection.close() }
        try? connection.write(chunked)
        let chunkedResponse = try connection.readResponse()
        XCTAssertEqual(chunkedResponse.status, 413, "\(chunkedResponse)")
    }

    func testAnotherContentTypeIsUnsupported() throws {
        for contentType in ["text/plain", "application/x-www-form-urlencoded", "application/xml", nil] {
            let response = try put(Array(#"{"username":"a"}"#.utf8), contentType: contentType)
            XCTAssertEqual(response.status, 415, "\(contentType ?? "none"): \(response)")
            XCTAssertEqual(response.problemType, "urn:vsm-profile:problem:unsupported-media-type")
        }
    }

    func testAFloodOfHeadersIsRefusedAndTheServerGoesOn() throws {
        let headers = (0..<5_000).map { ("X-Flood-\($0)", String(repeating: "v", count: 40)) }
        do {
            let response = try client.send("GET", "/v1/users/1/profile", headers: headers)
            XCTAssertTrue((400..<500).contains(response.status), "\(response.status)")
        } catch let failure as HTTPTestClient.Failure {
            // Closing the connection is a fine answer too; hanging is not.
            XCTAssertFalse(failure.description.contains("deadline"), "\(failure)")
        }
        XCTAssertEqual(try client.get("/v1/users/1/profile").status, 200)
    }

    func testAMethodAPathDoesNotHaveIsNotAllowed() throws {
        let response = try client.send("DELETE", "/v1/users/1/profile")
        XCTAssertEqual(response.status, 405, "\(response)")
        XCTAssertEqual(response.header("Allow"), "GET")
        XCTAssertEqual(response.problemType, "urn:vsm-profile:problem:method-not-allowed")
        XCTAssertEqual(try client.send("GET", "/v1/users/1/profile/username").status, 405)
        XCTAssertEqual(try client.get("/v2/anything").status, 404)
    }

    func testHeadersOverTheContractsLimitsAreABadRequest() throws {
        let put = try client.putUsername(user: 1, "x", token: token, ifMatch: "\"" + String(repeating: "9", count: 70) + "\"")
        XCTAssertEqual(put.status, 400, "\(put)")
        let overlongTag = "\"" + String(repeating: "7", count: 1030) + "\""
        for path in ["/v1/users/1/profile", "/v1/users/1/posts"] {
            let response = try client.get(path, headers: [("If-None-Match", overlongTag)])
            XCTAssertEqual(response.status, 400, "\(path): \(response)")
            XCTAssertEqual(response.problemType, "urn:vsm-profile:problem:bad-request")
        }
        for lastEventID in [String(repeating: "0", count: 33), "-1", "+5", "5e3"] {
            let response = try client.get("/v1/users/1/events", headers: [("Last-Event-ID", lastEventID)])
            XCTAssertEqual(response.status, 400, "\(lastEventID.debugDescription): \(response)")
        }
    }

    func testABodyToAPathThatTakesNoneIsNotAllowedWhateverItsType() throws {
        for (method, path) in [("PUT", "/healthz"), ("POST", "/v1/users/1/profile"), ("PATCH", "/v1/users/1/profile/username"), ("PUT", "/v1/users/1/events")] {
            let response = try client.send(method, path, headers: [("Content-Type", "text/plain")], body: Array("x".utf8))
            XCTAssertEqual(response.status, 405, "\(method) \(path): \(response)")
            XCTAssertNotNil(response.header("Allow"))
        }
        XCTAssertEqual(try client.send("PUT", "/nowhere", body: []).status, 404)
    }
}
