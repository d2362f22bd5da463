import CGLib
import CSoup
import Foundation
import Gio
import GLib
import Soup
import VSMGtkTesting
import XCTest

/// libsoup 3 from Swift through the generated `Soup` module: a `Session` talking HTTP to a
/// `Soup.Server` on the loopback interface, both on the GLib main loop of the main thread.
/// A request's headers reach the server and the server's status, headers and body come back;
/// a refused connection is GIO's error; cancelling the Swift task cancels the request; the
/// session's timeout ends a request that gets no answer.
final class SoupSessionTests: XCTestCase {
    /// The bridge that lets the GLib loop run main-actor jobs: the async calls resume there.
    @MainActor
    private static func prepare() {
        registerGioTypes()
        registerSoupTypes()
        MainLoopBridge.install()
    }

    func testARequestReachesTheServerAndItsAnswerComesBack() throws {
        try onMainActor {
            Self.prepare()
            let server = try LoopbackServer { message in
                let greeting = message.requestHeaders.getOne("X-Greeting") ?? "none"
                message.setStatus(201, reasonPhrase: nil)
                message.responseHeaders.replace("Content-Type", value: "application/json")
                message.responseHeaders.replace("ETag", value: "\"7\"")
                message.responseBody.appendBytes(Bytes(Array("{\"greeting\":\"\(greeting)\"}".utf8)))
            }
            let session = Session()
            let message = try XCTUnwrap(Message(method: "GET", uriString: server.url + "/hello"))
            message.requestHeaders.append("X-Greeting", value: "grüß")
            let outcome = AsyncCall<Bytes>()
            Task { await outcome.run { try await session.sendAndRead(message, ioPriority: 0) } }
            XCTAssertTrue(waitUntil("the answer arrived") { outcome.result != nil })

            let body = try XCTUnwrap(outcome.result).get()
            XCTAssertEqual(message.status, .created)
            XCTAssertEqual(message.responseHeaders.getOne("ETag"), "\"7\"")
            XCTAssertEqual(String(decoding: body.data, as: UTF8.self), "{\"greeting\":\"grüß\"}")
            XCTAssertEqual(server.requests, 1)
        }
    }

    func testARefusedConnectionIsGIOsError() throws {
        try onMainActor {
            Self.prepare()
            let port = try LoopbackServer.closedPort()
            let session = Session()
            let message = try XCTUnwrap(Message(method: "GET", uriString: "http://127.0.0.1:\(port)/"))
            let outcome = AsyncCall<Bytes>()
            Task { await outcome.run { try await session.sendAndRead(message, ioPriority: 0) } }
            XCTAssertTrue(waitUntil("the request failed") { outcome.result != nil })

            XCTAssertThrowsError(try XCTUnwrap(outcome.result).get()) { error in
                guard let error = error as? GLibError else { return XCTFail("not a GLibError: \(error)") }
                XCTAssertEqual(error.domain, "g-io-error-quark")
                XCTAssertEqual(error.code, Int32(G_IO_ERROR_CONNECTION_REFUSED.rawValue), error.message)
            }
        }
    }

    func testCancellingTheTaskCancelsARequestTheServerHolds() throws {
        try onMainActor {
            Self.prepare()
            var held: [ServerMessage] = []
            let server = try LoopbackServer { message in
                // Never answered while the test runs: the server keeps the request open.
                message.pause()
                held.append(message)
            }
            let session = Session()
            let message = try XCTUnwrap(Message(method: "GET", uriString: server.url + "/slow"))
            let outcome = AsyncCall<Bytes>()
            let task = Task { await outcome.run { try await session.sendAndRead(message, ioPriority: 0) } }
            XCTAssertTrue(waitUntil("the server holds the request") { !held.isEmpty })
            task.cancel()
            XCTAssertTrue(waitUntil("the request ended") { outcome.result != nil })

            XCTAssertThrowsError(try XCTUnwrap(outcome.result).get()) { error in
                XCTAssertTrue(error is CancellationError, "a cancelled task ends with CancellationError, not \(error)")
            }
            withExtendedLifetime(server) {}
        }
    }

    func testTheSessionTimeoutEndsARequestThatGetsNoAnswer() throws {
        try onMainActor {
            Self.prepare()
            var held: [ServerMessage] = []
            let server = try LoopbackServer { message in
                message.pause()
                held.append(message)
            }
            let session = Session()
            session.timeout = 1
            let message = try XCTUnwrap(Message(method: "GET", uriString: server.url + "/never"))
            let outcome = AsyncCall<Bytes>()
            let started = ContinuousClock.now
            Task { await outcome.run { try await session.sendAndRead(message, ioPriority: 0) } }
            XCTAssertTrue(waitUntil("the request timed out", timeout: .seconds(10)) { outcome.result != nil })

            XCTAssertThrowsError(try XCTUnwrap(outcome.result).get()) { error in
                guard let error = error as? GLibError else { return XCTFail("not a GLibError: \(error)") }
                XCTAssertEqual(error.code, Int32(G_IO_ERROR_TIMED_OUT.rawValue), error.message)
            }
            XCTAssertLessThan(ContinuousClock.now - started, .seconds(5), "the one-second timeout, not the test's bound, ended it")
            withExtendedLifetime(server) {}
        }
    }
}

/// A `Soup.Server` listening on 127.0.0.1 on a free port, answering every path with `handle`.
@MainActor
private final class LoopbackServer {
    let server: Server
    let url: String
    private(set) var requests = 0

    init(handle: @escaping @MainActor (ServerMessage) -> Void) throws {
        // soup_server_new is variadic: a server without properties is a plain GObject construction.
        server = Server(adopting: g_object_new_with_properties(Server.gType, 0, nil, nil))
        let port = try Self.closedPort()
        _ = try server.listenLocal(UInt32(port), options: .ipv4Only)
        url = "http://127.0.0.1:\(port)"
        server.addHandler(nil) { [unowned self] _, message, _, _ in
            requests += 1
            handle(message)
        }
    }

    /// A port nothing listens on now: bound to learn a free number, then closed.
    static func closedPort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EMFILE) }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw POSIXError(.EADDRINUSE) }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
