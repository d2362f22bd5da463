import Logging
import PostgresNIO
import ServiceLifecycle

/// The instance's one `LISTEN` connection: every write's notification (sent by the database's
/// triggers in the writing transaction, delivered on commit) reaches the event streams of this
/// instance, whichever instance made the write.
///
/// A dedicated connection, not one of the pool's: a pooled connection goes back to the pool and
/// its LISTEN with it. When it is lost it reconnects with backoff and then tells every stream to
/// resync, since notifications sent meanwhile are gone. A query every few seconds notices a
/// connection that died silently. On graceful shutdown it ends every stream, so the HTTP server
/// is not kept waiting for them.
public struct ChangeListener: Service {
    /// The channel the triggers notify; the payload is `<user id>:<event id>`.
    public static let channel = "vsm_profile_changes"
    /// How the connection shows in pg_stat_activity.
    public static let applicationName = "vsm-profile-server listen"

    let url: DatabaseURL
    let broadcaster: ChangeBroadcaster
    let logger: Logger
    let probeInterval: Duration

    public init(url: DatabaseURL, broadcaster: ChangeBroadcaster, logger: Logger, probeInterval: Duration = .seconds(5)) {
        self.url = url
        self.broadcaster = broadcaster
        self.logger = logger
        self.probeInterval = probeInterval
    }

    public func run() async throws {
        // The streams end on the same signal by themselves (see EventStreamFactory); this only
        // stops listening, and ends any stream still open.
        await cancelWhenGracefulShutdown {
            await listenUntilCancelled()
        }
        await broadcaster.finishAll()
    }

    private func listenUntilCancelled() async {
        var failures = 0
        var connectedBefore = false
        while !Task.isCancelled && !Task.isShuttingDownGracefully {
            do {
                let connection = try await PostgresConnection.connect(
                    configuration: try url.connectionConfiguration(applicationName: Self.applicationName), id: 0, logger: logger
                )
                failures = 0
                let isReconnect = connectedBefore
                connectedBefore = true
                do {
                    try await listen(on: connection, isReconnect: isReconnect)
                } catch {
                    try? await connection.close()
                    throw error
                }
                try? await connection.close()
            } catch {
                if Task.isCancelled || Task.isShuttingDownGracefully { break }
                failures += 1
                logger.warning("LISTEN connection lost; reconnecting", metadata: ["error": "\(String(reflecting: error))", "attempt": "\(failures)"])
            }
            // 0.1 s doubling up to 5 s, with jitter, so instances do not reconnect in step.
            let base = min(5.0, 0.1 * Double(1 << min(failures, 6)))
            try? await Task.sleep(for: .seconds(base * Double.random(in: 0.5...1.0)))
        }
    }

    private func listen(on connection: PostgresConnection, isReconnect: Bool) async throws {
        try await connection.listen(on: Self.channel) { notifications in
            await broadcaster.setListening(true)
            defer { Task { await broadcaster.setListening(false) } }
            if isReconnect {
                logger.info("LISTEN connection restored; event streams resync")
                await broadcaster.resyncAll()
            } else {
                // Streams opened while the database was out of reach read what they missed.
                await broadcaster.wakeAll()
            }
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for try await notification in notifications {
                        guard let userID = Int64(notification.payload.split(separator: ":").first ?? "") else { continue }
                        await broadcaster.publish(userID: userID)
                    }
                }
                group.addTask {
                    while true {
                        try await Task.sleep(for: probeInterval)
                        _ = try await withTimeout(probeInterval) {
                            try await connection.query("SELECT 1", logger: logger)
                        }
                    }
                }
                // Either ends only by an error: the connection is gone.
                try await group.next()
                group.cancelAll()
            }
        }
    }
}
