import GRDB

/// The notes database's tables, their upgrades, and the mark that makes a file ours.
enum NotesSchema {
    /// `PRAGMA application_id` of a notes file ("VSMN"): a file without it is someone
    /// else's and is never written.
    static let applicationID: Int32 = 0x5653_4D4E

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 notes") { db in
            try db.create(table: "note") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("title", .text).notNull().defaults(to: "")
                table.column("body", .text).notNull().defaults(to: "")
                table.column("pinned", .boolean).notNull().defaults(to: false)
                table.column("created", .double).notNull()
                table.column("modified", .double).notNull()
            }
        }
        return migrator
    }

    /// Brings a file of ours (or a new, empty one) to the current schema and marks it ours,
    /// in one transaction each, so an interrupted first run leaves a file the next run finishes.
    static func prepare(_ database: DatabaseQueue) throws {
        try migrator.migrate(database)
        try database.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA application_id = \(applicationID)")
        }
    }
}
