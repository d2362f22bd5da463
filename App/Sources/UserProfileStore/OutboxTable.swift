import Foundation
import GRDB

/// The statements the server cache runs on the `outbox` table (its DDL is a step of
/// ``ProfileSchema``): at most one pending username change per profile.
enum OutboxTable {
    static let name = ProfileSchema.outboxTable

    /// The pending change of profile `userId`, or nil. Every column is decoded
    /// defensively (``StoredColumn``): a NULL, a number where the name belongs, invalid
    /// UTF-8 or an implausible date becomes ``ServerCacheRowDamage``, never a trap.
    static func pending(_ db: Database, userId: Int64) throws -> PendingUsernameChange? {
        guard let row = try Row.fetchOne(
            db,
            sql: """
                SELECT typeof(username), CAST(username AS BLOB), typeof(baseVersion), baseVersion,
                    typeof(queuedAt), queuedAt
                FROM \(name) WHERE userId = ?
                """,
            arguments: [userId]
        ) else { return nil }
        // Names the column in the damage report.
        func column<Value>(_ column: String, _ read: () throws -> Value) throws -> Value {
            do { return try read() } catch let error as StoredColumnProblem {
                throw ServerCacheRowDamage(table: name, userId: userId, resource: nil, column: column, problem: error.problem)
            }
        }
        return PendingUsernameChange(
            username: try column("username") { try StoredColumn.text(row, typeAt: 0, bytesAt: 1) },
            baseVersion: try column("baseVersion") {
                try StoredColumn.optionalInteger(row, typeAt: 2, valueAt: 3, in: 1...Int64.max)
            },
            queuedAt: try column("queuedAt") { try StoredColumn.date(row, typeAt: 4, valueAt: 5) }
        )
    }

    /// Makes `username` the pending change of profile `userId`, replacing any earlier one
    /// (whole seconds: the fraction of `queuedAt` is dropped).
    static func queue(_ db: Database, username: String, userId: Int64, baseVersion: Int64?, queuedAt: Date) throws {
        try db.execute(
            sql: """
                INSERT INTO \(name) (userId, username, baseVersion, queuedAt) VALUES (?, ?, ?, ?)
                ON CONFLICT(userId) DO UPDATE SET
                    username = excluded.username, baseVersion = excluded.baseVersion, queuedAt = excluded.queuedAt
                """,
            arguments: [userId, username, baseVersion, Int64(queuedAt.timeIntervalSince1970.rounded(.down))]
        )
    }

    /// Sets the base version of the pending change of profile `userId`, if there is one.
    static func rebase(_ db: Database, userId: Int64, onto version: Int64) throws {
        try db.execute(sql: "UPDATE \(name) SET baseVersion = ? WHERE userId = ?", arguments: [version, userId])
    }

    /// Removes the pending change of profile `userId`, if there is one.
    static func remove(_ db: Database, userId: Int64) throws {
        try db.execute(sql: "DELETE FROM \(name) WHERE userId = ?", arguments: [userId])
    }
}
