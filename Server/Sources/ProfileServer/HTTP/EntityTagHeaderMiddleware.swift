import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Sends `ETag` as RFC 9110 writes it (`"7"`). The generated code encodes every header value as
/// a URI component, which turns the quotes of an entity tag into `%22`; this restores them.
public struct EntityTagHeaderMiddleware: ServerMiddleware {
    public init() {}

    public func intercept(
        _ request: HTTPRequest,
        body: HTTPBody?,
        metadata: ServerRequestMetadata,
        operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        var (response, responseBody) = try await next(request, body, metadata)
        if let etag = response.headerFields[.eTag], let decoded = etag.removingPercentEncoding {
            response.headerFields[.eTag] = decoded
        }
        return (response, responseBody)
    }
}
