import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An HTTP/1.1 client on a plain socket, for tests that must send what a well-behaved client
/// never would (truncated or oversized bodies, invalid UTF-8, floods of headers) and read an
/// event stream as it arrives. One request per connection (`Connection: close`); every read
/// has a deadline.
struct HTTPTestClient {
    struct Response: CustomStringConvertible {
        let status: Int
        let headers: [(name: String, value: String)]
        let body: [UInt8]

        func header(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }
        var text: String { String(decoding: body, as: UTF8.self) }
        /// The body as a JSON object.
        var json: [String: Any] {
            (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] ?? [:]
        }
        var problemType: String? { json["type"] as? String }
        var description: String { "\(status) \(headers.map { "\($0.name): \($0.value)" }) \(text)" }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let port: Int
    var host = "127.0.0.1"
    var timeout: TimeInterval = 15

    /// Sends a request and reads the whole response.
    func send(
        _ method: String, _ path: String, headers: [(String, String)] = [], body: [UInt8]? = nil,
        declaredLength: Int? = nil
    ) throws -> Response {
        let connection = try Connection(host: host, port: port, timeout: timeout)
        defer { connection.close() }
        var head = "\(method) \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if let body { head += "Content-Length: \(declaredLength ?? body.count)\r\n" }
        head += "\r\n"
        try connection.write(Array(head.utf8) + (body ?? []))
        return try connection.readResponse()
    }

    func get(_ path: String, headers: [(String, String)] = []) throws -> Response {
        try send("GET", path, headers: headers)
    }

    /// `PUT …/profile/username` with a JSON body.
    func putUsername(
        user: Int64, _ username: String, token: String?, ifMatch: String?, extraHeaders: [(String, String)] = []
    ) throws -> Response {
        let hasContentType = extraHeaders.contains { $0.0.lowercased() == "content-type" }
        var headers: [(String, String)] = (hasContentType ? [] : [("Content-Type", "application/json")]) + extraHeaders
        if let token { headers.append(("Authorization", "Bearer \(token)")) }
        if let ifMatch { headers.append(("If-Match", ifMatch)) }
        let body = try JSONSerialization.data(withJSONObject: ["username": username])
        return try send("PUT", "/v1/users/\(user)/profile/username", headers: headers, body: Array(body))
    }

    /// Opens `GET path` as an event stream; read its events with ``EventStreamReader/next(within:)``.
    func openEventStream(_ path: String, headers: [(String, String)] = []) throws -> EventStreamReader {
        let connection = try Connection(host: host, port: port, timeout: timeout)
        var head = "GET \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\nAccept: text/event-stream\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        try connection.write(Array(head.utf8))
        let (status, responseHeaders) = try connection.readHead()
        return EventStreamReader(connection: connection, status: status, headers: responseHeaders)
    }
}

/// One blocking TCP connection with a read deadline.
final class Connection {
    private let fd: Int32
    private var buffer: [UInt8] = []
    private var closed = false

    init(host: String, port: Int, timeout: TimeInterval) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw HTTPTestClient.Failure(description: "socket: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        inet_pton(AF_INET, host, &address.sin_addr)
        var tv = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            Glibc.close(fd)
            throw HTTPTestClient.Failure(description: "connect to \(host):\(port): errno \(errno)")
        }
    }

    deinit { close() }

    func close() {
        guard !closed else { return }
        closed = true
        Glibc.close(fd)
    }

    func write(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard written > 0 else { throw HTTPTestClient.Failure(description: "send: errno \(errno)") }
            offset += written
        }
    }

    /// Reads more bytes into the buffer; false at the end of the stream. Throws on timeout.
    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count < 0 {
            throw HTTPTestClient.Failure(description: errno == EAGAIN ? "no answer within the read deadline" : "recv: errno \(errno)")
        }
        if count == 0 { return false }
        buffer.append(contentsOf: chunk[0..<count])
        return true
    }

    /// A line without its CRLF (or LF); nil at the end of the stream.
    func readLine() throws -> String? {
        while true {
            if let newline = buffer.firstIndex(of: 10) {
                var line = Array(buffer[..<newline])
                buffer.removeFirst(newline + 1)
                if line.last == 13 { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
            guard try fill() else { return nil }
        }
    }

    func readBytes(_ count: Int) throws -> [UInt8] {
        while buffer.count < count {
            guard try fill() else { throw HTTPTestClient.Failure(description: "the stream ended inside a body") }
        }
        let bytes = Array(buffer[..<count])
        buffer.removeFirst(count)
        return bytes
    }

    func readToEnd() throws -> [UInt8] {
        while try fill() {}
        defer { buffer = [] }
        return buffer
    }

    func readHead() throws -> (Int, [(name: String, value: String)]) {
        guard let statusLine = try readLine() else { throw HTTPTestClient.Failure(description: "the connection closed before an answer") }
        let parts = statusLine.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, let status = Int(parts[1]) else { throw HTTPTestClient.Failure(description: "bad status line: \(statusLine)") }
        var headers: [(name: String, value: String)] = []
        while let line = try readLine(), !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.append((String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        return (status, headers)
    }

    func readResponse() throws -> HTTPTestClient.Response {
        let (status, headers) = try readHead()
        let header = { (name: String) in headers.first { $0.name.lowercased() == name }?.value }
        var body: [UInt8] = []
        if let length = header("content-length").flatMap(Int.init) {
            body = try readBytes(length)
        } else if header("transfer-encoding")?.lowercased() == "chunked" {
            while let sizeLine = try readLine(), let size = Int(sizeLine.split(separator: ";")[0], radix: 16), size > 0 {
                body += try readBytes(size)
                _ = try readLine()
            }
        } else if status != 204 && status != 304 {
            body = try readToEnd()
        }
        return .init(status: status, headers: headers, body: body)
    }
}

/// The events of an open event stream, as they arrive.
final class EventStreamReader {
    struct Event: Equatable {
        var id: String?
        var event: String?
        var data: String = ""
    }

    let connection: Connection
    let status: Int
    let headers: [(name: String, value: String)]
    /// Comment lines seen so far (`: heartbeat`).
    private(set) var comments: [String] = []

    init(connection: Connection, status: Int, headers: [(name: String, value: String)]) {
        self.connection = connection
        self.status = status
        self.headers = headers
    }

    private var chunked: Bool {
        headers.contains { $0.name.lowercased() == "transfer-encoding" && $0.value.lowercased() == "chunked" }
    }
    private var pending: [String] = []
    private var partial = ""

    /// The next line of the event stream itself (chunk framing removed).
    private func nextLine() throws -> String? {
        while pending.isEmpty {
            if chunked {
                guard let sizeLine = try connection.readLine() else { return nil }
                guard let size = Int(sizeLine.split(separator: ";").first ?? "", radix: 16) else { continue }
                if size == 0 { return nil }
                let bytes = try connection.readBytes(size)
                _ = try connection.readLine()
                partial += String(decoding: bytes, as: UTF8.self)
            } else {
                guard let line = try connection.readLine() else { return nil }
                partial += line + "\n"
            }
            while let newline = partial.firstIndex(of: "\n") {
                pending.append(String(partial[..<newline]))
                partial = String(partial[partial.index(after: newline)...])
            }
        }
        return pending.removeFirst()
    }

    /// The next event (comments are collected in ``comments``); nil when the stream ended.
    /// Throws when none came within `seconds` (heartbeats do not count).
    func next(within seconds: TimeInterval = 15) throws -> Event? {
        let deadline = Date().addingTimeInterval(seconds)
        var event = Event()
        var hasField = false
        while let line = try nextLine() {
            guard Date() < deadline else { throw HTTPTestClient.Failure(description: "no event within \(seconds) s") }
            if line.isEmpty {
                if hasField { return event }
                continue
            }
            if line.hasPrefix(":") {
                comments.append(String(line.dropFirst()).trimmingCharacters(in: .whitespaces))
                continue
            }
            let field = line.split(separator: ":", maxSplits: 1).map(String.init)
            let value = field.count > 1 ? field[1].trimmingCharacters(in: .whitespaces) : ""
            switch field[0] {
            case "id": event.id = value; hasField = true
            case "event": event.event = value; hasField = true
            case "data": event.data += value; hasField = true
            default: continue
            }
        }
        return nil
    }

    /// Reads until a comment equal to `text` has arrived; false when the stream ended first.
    /// Events read meanwhile are dropped.
    func waitForComment(_ text: String, within seconds: TimeInterval = 15) throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !comments.contains(text) {
            guard Date() < deadline else { throw HTTPTestClient.Failure(description: "no \(text) within \(seconds) s") }
            guard let line = try nextLine() else { return false }
            if line.hasPrefix(":") { comments.append(String(line.dropFirst()).trimmingCharacters(in: .whitespaces)) }
        }
        return true
    }

    func close() { connection.close() }
}
