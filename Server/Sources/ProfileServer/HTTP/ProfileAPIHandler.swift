import Foundation
import Logging
import OpenAPIRuntime
import ProfileAPI
import ProfileContract

/// The contract's operations (Contract/openapi.yaml) on the database.
///
/// Stateless: every answer is read from the database when asked, and a write's version check is
/// part of its one `UPDATE`, so any number of instances answer alike.
public struct ProfileAPIHandler: APIProtocol {
    let store: ProfileStore
    let events: EventStreamFactory

    public init(store: ProfileStore, events: EventStreamFactory) {
        self.store = store
        self.events = events
    }

    public func getProfile(_ input: Operations.GetProfile.Input) async throws -> Operations.GetProfile.Output {
        guard let profile = try await store.profile(id: input.path.id) else {
            return .notFound(.init(body: .applicationProblemJson(ProblemType.notFound.problem(detail: "No user has the id \(input.path.id)."))))
        }
        let etag = EntityTag.of(profile.version)
        if EntityTag.ifNoneMatch(input.headers.ifNoneMatch, matches: profile.version) {
            return .notModified(.init(headers: .init(eTag: etag)))
        }
        return .ok(.init(headers: .init(eTag: etag, cacheControl: "no-cache"), body: .json(Self.schema(profile))))
    }

    public func putUsername(_ input: Operations.PutUsername.Input) async throws -> Operations.PutUsername.Output {
        let id = input.path.id
        guard let token = RequestAuthorization.token else {
            return .unauthorized(.init(
                headers: .init(wwwAuthenticate: "Bearer"),
                body: .applicationProblemJson(ProblemType.unauthorized.problem(detail: "Send Authorization: Bearer <token>."))
            ))
        }
        guard let owner = try await store.userID(forToken: token.value) else {
            return .unauthorized(.init(
                headers: .init(wwwAuthenticate: "Bearer error=\"invalid_token\""),
                body: .applicationProblemJson(ProblemType.unauthorized.problem(detail: "The server does not know this token."))
            ))
        }
        guard owner == id else {
            return .forbidden(.init(body: .applicationProblemJson(ProblemType.forbidden.problem(
                detail: "The token is user \(owner)'s; it may change only that user's profile."
            ))))
        }
        guard let ifMatch = input.headers.ifMatch else {
            return .preconditionRequired(.init(body: .applicationProblemJson(ProblemType.ifMatchRequired.problem(
                detail: "Send If-Match with the ETag of the profile the change was made on."
            ))))
        }
        guard case .json(let change) = input.body else { preconditionFailure("the contract has only a JSON body") }
        let username: Username
        do { username = try Username(validating: change.username) } catch {
            return .unprocessableContent(.init(body: .applicationProblemJson(ProblemType.invalidUsername.problem(detail: error.description))))
        }
        // A tag that names no version matches no version: the answer is the current profile.
        let expected = EntityTag.version(ofIfMatch: ifMatch) ?? 0
        switch try await store.changeUsername(id: id, expectedVersion: expected, to: username.value) {
        case .changed(let profile):
            return .ok(.init(headers: .init(eTag: EntityTag.of(profile.version)), body: .json(Self.schema(profile))))
        case .stale(let profile):
            return .preconditionFailed(.init(headers: .init(eTag: EntityTag.of(profile.version)), body: .json(Self.schema(profile))))
        case .taken:
            return .conflict(.init(body: .applicationProblemJson(ProblemType.usernameTaken.problem(
                detail: "Another user already has the username \(username.value)."
            ))))
        case .notFound:
            return .notFound(.init(body: .applicationProblemJson(ProblemType.notFound.problem(detail: "No user has the id \(id)."))))
        }
    }

    public func getPosts(_ input: Operations.GetPosts.Input) async throws -> Operations.GetPosts.Output {
        guard let list = try await store.posts(userID: input.path.id) else {
            return .notFound(.init(body: .applicationProblemJson(ProblemType.notFound.problem(detail: "No user has the id \(input.path.id)."))))
        }
        let etag = EntityTag.of(list.version)
        if EntityTag.ifNoneMatch(input.headers.ifNoneMatch, matches: list.version) {
            return .notModified(.init(headers: .init(eTag: etag)))
        }
        let posts = list.posts.map {
            Components.Schemas.Post(id: $0.id, body: $0.body, postedAt: Date(timeIntervalSince1970: $0.postedAt))
        }
        return .ok(.init(headers: .init(eTag: etag, cacheControl: "no-cache"), body: .json(.init(posts: posts, version: list.version))))
    }

    public func getEvents(_ input: Operations.GetEvents.Input) async throws -> Operations.GetEvents.Output {
        let id = input.path.id
        guard try await store.userExists(id: id) else {
            return .notFound(.init(body: .applicationProblemJson(ProblemType.notFound.problem(detail: "No user has the id \(id)."))))
        }
        var resumeAfter: Int64?
        if let lastEventID = input.headers.lastEventID {
            guard lastEventID.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                  let value = Int64(lastEventID)
            else {
                return .badRequest(.init(body: .applicationProblemJson(ProblemType.badRequest.problem(
                    detail: "Last-Event-ID must be the id of an event this server sent."
                ))))
            }
            resumeAfter = value
        }
        let body = try await events.stream(userID: id, resumingAfter: resumeAfter)
        return .ok(.init(
            headers: .init(cacheControl: "no-cache", xAccelBuffering: "no"),
            body: .textEventStream(body)
        ))
    }

    public func getHealth(_ input: Operations.GetHealth.Input) async throws -> Operations.GetHealth.Output {
        .ok(.init(body: .json(.init(status: .ok))))
    }

    public func getReadiness(_ input: Operations.GetReadiness.Input) async throws -> Operations.GetReadiness.Output {
        do {
            try await store.ping()
            guard await events.broadcaster.isListening else { throw ProblemError(.unavailable) }
            return .ok(.init(body: .json(.init(status: .ok))))
        } catch {
            return .serviceUnavailable(.init(
                headers: .init(retryAfter: 5),
                body: .applicationProblemJson(ProblemType.unavailable.problem())
            ))
        }
    }

    static func schema(_ profile: ProfileRecord) -> Components.Schemas.Profile {
        Components.Schemas.Profile(
            id: profile.id, username: profile.username, displayName: profile.displayName,
            location: profile.location, website: profile.website, friendsCount: profile.friendsCount,
            version: profile.version
        )
    }
}
