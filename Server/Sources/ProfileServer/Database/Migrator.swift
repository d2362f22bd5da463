import Logging
import PostgresNIO

/// Applies the SQL files of `Migrations/` in the order of their names, each once, and records
/// each in `schema_migrations`.
///
/// Guarantees: any number of instances may migrate at the same time: each takes the same
/// session-level advisory lock on one connection first, so one applies what is pending and the
/// others find it applied. All pending migrations apply in one transaction: a failing file
/// leaves the database as it was.
public struct Migrator: Sendable {
    /// One migration: its name (the file name) and its SQL.
    public struct Migration: Sendable {
        public let name: String
        public let sql: String
    }

    /// The migrations this server knows, in order.
    public let migrations: [Migration]

    /// An arbitrary constant shared by every instance: the advisory lock's key.
    static let lockKey: Int64 = 0x5653_4D50_524F_4649

    /// The server's own migrations, from the files embedded at build time.
    public init() {
        self.init(migrations: EmbeddedMigrations.all)
    }

    /// Explicit migrations (tests).
    public init(migrations: [Migration]) {
        self.migrations = migrations
    }

    /// Applies what is pending and returns the names applied now (empty when none was).
    @discardableResult
    public func migrate(_ url: DatabaseURL, logger: Logger) async throws -> [String] {
        try await withDatabase(url, applicationName: "vsm-profile-server migrate", logger: logger) { connection in
            try await migrate(on: connection, logger: logger)
        }
    }

    private func migrate(on connection: PostgresConnection, logger: Logger) async throws -> [String] {
        // Session-level: held past the transaction below until the caller closes the
        // connection, which also releases it should this instance die half-way.
        try await connection.query("SELECT pg_advisory_lock(\(Self.lockKey))", logger: logger)
        return try await connection.withTransaction(logger: logger) { connection in
            try await connection.query(
                """
                CREATE TABLE IF NOT EXISTS schema_migrations (
                    name text PRIMARY KEY,
                    applied_at timestamptz NOT NULL DEFAULT now()
                )
                """,
                logger: logger
            )
            var done: Set<String> = []
            for try await name in try await connection.query("SELECT name FROM schema_migrations", logger: logger).decode(String.self) {
                done.insert(name)
            }
            var applied: [String] = []
            for migration in migrations where !done.contains(migration.name) {
                logger.info("applying migration", metadata: ["migration": "\(migration.name)"])
                for statement in SQLScript.statements(in: migration.sql) {
                    try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                }
                try await connection.query(
                    "INSERT INTO schema_migrations (name) VALUES (\(migration.name))", logger: logger
                )
                applied.append(migration.name)
            }
            return applied
        }
    }
}
