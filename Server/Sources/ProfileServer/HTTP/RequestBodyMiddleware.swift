import Foundation
import Hummingbird
import NIOCore
import NIOHTTP1

/// Headers within the contract's limits (``HeaderLimits``), and bodies the API accepts: JSON, at most `limit` bytes (64 KiB), arriving within `timeout`.
/// Checked before any handler or decoder sees the request: a larger `Content-Length` is refused
/// before the body is read, a chunked body stops being read at the limit, a body that ends
/// before its announced length is a bad request, and one that stops coming is a 408 (a client
/// that never finishes its body must not hold a connection and its task forever).
public struct RequestBodyMiddleware<Context: RequestContext>: RouterMiddleware {
    public static var defaultLimit: Int { 64 * 1024 }
    let limit: Int
    let timeout: Duration

    public init(limit: Int = Self.defaultLimit, timeout: Duration = .seconds(10)) {
        self.limit = limit
        self.timeout = timeout
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let violation = HeaderLimits.violation(in: request.headers) {
            throw ProblemError(.badRequest, detail: violation)
        }
        // Only a request the contract takes a body with; the router answers the others (404, 405).
        guard [.put, .post, .patch].contains(request.method),
              Routes.methods(forPath: request.uri.path)?.contains(request.method) == true
        else { return try await next(request, context) }
        if let length = request.headers[.contentLength].flatMap(Int.init), length > limit {
            throw ProblemError(.bodyTooLarge, detail: "The body has \(length) bytes; at most \(limit) are accepted.")
        }
        let mediaType = request.headers[.contentType]?.split(separator: ";").first?
            .trimmingCharacters(in: .whitespaces).lowercased()
        guard let mediaType, mediaType == "application/json" || mediaType.hasSuffix("+json") else {
            throw ProblemError(.unsupportedMediaType, detail: "Send the body as application/json (Content-Type: \(request.headers[.contentType] ?? "none")).")
        }
        let body: ByteBuffer
        do {
            body = try await withTimeout(timeout) { [request, limit] in try await request.body.collect(upTo: limit) }
        } catch let error as HTTPError where error.status == .contentTooLarge {
            throw ProblemError(.bodyTooLarge, detail: "The body is over \(limit) bytes.")
        } catch is NIOTooManyBytesError {
            throw ProblemError(.bodyTooLarge, detail: "The body is over \(limit) bytes.")
        } catch is TimeoutError {
            throw ProblemError(.requestTimeout, detail: "The body did not arrive within \(timeout).")
        } catch is HTTPParserError {
            throw ProblemError(.badRequest, detail: "The body ended before its announced length.")
        }
        var request = request
        request.body = .init(buffer: body)
        return try await next(request, context)
    }
}
