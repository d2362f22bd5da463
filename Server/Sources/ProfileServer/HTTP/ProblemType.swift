import HTTPTypes
import ProfileAPI

/// The kinds of error the API answers, each with its stable `type` URI (RFC 9457): clients
/// branch on it, never on the title or the detail.
public enum ProblemType: String, Sendable, CaseIterable {
    case badRequest = "bad-request"
    case unauthorized
    case forbidden
    case notFound = "not-found"
    case methodNotAllowed = "method-not-allowed"
    case usernameTaken = "username-taken"
    case versionMismatch = "version-mismatch"
    case ifMatchRequired = "if-match-required"
    case bodyTooLarge = "body-too-large"
    case requestTimeout = "request-timeout"
    case unsupportedMediaType = "unsupported-media-type"
    case invalidUsername = "invalid-username"
    case unavailable
    case `internal`

    /// `urn:vsm-profile:problem:<name>`.
    public var uri: String { "urn:vsm-profile:problem:\(rawValue)" }

    /// The status it is answered with.
    public var status: HTTPResponse.Status {
        switch self {
        case .badRequest: return .badRequest
        case .unauthorized: return .unauthorized
        case .forbidden: return .forbidden
        case .notFound: return .notFound
        case .methodNotAllowed: return .methodNotAllowed
        case .usernameTaken: return .conflict
        case .versionMismatch: return .preconditionFailed
        case .ifMatchRequired: return .preconditionRequired
        case .bodyTooLarge: return .contentTooLarge
        case .requestTimeout: return .requestTimeout
        case .unsupportedMediaType: return .unsupportedMediaType
        case .invalidUsername: return .unprocessableContent
        case .unavailable: return .serviceUnavailable
        case .internal: return .internalServerError
        }
    }

    /// A short, fixed summary of the kind (RFC 9457's `title`).
    public var title: String {
        switch self {
        case .badRequest: return "The request is malformed."
        case .unauthorized: return "A valid bearer token is required."
        case .forbidden: return "This token may not change this user."
        case .notFound: return "There is no such resource."
        case .methodNotAllowed: return "This method is not allowed here."
        case .usernameTaken: return "Another user has this username."
        case .versionMismatch: return "The profile has changed since the version given."
        case .ifMatchRequired: return "A write must say which version it changes (If-Match)."
        case .bodyTooLarge: return "The request body is too large."
        case .requestTimeout: return "The request body did not arrive in time."
        case .unsupportedMediaType: return "The request body must be application/json."
        case .invalidUsername: return "The username breaks the username rules."
        case .unavailable: return "The database does not answer; try again later."
        case .internal: return "The server failed to answer."
        }
    }

    /// The problem document, with `detail` when there is more to say than the title.
    public func problem(detail: String? = nil) -> Components.Schemas.Problem {
        Components.Schemas.Problem(_type: uri, title: title, status: Int(status.code), detail: detail)
    }

    /// The kind a bare status stands for, for errors raised below the handlers (routing, the
    /// generated decoding); `internal` for any other.
    public static func forStatus(_ status: HTTPResponse.Status) -> ProblemType {
        allCases.first { $0.status == status } ?? .internal
    }
}
