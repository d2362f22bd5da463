import Foundation
import HTTPTypes
import Locking
import OpenAPIRuntime

/// Counts the requests a client sends, by the contract's operation (`getProfile`, …): what
/// reaches the real server, to show work is not done twice.
struct RequestCounter: ClientMiddleware {
    private let counts = Locked<[String: Int]>([:])

    func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        counts.withLock { $0[operationID, default: 0] += 1 }
        return try await next(request, body, baseURL)
    }

    /// How many `operationID` requests were sent so far.
    func count(of operationID: String) -> Int {
        counts.withLock { $0[operationID] ?? 0 }
    }
}
