import CGLib
import CSoup
import Foundation
import Gio
import GLib
import HTTPTypes
import OpenAPIRuntime
import Soup

/// The OpenAPI client's HTTP transport over libsoup 3: what `ProfileAPI.Client` sends goes
/// through a `Soup.Session`, so requests honour the desktop's proxy settings and get TLS from
/// glib-networking.
///
/// Guarantees:
/// - **Thread.** `send` may be called from any task; the Soup work runs on the main actor
///   (libsoup runs on the GLib main loop of the thread that made the session), never
///   blocking it: every call is asynchronous.
/// - **Time.** A request that has not finished within `requestTimeout` fails with
///   `G_IO_ERROR_TIMED_OUT`, whatever the network does (a dead link, a peer that accepts and
///   never answers); event streams are bounded instead by the silence their reader allows.
/// - **Cancellation.** Cancelling the calling task cancels the request (its `GCancellable`).
/// - **Size.** A response body larger than `maximumBodySize` fails the request; nothing
///   reads an unbounded answer into memory.
public struct SoupTransport: ClientTransport {
    /// How long one request may take, from sending to the last byte of its answer.
    public let requestTimeout: Duration
    /// The largest response body read into memory (event streams are read as they come).
    public let maximumBodySize: Int
    private let sessions: Sessions

    /// A transport with its own sessions (connections are reused between its requests).
    @MainActor
    public init(requestTimeout: Duration = .seconds(10), maximumBodySize: Int = 1 << 20) {
        self.requestTimeout = requestTimeout
        self.maximumBodySize = maximumBodySize
        sessions = Sessions(requestTimeout: requestTimeout)
    }

    public func send(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String
    ) async throws -> (HTTPResponse, HTTPBody?) {
        let requestBody: [UInt8]? = if let body { try await [UInt8](collecting: body, upTo: maximumBodySize) } else { nil }
        let url = Self.url(of: request, baseURL: baseURL)
        let streams = request.headerFields[.accept]?.contains("text/event-stream") ?? false
        if streams {
            return try await sessions.stream(request, url: url, body: requestBody)
        }
        return try await withDeadline(requestTimeout) { [sessions, maximumBodySize] in
            try await sessions.exchange(request, url: url, body: requestBody, maximumBodySize: maximumBodySize)
        }
    }

    /// The absolute URL: the server's base URL (which may carry a path prefix) and the
    /// request's path and query.
    static func url(of request: HTTPRequest, baseURL: URL) -> String {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        return base + (request.path ?? "/")
    }
}

extension SoupTransport {
    /// The Soup sessions, owned by the main actor: one for requests (with an I/O timeout) and
    /// one for event streams, which stay open and quiet between events.
    @MainActor
    final class Sessions: Sendable {
        private let requests: Session
        private let streams: Session

        init(requestTimeout: Duration) {
            registerSoupTypes()
            MainLoopBridge.install()
            requests = Session()
            requests.timeout = UInt32(max(1, requestTimeout.components.seconds))
            streams = Session()
            requests.setUserAgent("vsm-profile-gtk")
            streams.setUserAgent("vsm-profile-gtk")
        }

        /// Sends the request and reads the whole answer.
        func exchange(_ request: HTTPRequest, url: String, body: [UInt8]?, maximumBodySize: Int) async throws -> (HTTPResponse, HTTPBody?) {
            let message = try Self.message(for: request, url: url, body: body)
            let bytes = try await requests.sendAndRead(message, ioPriority: 0)
            let data = bytes.data
            guard data.count <= maximumBodySize else {
                throw GLibError(domain: "g-io-error-quark", code: Int32(G_IO_ERROR_MESSAGE_TOO_LARGE.rawValue),
                                message: "The server's answer is larger than \(maximumBodySize) bytes.")
            }
            return (try Self.response(of: message), data.isEmpty ? nil : HTTPBody(data))
        }

        /// Sends the request and returns once the answer's headers have come; its body is
        /// read as it arrives, until the server ends it or the reader stops (which cancels).
        func stream(_ request: HTTPRequest, url: String, body: [UInt8]?) async throws -> (HTTPResponse, HTTPBody?) {
            let message = try Self.message(for: request, url: url, body: body)
            let input = try await streams.send(message, ioPriority: 0)
            let response = try Self.response(of: message)
            let (chunks, continuation) = AsyncThrowingStream<HTTPBody.ByteChunk, any Error>.makeStream()
            let reader = Task { @MainActor in
                do {
                    while true {
                        let bytes = try await input.readBytes(16 * 1024, ioPriority: 0)
                        let chunk = bytes.data
                        if chunk.isEmpty { break }
                        continuation.yield(ArraySlice(chunk))
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
                _ = try? input.close(nil)
            }
            continuation.onTermination = { _ in reader.cancel() }
            return (response, HTTPBody(chunks, length: .unknown, iterationBehavior: .single))
        }

        private static func message(for request: HTTPRequest, url: String, body: [UInt8]?) throws -> Message {
            guard let message = Message(method: request.method.rawValue, uriString: url) else {
                throw GLibError(domain: "g-io-error-quark", code: Int32(G_IO_ERROR_INVALID_ARGUMENT.rawValue),
                                message: "\(url) is not a URL libsoup can request.")
            }
            let headers = message.requestHeaders
            for field in request.headerFields where field.name != .contentType || body == nil {
                headers.append(field.name.rawName, value: field.value)
            }
            if let body {
                message.setRequestBodyFromBytes(request.headerFields[.contentType] ?? "application/octet-stream", bytes: Bytes(body))
            }
            return message
        }

        private static func response(of message: Message) throws -> HTTPResponse {
            let status = Int(message.status.rawValue)
            guard (100...599).contains(status) else {
                throw GLibError(domain: "g-io-error-quark", code: Int32(G_IO_ERROR_INVALID_DATA.rawValue),
                                message: "The server's answer has no valid HTTP status (\(status)).")
            }
            return HTTPResponse(status: .init(code: status, reasonPhrase: message.reasonPhrase ?? ""),
                                headerFields: message.responseHeaders.fields)
        }
    }
}
