import GRDB

/// The statements the server cache runs on the `serverCopy` table (its DDL is a step of
/// ``ProfileSchema``): which server version the cached rows of a profile are a copy of.
enum ServerCopyTable {
    static let name = ProfileSchema.serverCopyTable

    /// The server version of `resource` the cached rows of profile `userId` copy, or nil
    /// when there is none. Also nil when the profile row is gone (deleted by another
    /// program, say): the table has no foreign key, and a version of rows that no longer
    /// exist must not let the sync engine believe it holds them. Read defensively: a
    /// value that is not a whole number ≥ 1 is ``ServerCacheRowDamage``.
    static func version(_ db: Database, of resource: ServerResource, userId: Int64) throws -> Int64? {
        guard try ProfileSchema.exists(db, userId: userId),
              let row = try Row.fetchOne(
                  db,
                  sql: "SELECT typeof(version), version FROM \(name) WHERE userId = ? AND resource = ?",
                  arguments: [userId, resource.rawValue]
              )
        else { return nil }
        do {
            return try StoredColumn.integer(row, typeAt: 0, valueAt: 1, in: 1...Int64.max)
        } catch {
            throw ServerCacheRowDamage(table: name, userId: userId, resource: resource, column: "version", problem: error.problem)
        }
    }

    /// Records that the cached `resource` of profile `userId` is now a copy of server
    /// version `version` (the table refuses a version below 1).
    static func record(_ db: Database, _ resource: ServerResource, userId: Int64, version: Int64) throws {
        try db.execute(
            sql: """
                INSERT INTO \(name) (userId, resource, version) VALUES (?, ?, ?)
                ON CONFLICT(userId, resource) DO UPDATE SET version = excluded.version
                """,
            arguments: [userId, resource.rawValue, version]
        )
    }
}
