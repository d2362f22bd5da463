import Foundation
import Logging
import OpenAPIRuntime
import ProfileAPI
import ServiceLifecycle

/// Makes the body of `GET /v1/users/{id}/events`: Server-Sent Events read from the change log.
///
/// Each stream remembers the id of the last event it sent and, whenever it is woken, sends the
/// logged changes after it, so a notification that arrives late or twice, or a wake-up for
/// several changes, still sends each change exactly once and in order. It starts with a comment
/// (proxies and clients see the response at once), sends `: heartbeat` when nothing happened
/// for `heartbeatInterval`, and ends on graceful shutdown or when the client goes away.
public struct EventStreamFactory: Sendable {
    let store: ProfileStore
    let broadcaster: ChangeBroadcaster
    let heartbeatInterval: Duration
    let logger: Logger

    public init(store: ProfileStore, broadcaster: ChangeBroadcaster, heartbeatInterval: Duration, logger: Logger) {
        self.store = store
        self.broadcaster = broadcaster
        self.heartbeatInterval = heartbeatInterval
        self.logger = logger
    }

    /// The stream of `userID`'s changes after event `resumingAfter` (the client's
    /// `Last-Event-ID`), or from now on when nil.
    func stream(userID: Int64, resumingAfter: Int64?) async throws -> HTTPBody {
        let (signals, signalContinuation) = AsyncStream.makeStream(of: ChangeSignal.self, bufferingPolicy: .bufferingNewest(8))
        // Subscribed before the starting point is read, so no change falls between the two.
        await broadcaster.subscribe(userID: userID, continuation: signalContinuation)
        let latest = try await store.latestChangeID()
        var lastSent = latest
        var preamble = "retry: 2000\n: connected\n\n"
        if let resumingAfter {
            if resumingAfter > latest {
                // An id this database never gave (another database, or a restore): start over.
                preamble += "event: resync\ndata: {}\n\n"
            } else {
                lastSent = resumingAfter
            }
        }
        let (bytes, output) = AsyncStream.makeStream(of: ArraySlice<UInt8>.self, bufferingPolicy: .unbounded)
        output.yield(ArraySlice(preamble.utf8))
        let producer = Task { [store, logger, heartbeatInterval, lastSent] in
            await withGracefulShutdownHandler {
                let heartbeats = Task {
                    while !Task.isCancelled {
                        try? await Task.sleep(for: heartbeatInterval)
                        signalContinuation.yield(.heartbeat)
                    }
                }
                defer { heartbeats.cancel() }
                var lastSent = lastSent
                do {
                    lastSent = try await Self.sendChanges(of: userID, after: lastSent, store: store, to: output)
                    for await signal in signals {
                        switch signal {
                        case .heartbeat:
                            output.yield(ArraySlice(": heartbeat\n\n".utf8))
                        case .resync:
                            output.yield(ArraySlice("event: resync\ndata: {}\n\n".utf8))
                            lastSent = try await Self.sendChanges(of: userID, after: lastSent, store: store, to: output)
                        case .changed:
                            lastSent = try await Self.sendChanges(of: userID, after: lastSent, store: store, to: output)
                        }
                    }
                } catch {
                    // The client reconnects with Last-Event-ID and loses nothing.
                    logger.info("event stream ended", metadata: ["user": "\(userID)", "error": "\(error)"])
                }
                output.finish()
            } onGracefulShutdown: {
                signalContinuation.finish()
            }
        }
        output.onTermination = { _ in
            producer.cancel()
            signalContinuation.finish()
        }
        return HTTPBody(bytes, length: .unknown, iterationBehavior: .single)
    }

    /// Sends the logged changes of `userID` after event `eventID`; returns the id of the last sent.
    private static func sendChanges(
        of userID: Int64, after eventID: Int64, store: ProfileStore, to output: AsyncStream<ArraySlice<UInt8>>.Continuation
    ) async throws -> Int64 {
        var last = eventID
        while true {
            let changes = try await store.changes(userID: userID, after: last)
            for change in changes {
                let data = #"{"resource":"\#(change.resource)","version":\#(change.version)}"#
                output.yield(ArraySlice("id: \(change.id)\nevent: \(change.resource)\ndata: \(data)\n\n".utf8))
                last = change.id
            }
            if changes.count < 500 { return last }
        }
    }
}
