import Localization

/// Why a request to the profile server did not give an answer the app can use. Each case's
/// `description` is a full sentence for the person.
///
/// ``isConnectivity`` splits them in two: the server could not be reached or did not answer
/// in time (the app shows what it has and marks it offline, and tries again later), or it
/// answered something the app cannot use (shown as an error; trying again soon will not help).
public enum ServerClientError: Error, Equatable, CustomStringConvertible {
    /// No connection: refused, no route, no network, the name does not resolve, or it broke.
    case unreachable(detail: String)
    /// The server did not answer within the request's time limit.
    case timedOut
    /// The server says it cannot serve now (503); `retryAfter` in seconds when it says when.
    case unavailable(retryAfter: Int?)
    /// The TLS certificate is not one the system trusts (self-signed, expired, wrong host).
    case untrustedCertificate(detail: String)
    /// The answer is not what the contract says: not HTTP, truncated, wrong content type, or
    /// JSON of the wrong shape.
    case malformedAnswer(detail: String)
    /// No token, or one the server does not know (401), or one for another user (403).
    case notAuthorized
    /// The server has no user with this id (404).
    case notFound(userId: Int64)
    /// Any other refusal, with the server's problem type and its explanation.
    case refused(status: Int, detail: String)

    /// Whether this says "the server could not be reached now" rather than "it answered".
    public var isConnectivity: Bool {
        switch self {
        case .unreachable, .timedOut, .unavailable: true
        case .untrustedCertificate, .malformedAnswer, .notAuthorized, .notFound, .refused: false
        }
    }

    public var description: String {
        switch self {
        case .unreachable(let detail):
            localized("The server cannot be reached (\(detail)).")
        case .timedOut:
            localized("The server did not answer in time.")
        case .unavailable(let retryAfter):
            if let retryAfter {
                localized("The server is busy; it asks to try again in \(retryAfter) seconds.")
            } else {
                localized("The server is busy; try again later.")
            }
        case .untrustedCertificate(let detail):
            localized("The server's certificate is not trusted (\(detail)).")
        case .malformedAnswer(let detail):
            localized("The server's answer could not be read (\(detail)).")
        case .notAuthorized:
            localized("The server did not accept this app's token. Check the token file.")
        case .notFound(let userId):
            localized("The server has no profile with user id \(userId).")
        case .refused(_, let detail):
            detail
        }
    }
}
