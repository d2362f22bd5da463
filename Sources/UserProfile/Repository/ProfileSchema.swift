import GRDB

/// The database schema and the few statements the repository runs.
///
/// The schema is a list of steps with append-only identifiers (a released identifier
/// never changes), recorded in GRDB's `grdb_migrations` table so stores made by earlier
/// versions (which ran GRDB's `DatabaseMigrator`) keep opening. ``prepare(_:sample:)``
/// applies every missing step, stamps our ``applicationID`` and inserts the sample
/// profile **in one transaction**: GRDB's migrator commits each migration (and creates
/// its own table) separately, so a crash on first run could leave a half-made store.
enum ProfileSchema {
    static let profileTable = "profile"
    static let migrationsTable = "grdb_migrations"

    /// `PRAGMA application_id` of every store this program writes: "VSMP" in ASCII
    /// (0x56534D50). Fixed forever; a file with another non-zero id is never ours.
    static let applicationID: Int32 = 0x5653_4D50

    private struct Step {
        let identifier: String
        let apply: @Sendable (Database) throws -> Void
    }

    private static let steps: [Step] = [
        Step(identifier: "v1: profile table") { db in
            try db.create(table: profileTable) { table in
                table.primaryKey("id", .integer)
                table.column("username", .text).notNull().check { length($0) > 0 }
                table.column("realName", .text).notNull().defaults(to: "")
            }
        },
    ]

    /// Exactly the `grdb_migrations` DDL of GRDB's `DatabaseMigrator`, which earlier versions
    /// ran, so their stores continue where they stopped.
    private static let migrationsTableSQL =
        "CREATE TABLE IF NOT EXISTS \(migrationsTable) (identifier TEXT NOT NULL PRIMARY KEY)"

    /// Brings a store of ours (new, half-made by an older version, or older) to the
    /// current schema in ONE immediate transaction: missing steps, the application id,
    /// and the sample profile when the profile table has no row at all. Either all of it
    /// is committed or nothing is, so an interrupted first run leaves an empty file.
    ///
    /// A store that needs nothing is only read: no write lock is taken on every start.
    static func prepare(_ writer: DatabaseQueue, sample: SampleProfile) throws {
        if try writer.read(isComplete) { return }
        try writer.writeWithoutTransaction { db in
            try db.inTransaction(.immediate) {
                try db.execute(sql: migrationsTableSQL)
                let applied = try appliedIdentifiers(db)
                for step in steps where !applied.contains(step.identifier) {
                    try step.apply(db)
                    try db.execute(sql: "INSERT INTO \(migrationsTable) (identifier) VALUES (?)", arguments: [step.identifier])
                }
                if try Int32.fetchOne(db, sql: "PRAGMA application_id") != applicationID {
                    // PRAGMA takes no bound parameters; the value is our constant.
                    try db.execute(sql: "PRAGMA application_id = \(applicationID)")
                }
                if try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(profileTable)") == 0 {
                    try insertSample(db, sample)
                }
                return .commit
            }
        }
    }

    /// True when ``prepare(_:sample:)`` has nothing to do: every step applied, our
    /// application id, and at least one profile row.
    private static func isComplete(_ db: Database) throws -> Bool {
        guard try Int32.fetchOne(db, sql: "PRAGMA application_id") == applicationID,
              try knownIdentifiers.isSubset(of: appliedIdentifiers(db)),
              try db.tableExists(profileTable)
        else { return false }
        return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(profileTable)") ?? 0 > 0
    }

    /// The identifiers recorded in `grdb_migrations` (empty when it does not exist).
    /// Fetched as bytes: a damaged row must not trap String decoding.
    static func appliedIdentifiers(_ db: Database) throws -> Set<String> {
        guard try db.tableExists(migrationsTable) else { return [] }
        let rows = try Row.fetchAll(db, sql: "SELECT CAST(identifier AS BLOB) FROM \(migrationsTable)")
        return Set(rows.map { row in
            let value: DatabaseValue = row[0]
            if case .blob(let data) = value.storage { return String(decoding: data, as: UTF8.self) }
            return ""
        })
    }

    /// Every identifier this version knows.
    static var knownIdentifiers: Set<String> { Set(steps.map(\.identifier)) }

    /// The schema objects (type, name, SQL) a store of ours has after every step, as
    /// this version of GRDB writes them. Older versions of this program wrote the same
    /// text, so an unstamped store (application id 0) is recognised as ours only when
    /// each of its objects is one of these.
    static func expectedObjects() throws -> Set<SchemaObject> {
        let memory = try DatabaseQueue()
        try memory.write { db in
            try db.execute(sql: migrationsTableSQL)
            for step in steps { try step.apply(db) }
        }
        return try memory.read(SchemaObject.fetchAll)
    }

    /// Reads one profile. Text columns are decoded from their bytes: invalid UTF-8, NULL
    /// or a non-text value becomes ``ProfileRowDamage`` (a loading error), never a trap.
    static func fetch(_ db: Database, userId: Int64) throws -> UserData? {
        guard let row = try Row.fetchOne(
            db,
            sql: """
                SELECT id, typeof(username), CAST(username AS BLOB), typeof(realName), CAST(realName AS BLOB)
                FROM profile WHERE id = ?
                """,
            arguments: [userId]
        ) else { return nil }
        let id: Int64 = row[0]
        return UserData(
            id: id,
            username: try text(row, typeAt: 1, bytesAt: 2, column: "username", userId: userId),
            realName: try text(row, typeAt: 3, bytesAt: 4, column: "realName", userId: userId)
        )
    }

    /// The column's bytes as a String. `typeof()` says what SQLite stores; `CAST(… AS BLOB)`
    /// gives the stored bytes without GRDB's String decoding (which traps on a blob of
    /// invalid UTF-8 or a NULL, and silently repairs invalid UTF-8 stored as text).
    private static func text(_ row: Row, typeAt typeIndex: Int, bytesAt bytesIndex: Int, column: String, userId: Int64) throws -> String {
        let type: DatabaseValue = row[typeIndex]
        let bytes: DatabaseValue = row[bytesIndex]
        let kind = if case .string(let kind) = type.storage { kind } else { "unknown" }
        switch kind {
        case "text", "blob":
            break
        case "null":
            throw ProfileRowDamage(userId: userId, column: column, problem: "is empty (NULL)")
        default:
            throw ProfileRowDamage(userId: userId, column: column, problem: "is not text (\(kind))")
        }
        // A text or blob value cast to BLOB is always a blob (GRDB gives empty Data for a
        // zero-length one).
        guard case .blob(let data) = bytes.storage, let text = String(validating: data, as: UTF8.self) else {
            throw ProfileRowDamage(userId: userId, column: column, problem: "is not valid UTF-8")
        }
        return text
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
