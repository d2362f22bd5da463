import Foundation
import GRDB

/// Stores as earlier versions of the program left them, for the upgrade tests.
enum PreviousVersionStore {
    /// The first schema, exactly as versions before the posts wrote it: GRDB's migrator
    /// with the v1 migration (the text an unstamped store is recognised by), optionally
    /// stamped with our application id as the version just before the posts did, and the
    /// given profiles (id, username, realName).
    static func makeV1(at path: String, stamped: Bool, profiles: [(Int64, String, String)]) throws {
        let queue = try DatabaseQueue(path: path)
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: profile table") { db in
            try db.create(table: "profile") { table in
                table.primaryKey("id", .integer)
                table.column("username", .text).notNull().check { length($0) > 0 }
                table.column("realName", .text).notNull().defaults(to: "")
            }
        }
        try migrator.migrate(queue)
        try queue.write { db in
            if stamped { try db.execute(sql: "PRAGMA application_id = \(applicationID)") }
            for (id, username, realName) in profiles {
                try db.execute(sql: "INSERT INTO profile (id, username, realName) VALUES (?, ?, ?)",
                               arguments: [id, username, realName])
            }
        }
        try queue.close()
    }

    /// The second schema, as the version before the server cache left it: the first
    /// schema stamped with our application id, then the v2 step exactly as that version
    /// ran it, with the given profiles (id, username, realName) and posts (userId, seconds
    /// since 1970, body).
    static func makeV2(at path: String, profiles: [(Int64, String, String)], posts: [(Int64, Int64, String)]) throws {
        try makeV1(at: path, stamped: true, profiles: profiles)
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.alter(table: "profile") { table in
                table.add(column: "displayName", .text).notNull().defaults(to: "")
                table.add(column: "friendsCount", .integer).notNull().defaults(to: 0).check { $0 >= 0 }
                table.add(column: "location", .text).notNull().defaults(to: "")
                table.add(column: "website", .text).notNull().defaults(to: "")
                table.add(column: "avatarPath", .text)
            }
            try db.execute(sql: "UPDATE profile SET displayName = realName WHERE typeof(realName) IN ('text', 'blob')")
            try db.create(table: "posts") { table in
                table.primaryKey("id", .integer)
                table.column("userId", .integer).notNull().references("profile", onDelete: .cascade)
                table.column("date", .integer).notNull()
                table.column("body", .text).notNull()
            }
            try db.create(index: "posts_by_user_and_date", on: "posts", columns: ["userId", "date"])
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v2: profile details and posts')")
            for (userId, date, body) in posts {
                try db.execute(sql: "INSERT INTO posts (userId, date, body) VALUES (?, ?, ?)", arguments: [userId, date, body])
            }
        }
        try queue.close()
    }

    /// "VSMP": the application id of every store of ours.
    static let applicationID: Int32 = 0x5653_4D50

    /// Leaves `path` + `path-journal` as a crash in the middle of an upgrade transaction
    /// leaves them: the file holds the changes `sql` made so far, the journal the
    /// original pages. (`synchronous = OFF` makes SQLite write a journal header that is
    /// valid before the commit, so the copy taken mid-transaction is hot.)
    static func leaveHotJournal(at path: String, interruptedAfter sql: String, scratch: String) throws {
        let staging = (scratch as NSString).appendingPathComponent("staging.sqlite")
        try FileManager.default.copyItem(atPath: path, toPath: staging)
        let writer = try DatabaseQueue(path: staging)
        try writer.inDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = OFF")
            try db.execute(sql: "BEGIN IMMEDIATE")
            try db.execute(sql: sql)
            try FileManager.default.copyItem(atPath: staging + "-journal", toPath: path + "-journal")
            try db.execute(sql: "COMMIT")
        }
        try writer.close()
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: staging, toPath: path)
        try FileManager.default.removeItem(atPath: staging)
    }
}
