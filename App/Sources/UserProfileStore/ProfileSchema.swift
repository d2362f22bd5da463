import GRDB
import UserProfile

/// The database schema and the few statements the repository runs.
///
/// The schema is a list of steps with append-only identifiers (a released identifier
/// never changes), recorded in GRDB's `grdb_migrations` table so stores made by earlier
/// versions (which ran GRDB's `DatabaseMigrator`) keep opening. ``prepare(_:sample:)``
/// applies every missing step, stamps our ``applicationID`` and inserts the sample
/// profile with its posts **in one transaction**: GRDB's migrator commits each migration
/// (and creates its own table) separately, so a crash on first run could leave a
/// half-made store. The same holds for an upgrade: a store of an earlier schema gets
/// every missing step in one transaction, so a crash leaves the old schema (its journal
/// rolls the upgrade back) or the new one, never a mix.
///
/// Schema (v3): `profile` (id, username, realName, displayName, friendsCount, location,
/// website, avatarPath) and `posts` (id, userId → profile.id, date in whole seconds since
/// 1970 UTC, body), indexed by (userId, date); for the server cache, `serverCopy`
/// (userId, resource, version: which server version the cached rows copy) and `outbox`
/// (userId → profile.id, username, baseVersion, queuedAt: the pending username change).
enum ProfileSchema {
    static let profileTable = "profile"
    static let serverCopyTable = "serverCopy"
    static let outboxTable = "outbox"
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
        // The profile screen's details and the user's posts. Existing profiles
        // keep every value; their display name starts as their real name.
        Step(identifier: "v2: profile details and posts") { db in
            try db.alter(table: profileTable) { table in
                table.add(column: "displayName", .text).notNull().defaults(to: "")
                table.add(column: "friendsCount", .integer).notNull().defaults(to: 0).check { $0 >= 0 }
                table.add(column: "location", .text).notNull().defaults(to: "")
                table.add(column: "website", .text).notNull().defaults(to: "")
                table.add(column: "avatarPath", .text)
            }
            // Only readable names are copied: a damaged real name (NULL, a number) must not
            // fail the upgrade; the profile then loads as damaged, as before the upgrade.
            try db.execute(sql: "UPDATE \(profileTable) SET displayName = realName WHERE typeof(realName) IN ('text', 'blob')")
            try db.create(table: PostsTable.name) { table in
                table.primaryKey("id", .integer)
                table.column("userId", .integer).notNull().references(profileTable, onDelete: .cascade)
                // Whole seconds since 1970-01-01 UTC.
                table.column("date", .integer).notNull()
                table.column("body", .text).notNull()
            }
            // The posts query: one user's posts, newest first.
            try db.create(index: "\(PostsTable.name)_by_user_and_date", on: PostsTable.name, columns: ["userId", "date"])
        },
        // The store becomes the cache and outbox of the profile server.
        Step(identifier: "v3: server copies and outbox") { db in
            // The resource names are literal, not taken from `ServerResource`: a released
            // step must create the same table whatever the code becomes. No foreign key:
            // readers only trust a version while its profile row exists (see `ServerCopyTable`).
            try db.create(table: serverCopyTable) { table in
                table.column("userId", .integer).notNull()
                table.column("resource", .text).notNull().check(sql: "resource IN ('profile', 'posts')")
                table.column("version", .integer).notNull().check { $0 >= 1 }
                table.primaryKey(["userId", "resource"])
            }
            // At most one pending username change per profile, gone with the profile.
            try db.create(table: outboxTable) { table in
                table.primaryKey("userId", .integer).references(profileTable, onDelete: .cascade)
                table.column("username", .text).notNull().check { length($0) > 0 }
                // A server version like serverCopy's, so never below 1; NULL when the
                // person edited a profile that had no server copy.
                table.column("baseVersion", .integer).check { $0 >= 1 }
                // Whole seconds since 1970-01-01 UTC.
                table.column("queuedAt", .integer).notNull()
            }
        },
    ]

    /// How many of ``steps`` existed before stores were stamped with ``applicationID``:
    /// an unstamped store can only have been made by them (every later version stamps the
    /// id in the same transaction as its steps).
    private static let stepsBeforeApplicationID = 1

    /// Exactly the `grdb_migrations` DDL of GRDB's `DatabaseMigrator`, which earlier versions
    /// ran, so their stores continue where they stopped.
    private static let migrationsTableSQL =
        "CREATE TABLE IF NOT EXISTS \(migrationsTable) (identifier TEXT NOT NULL PRIMARY KEY)"

    /// Brings a store of ours (new, half-made by an older version, or older) to the
    /// current schema in ONE immediate transaction: missing steps, the application id,
    /// and the sample profile with its posts when there is a sample and the profile table
    /// has no row at all (an upgraded store keeps its profiles and gets no sample posts).
    /// Either all of it is committed or nothing is, so an interrupted first run leaves an
    /// empty file. Without a sample (a server cache) the profile table may stay empty.
    ///
    /// A store that needs nothing is only read: no write lock is taken on every start.
    static func prepare(_ writer: DatabaseQueue, sample: SampleProfile?) throws {
        if try writer.read({ db in try isComplete(db, needsProfile: sample != nil) }) { return }
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
                if let sample, try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(profileTable)") == 0 {
                    try insertSample(db, sample)
                }
                return .commit
            }
        }
    }

    /// True when ``prepare(_:sample:)`` has nothing to do: every step applied, our
    /// application id, and, when `needsProfile` (a sample is to be written), at least one
    /// profile row.
    private static func isComplete(_ db: Database, needsProfile: Bool) throws -> Bool {
        guard try Int32.fetchOne(db, sql: "PRAGMA application_id") == applicationID,
              try knownIdentifiers.isSubset(of: appliedIdentifiers(db)),
              try db.tableExists(profileTable)
        else { return false }
        guard needsProfile else { return true }
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

    /// The schema objects (type, name, SQL) an unstamped store of ours can have: those of
    /// the steps released before ``applicationID`` existed, as this version of GRDB writes
    /// them. Those versions wrote the same text, so an unstamped store (application id 0)
    /// is recognised as ours only when each of its objects is one of these; anything a
    /// later step adds (posts) in an unstamped file was not made by us.
    static func unstampedStoreObjects() throws -> Set<SchemaObject> {
        let memory = try DatabaseQueue()
        try memory.write { db in
            try db.execute(sql: migrationsTableSQL)
            for step in steps.prefix(stepsBeforeApplicationID) { try step.apply(db) }
        }
        return try memory.read(SchemaObject.fetchAll)
    }

    /// Reads one profile. Every column is decoded defensively (``StoredColumn``): invalid
    /// UTF-8, NULL, a non-text value or a negative friends count becomes
    /// ``ProfileRowDamage`` (a loading error), never a trap.
    static func fetch(_ db: Database, userId: Int64) throws -> UserData? {
        guard let row = try Row.fetchOne(
            db,
            sql: """
                SELECT id,
                    typeof(username), CAST(username AS BLOB), typeof(realName), CAST(realName AS BLOB),
                    typeof(displayName), CAST(displayName AS BLOB), typeof(friendsCount), friendsCount,
                    typeof(location), CAST(location AS BLOB), typeof(website), CAST(website AS BLOB),
                    typeof(avatarPath), CAST(avatarPath AS BLOB)
                FROM profile WHERE id = ?
                """,
            arguments: [userId]
        ) else { return nil }
        let id: Int64 = row[0]
        // Names the column in the damage report.
        func column<Value>(_ name: String, _ read: () throws -> Value) throws -> Value {
            do { return try read() } catch let error as StoredColumnProblem {
                throw ProfileRowDamage(userId: userId, column: name, problem: error.problem)
            }
        }
        return UserData(
            id: id,
            username: try column("username") { try StoredColumn.text(row, typeAt: 1, bytesAt: 2) },
            realName: try column("realName") { try StoredColumn.text(row, typeAt: 3, bytesAt: 4) },
            displayName: try column("displayName") { try StoredColumn.text(row, typeAt: 5, bytesAt: 6) },
            friendsCount: Int(try column("friendsCount") {
                try StoredColumn.integer(row, typeAt: 7, valueAt: 8, in: 0...Int64(Int.max))
            }),
            location: try column("location") { try StoredColumn.text(row, typeAt: 9, bytesAt: 10) },
            website: try column("website") { try StoredColumn.text(row, typeAt: 11, bytesAt: 12) },
            avatarPath: try column("avatarPath") { try StoredColumn.optionalText(row, typeAt: 13, bytesAt: 14) }
        )
    }

    /// Inserts the sample profile and its posts, unless a row with its id exists.
    static func insertSample(_ db: Database, _ sample: SampleProfile) throws {
        try db.execute(
            sql: """
                INSERT OR IGNORE INTO profile
                    (id, username, realName, displayName, friendsCount, location, website, avatarPath)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                sample.id, sample.username.value, sample.realName, sample.displayName, sample.friendsCount,
                sample.location, sample.website, sample.avatarPath,
            ]
        )
        guard db.changesCount > 0 else { return }
        for post in sample.posts {
            try PostsTable.insert(db, userId: sample.id, date: post.date, body: post.body)
        }
    }

    /// Stores the server's copy of a profile: inserts the row, or updates every column
    /// but `avatarPath`, which the server does not have (a new row takes
    /// `profile.avatarPath`). `username` replaces the profile's own, so the caller decides
    /// whether a pending local edit wins.
    ///
    /// Only columns whose bytes differ are written: an identical refresh changes no row
    /// and wakes no observer, and `realName`, which the posts' observation watches to see
    /// profiles come and go, is written only when it really changed.
    static func storeServerCopy(_ db: Database, _ profile: UserData, username: String) throws {
        guard try exists(db, userId: profile.id) else {
            try db.execute(
                sql: """
                    INSERT INTO profile
                        (id, username, realName, displayName, friendsCount, location, website, avatarPath)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    profile.id, username, profile.realName, profile.displayName, profile.friendsCount,
                    profile.location, profile.website, profile.avatarPath,
                ]
            )
            return
        }
        // `IS` compares text byte for byte (BINARY collation) and treats NULL as a value.
        try db.execute(
            sql: """
                UPDATE profile SET username = ?, displayName = ?, friendsCount = ?, location = ?, website = ?
                WHERE id = ? AND NOT (username IS ? AND displayName IS ? AND friendsCount IS ?
                    AND location IS ? AND website IS ?)
                """,
            arguments: [
                username, profile.displayName, profile.friendsCount, profile.location, profile.website,
                profile.id,
                username, profile.displayName, profile.friendsCount, profile.location, profile.website,
            ]
        )
        try db.execute(
            sql: "UPDATE profile SET realName = ? WHERE id = ? AND realName IS NOT ?",
            arguments: [profile.realName, profile.id, profile.realName]
        )
    }

    /// Whether profile `userId` has a row.
    static func exists(_ db: Database, userId: Int64) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT 1 FROM profile WHERE id = ?", arguments: [userId]) != nil
    }

    /// Returns false when no profile has this id.
    static func updateUsername(_ db: Database, _ username: Username, userId: Int64) throws -> Bool {
        try db.execute(sql: "UPDATE profile SET username = ? WHERE id = ?", arguments: [username.value, userId])
        return db.changesCount > 0
    }
}
