import Foundation
import GRDB
import UserProfile

/// The statements the repository runs on the `posts` table (its DDL is a step of
/// ``ProfileSchema``).
enum PostsTable {
    static let name = "posts"

    /// The posts of profile `userId`, newest first (ties: the later id first), or nil when
    /// no such profile exists. Every column is decoded defensively (``StoredColumn``): a
    /// body that is NULL, a number or invalid UTF-8, or a date that is not a whole number
    /// of seconds within the years 1 to 9999, becomes ``PostRowDamage``, never a trap.
    ///
    /// Reads the profile table only to know that the profile exists (its `id`).
    static func fetch(_ db: Database, userId: Int64) throws -> [Post]? {
        guard try Bool.fetchOne(db, sql: "SELECT 1 FROM \(ProfileSchema.profileTable) WHERE id = ?", arguments: [userId]) != nil
        else { return nil }
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT id, typeof(date), date, typeof(body), CAST(body AS BLOB)
                FROM \(name) WHERE userId = ? ORDER BY date DESC, id DESC
                """,
            arguments: [userId]
        )
        var posts: [Post] = []
        while let row = try rows.next() {
            let id: Int64 = row[0]
            // Names the post and the column in the damage report.
            func column<Value>(_ name: String, _ read: () throws -> Value) throws -> Value {
                do { return try read() } catch let error as StoredColumnProblem {
                    throw PostRowDamage(postId: id, column: name, problem: error.problem)
                }
            }
            posts.append(Post(
                id: id,
                userId: userId,
                date: try column("date") { try StoredColumn.date(row, typeAt: 1, valueAt: 2) },
                body: try column("body") { try StoredColumn.text(row, typeAt: 3, bytesAt: 4) }
            ))
        }
        return posts
    }

    /// Adds a post (whole seconds: the fraction of `date` is dropped) and returns its id.
    @discardableResult
    static func insert(_ db: Database, userId: Int64, date: Date, body: String) throws -> Int64 {
        try db.execute(
            sql: "INSERT INTO \(name) (userId, date, body) VALUES (?, ?, ?)",
            arguments: [userId, seconds(date), body]
        )
        return db.lastInsertedRowID
    }

    /// Makes `posts` (all of profile `userId`, with their ids) the profile's posts: its
    /// other posts are deleted, the rest inserted or updated by id (a post id is unique
    /// across users, so a post another profile had moves to this one). Posts whose stored
    /// values already have the same bytes are not written, so an identical refresh wakes
    /// no observer. The profile row must exist (the foreign key refuses orphans).
    static func replace(_ db: Database, with posts: [Post], userId: Int64) throws {
        let kept = Set(posts.map(\.id))
        let stored = try Int64.fetchAll(db, sql: "SELECT id FROM \(name) WHERE userId = ?", arguments: [userId])
        let delete = try db.cachedStatement(sql: "DELETE FROM \(name) WHERE id = ?")
        for id in stored where !kept.contains(id) {
            try delete.execute(arguments: [id])
        }
        let upsert = try db.cachedStatement(sql: """
            INSERT INTO \(name) (id, userId, date, body) VALUES (?, ?, ?, ?)
            ON CONFLICT(id) DO UPDATE SET userId = excluded.userId, date = excluded.date, body = excluded.body
            WHERE NOT (userId IS excluded.userId AND date IS excluded.date AND body IS excluded.body)
            """)
        for post in posts {
            try upsert.execute(arguments: [post.id, userId, seconds(post.date), post.body])
        }
    }

    /// Whole seconds since 1970 UTC, as the `date` column stores them (the fraction dropped).
    private static func seconds(_ date: Date) -> Int64 {
        Int64(date.timeIntervalSince1970.rounded(.down))
    }
}
