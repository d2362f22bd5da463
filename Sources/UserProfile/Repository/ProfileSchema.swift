import GRDB

/// The database schema (through a GRDB `DatabaseMigrator`) and the few statements the
/// repository runs. Migrations are append-only: a released identifier never changes.
enum ProfileSchema {
    static let profileTable = "profile"

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: profile table") { db in
            try db.create(table: profileTable) { table in
                table.primaryKey("id", .integer)
                table.column("username", .text).notNull().check { length($0) > 0 }
                table.column("realName", .text).notNull().defaults(to: "")
            }
        }
        return migrator
    }

    static func fetch(_ db: Database, userId: Int64) throws -> UserData? {
        guard let row = try Row.fetchOne(
            db, sql: "SELECT id, username, realName FROM profile WHERE id = ?", arguments: [userId]
        ) else { return nil }
        return UserData(id: row["id"], username: row["username"], realName: row["realName"])
    }

    /// Inserts the sample profile unless a row with its id exists.
    static func insertSample(_ db: Database, _ sample: SampleProfile) throws {
        try db.execute(
            sql: "INSERT OR IGNORE INTO profile (id, username, realName) VALUES (?, ?, ?)",
            arguments: [sample.id, sample.username.value, sample.realName]
        )
    }

    /// Returns false when no profile has this id.
    static func updateUsername(_ db: Database, _ username: Username, userId: Int64) throws -> Bool {
        try db.execute(sql: "UPDATE profile SET username = ? WHERE id = ?", arguments: [username.value, userId])
        return db.changesCount > 0
    }
}
