import Foundation
import Locking
import OpenAPIRuntime
import ProfileAPI

extension ProfileServerClient {
    /// Follows the user's changes as the server announces them, from after `lastEventID`
    /// (the id of the last event received) or from now.
    ///
    /// Returns once the server has accepted the stream (within the request timeout); the
    /// sequence then yields the changes
    /// as they come. It ends with an error when the server ends the stream, the connection
    /// breaks, or nothing at all (not even the server's heartbeat) arrives for `silenceLimit`:
    /// a stream on a dead link never hangs. Events it cannot read are skipped. Cancelling the
    /// task iterating it (or dropping it) closes the connection.
    public func events(
        userId: Int64, after lastEventID: String?, silenceLimit: Duration = .seconds(45)
    ) async throws(ServerClientError) -> AsyncThrowingStream<ServerChange, any Error> {
        let output: Operations.GetEvents.Output
        do {
            output = try await withDeadline(requestTimeout) { [client] in
                try await client.getEvents(path: .init(id: userId), headers: .init(lastEventID: lastEventID))
            }
        } catch {
            throw ServerClientError.from(error)
        }
        let body: HTTPBody
        switch output {
        case .ok(let ok):
            do { body = try ok.body.textEventStream } catch { throw .malformedAnswer(detail: String(describing: error)) }
        case .badRequest(let response):
            throw .refused(status: 400, detail: (try? response.body.applicationProblemJson.detail ?? "") ?? "")
        case .notFound:
            throw .notFound(userId: userId)
        case .serviceUnavailable(let response):
            throw .unavailable(retryAfter: response.headers.retryAfter)
        case .undocumented(let status, _):
            throw Self.undocumented(status)
        }
        return Self.changes(in: body, silenceLimit: silenceLimit)
    }

    /// The body's events, with a watchdog on the bytes under them.
    private static func changes(in body: HTTPBody, silenceLimit: Duration) -> AsyncThrowingStream<ServerChange, any Error> {
        AsyncThrowingStream { continuation in
            let lastBytes = Locked(ContinuousClock.now)
            let watched = body.map { chunk in
                lastBytes.withLock { $0 = .now }
                return chunk
            }
            let reader = Task {
                do {
                    for try await event in watched.asDecodedServerSentEvents() {
                        if let change = ServerChange(event) { continuation.yield(change) }
                    }
                    continuation.finish(throwing: ServerClientError.unreachable(detail: "the server ended the event stream"))
                } catch {
                    continuation.finish(throwing: ServerClientError.from(error))
                }
            }
            let watchdog = Task {
                while !Task.isCancelled {
                    let silentUntil = lastBytes.withLock { $0 } + silenceLimit
                    if ContinuousClock.now >= silentUntil {
                        continuation.finish(throwing: ServerClientError.timedOut)
                        reader.cancel()
                        return
                    }
                    try? await Task.sleep(until: silentUntil, clock: .continuous)
                }
            }
            continuation.onTermination = { _ in
                reader.cancel()
                watchdog.cancel()
            }
        }
    }
}

extension ServerChange {
    /// The change an event announces, or nil for an event this app does not know.
    init?(_ event: ServerSentEvent) {
        switch event.event {
        case "resync":
            self = .resync(eventID: event.id)
        case "profile", "posts":
            guard let data = event.data,
                  let change = try? JSONDecoder().decode(Components.Schemas.ChangeEvent.self, from: Data(data.utf8))
            else { return nil }
            switch change.resource {
            case .profile: self = .profile(version: change.version, eventID: event.id)
            case .posts: self = .posts(version: change.version, eventID: event.id)
            }
        default:
            return nil
        }
    }
}
