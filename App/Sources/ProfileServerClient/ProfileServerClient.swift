import Foundation
import OpenAPIRuntime
import ProfileAPI
import UserProfile

/// The profile server's API for the app, typed from the contract (`openapi.yaml`, through the
/// generated `ProfileAPI.Client`) and carried by libsoup (``SoupTransport``).
///
/// Guarantees:
/// - Every call ends: with the server's answer, or with a ``ServerClientError`` after at most
///   the transport's request timeout (event streams: see ``events(userId:after:)``).
/// - Cancelling the calling task cancels the request.
/// - Reads send the version of the copy the app has (`If-None-Match`) and cost no body when it
///   is current; the username change says which version it changes (`If-Match`).
/// - Any thread; the values are `Sendable`.
public struct ProfileServerClient: Sendable {
    /// The server's base URL (`http://host:port`, maybe with a path prefix).
    public let serverURL: URL
    /// How long one request may take (the transport's limit); also bounds opening a stream.
    public let requestTimeout: Duration
    let client: Client

    /// A client of the server at `serverURL`; `token` authorizes changes (nil: reads only).
    /// `middlewares` see every request after the token is added, in order (a log, a count).
    public init(serverURL: URL, token: String?, transport: SoupTransport, middlewares: [any ClientMiddleware] = []) {
        self.serverURL = serverURL
        requestTimeout = transport.requestTimeout
        client = Client(serverURL: serverURL, transport: transport,
                        middlewares: (token.map { [BearerToken(token: $0)] } ?? []) + middlewares)
    }

    /// The profile, unless the copy of version `knownVersion` is still current.
    public func profile(userId: Int64, knownVersion: Int64?) async throws(ServerClientError) -> Revalidation<UserData> {
        let output: Operations.GetProfile.Output
        do {
            output = try await client.getProfile(path: .init(id: userId), headers: .init(ifNoneMatch: knownVersion.map { "\"\($0)\"" }))
        } catch {
            throw ServerClientError.from(error)
        }
        switch output {
        case .ok(let ok):
            let profile = try Self.decode { try ok.body.json }
            return .changed(Versioned(UserData(profile), version: profile.version))
        case .notModified:
            return .unchanged
        case .badRequest(let response):
            throw .refused(status: 400, detail: try Self.problemDetail(response.body))
        case .notFound:
            throw .notFound(userId: userId)
        case .serviceUnavailable(let response):
            throw .unavailable(retryAfter: response.headers.retryAfter)
        case .undocumented(let status, _):
            throw Self.undocumented(status)
        }
    }

    /// The posts, newest first, unless the copy of version `knownVersion` is still current.
    public func posts(userId: Int64, knownVersion: Int64?) async throws(ServerClientError) -> Revalidation<[Post]> {
        let output: Operations.GetPosts.Output
        do {
            output = try await client.getPosts(path: .init(id: userId), headers: .init(ifNoneMatch: knownVersion.map { "\"\($0)\"" }))
        } catch {
            throw ServerClientError.from(error)
        }
        switch output {
        case .ok(let ok):
            let list = try Self.decode { try ok.body.json }
            let posts = list.posts.map { Post(id: $0.id, userId: userId, date: $0.postedAt, body: $0.body) }
            return .changed(Versioned(posts, version: list.version))
        case .notModified:
            return .unchanged
        case .badRequest(let response):
            throw .refused(status: 400, detail: try Self.problemDetail(response.body))
        case .notFound:
            throw .notFound(userId: userId)
        case .serviceUnavailable(let response):
            throw .unavailable(retryAfter: response.headers.retryAfter)
        case .undocumented(let status, _):
            throw Self.undocumented(status)
        }
    }

    /// Changes the username of the profile at `version` (`If-Match`). A version mismatch and
    /// a refused name are answers (``UsernameChangeOutcome``), not errors.
    public func changeUsername(userId: Int64, to username: String, version: Int64) async throws(ServerClientError) -> UsernameChangeOutcome {
        let output: Operations.PutUsername.Output
        do {
            output = try await client.putUsername(path: .init(id: userId), headers: .init(ifMatch: "\"\(version)\""),
                                                  body: .json(.init(username: username)))
        } catch {
            throw ServerClientError.from(error)
        }
        switch output {
        case .ok(let ok):
            let profile = try Self.decode { try ok.body.json }
            return .saved(Versioned(UserData(profile), version: profile.version))
        case .preconditionFailed(let failed):
            let profile = try Self.decode { try failed.body.json }
            return .versionMismatch(current: Versioned(UserData(profile), version: profile.version))
        case .conflict(let conflict):
            return .rejected(reason: try Self.problemDetail { try conflict.body.applicationProblemJson })
        case .unprocessableContent(let unprocessable):
            return .rejected(reason: try Self.problemDetail { try unprocessable.body.applicationProblemJson })
        case .unauthorized, .forbidden:
            throw .notAuthorized
        case .notFound:
            throw .notFound(userId: userId)
        case .badRequest(let response):
            throw .refused(status: 400, detail: try Self.problemDetail(response.body))
        case .preconditionRequired(let response):
            throw .refused(status: 428, detail: try Self.problemDetail { try response.body.applicationProblemJson })
        case .contentTooLarge(let response):
            throw .refused(status: 413, detail: try Self.problemDetail(response.body))
        case .unsupportedMediaType(let response):
            throw .refused(status: 415, detail: try Self.problemDetail(response.body))
        case .serviceUnavailable(let response):
            throw .unavailable(retryAfter: response.headers.retryAfter)
        case .undocumented(let status, _):
            throw Self.undocumented(status)
        }
    }

    private static func decode<Value>(_ body: () throws -> Value) throws(ServerClientError) -> Value {
        do { return try body() } catch { throw .malformedAnswer(detail: String(describing: error)) }
    }

    private static func problemDetail(_ body: () throws -> Components.Schemas.Problem) throws(ServerClientError) -> String {
        let problem = try decode(body)
        return problem.detail ?? problem.title
    }

    private static func problemDetail(_ body: some ProblemBody) throws(ServerClientError) -> String {
        try problemDetail { try body.problem }
    }

    /// A status the contract does not have: a gateway's or a proxy's between the app and the
    /// server (502, 503, 504) means the server is not reached now; any other is an answer
    /// this app cannot use.
    static func undocumented(_ status: Int) -> ServerClientError {
        switch status {
        case 503: .unavailable(retryAfter: nil)
        case 502, 504: .unreachable(detail: "a gateway between this computer and the server answered HTTP \(status)")
        default: .malformedAnswer(detail: "HTTP status \(status), which the contract does not have")
        }
    }
}

/// The shared responses' bodies (400, 413, 415), which are all a problem document.
protocol ProblemBody {
    var problem: Components.Schemas.Problem { get throws }
}

extension Components.Responses.BadRequest.Body: ProblemBody {
    var problem: Components.Schemas.Problem { get throws { try applicationProblemJson } }
}

extension Components.Responses.TooLarge.Body: ProblemBody {
    var problem: Components.Schemas.Problem { get throws { try applicationProblemJson } }
}

extension Components.Responses.UnsupportedMediaType.Body: ProblemBody {
    var problem: Components.Schemas.Problem { get throws { try applicationProblemJson } }
}

extension UserData {
    /// The server's profile as the app shows it. The server keeps no separate real name: the
    /// display name stands in for it.
    init(_ profile: Components.Schemas.Profile) {
        self.init(id: profile.id, username: profile.username, realName: profile.displayName,
                  displayName: profile.displayName, friendsCount: Int(profile.friendsCount),
                  location: profile.location, website: profile.website)
    }
}
