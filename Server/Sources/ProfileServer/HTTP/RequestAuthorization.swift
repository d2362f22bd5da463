import HTTPTypes
import OpenAPIRuntime

/// The bearer token of the request being handled. The contract's security scheme is not part
/// of the generated operation inputs, so this middleware hands the `Authorization` header to
/// the handlers through a task-local value.
public struct RequestAuthorization: ServerMiddleware {
    /// The token of the current request, or nil when it has none (or not a bearer one).
    @TaskLocal public static var token: BearerToken?

    public init() {}

    public func intercept(
        _ request: HTTPRequest,
        body: HTTPBody?,
        metadata: ServerRequestMetadata,
        operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        let token = BearerToken.fromAuthorization(request.headerFields[.authorization])
        return try await Self.$token.withValue(token) {
            try await next(request, body, metadata)
        }
    }
}
