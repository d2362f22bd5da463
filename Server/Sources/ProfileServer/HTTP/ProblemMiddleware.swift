import Foundation
import Hummingbird
import Logging
import OpenAPIRuntime
import PostgresNIO
import _ConnectionPoolModule
import ProfileAPI

/// Turns every error below it into an `application/problem+json` answer with the contract's
/// stable `type`: handlers' ``ProblemError``s, the generated code's decoding errors (400, 415),
/// the router's (404, 405), the body limit's (413), a database out of reach (503 with
/// `Retry-After`) and anything else (500, logged with the request, never sent to the client).
public struct ProblemMiddleware<Context: RequestContext>: RouterMiddleware {
    public init() {}

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            // The router's 404: a path of the contract asked with another method is a 405.
            if let methods = Routes.methods(forPath: request.uri.path), !methods.contains(request.method) {
                var response = Self.response(for: ProblemError(.methodNotAllowed), request: request, logger: context.logger)
                response.headers[.allow] = methods.map(\.rawValue).joined(separator: ", ")
                return response
            }
            return Self.response(for: error, request: request, logger: context.logger)
        } catch {
            return Self.response(for: error, request: request, logger: context.logger)
        }
    }

    static func response(for error: any Error, request: Request, logger: Logger) -> Response {
        let (type, detail) = classify(error)
        if type == .internal {
            logger.error("request failed", metadata: ["error": "\(String(reflecting: error))", "uri": "\(request.uri.path)"])
        }
        var headers: HTTPFields = [.contentType: "application/problem+json", .cacheControl: "no-store"]
        if type == .unavailable { headers[.retryAfter] = "5" }
        let problem = type.problem(detail: detail)
        let body = (try? JSONEncoder().encode(problem)) ?? Data()
        return Response(status: type.status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// The problem an error stands for, with a detail safe to send.
    static func classify(_ error: any Error) -> (ProblemType, String?) {
        switch error {
        case let problem as ProblemError:
            return (problem.type, problem.detail)
        case let serverError as ServerError:
            if let problem = innermost(serverError.underlyingError) as? ProblemError {
                return (problem.type, problem.detail)
            }
            if isUnavailable(innermost(serverError.underlyingError)) { return (.unavailable, nil) }
            let type = ProblemType.forStatus(serverError.httpStatus)
            return (type, type == .internal ? nil : clipped(String(describing: innermost(serverError.underlyingError))))
        case let httpError as HTTPError:
            return (ProblemType.forStatus(httpError.status), httpError.body.map(clipped))
        default:
            return isUnavailable(error) ? (.unavailable, nil) : (.internal, nil)
        }
    }

    /// The database could not be reached (rather than refusing a statement).
    static func isUnavailable(_ error: any Error) -> Bool {
        if let error = error as? PSQLError { return error.serverInfo == nil || error.code == .serverClosedConnection }
        if error is ConnectionPoolError || error is TimeoutError { return true }
        return false
    }

    /// The error a chain of runtime wrappers is about.
    private static func innermost(_ error: any Error) -> any Error {
        if let serverError = error as? ServerError { return innermost(serverError.underlyingError) }
        return error
    }

    private static func clipped(_ text: String) -> String {
        text.count <= 300 ? text : String(text.prefix(300)) + "…"
    }
}
