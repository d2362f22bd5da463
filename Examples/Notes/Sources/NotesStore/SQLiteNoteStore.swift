import Foundation
import GRDB
import Locking
import NotesFeature

/// The app's `NoteStore`: one SQLite file through GRDB, opened on the first read (so a
/// foreign or damaged file is a load failure with Retry, not a crash at start).
public final class SQLiteNoteStore: NoteStore {
    /// Where the file is.
    public let location: NotesStoreLocation
    private let now: @Sendable () -> Date
    private let database = Locked<DatabaseQueue?>(nil)

    /// A store at `location`, stamping writes with `now` (tests pass a fixed clock).
    public init(location: NotesStoreLocation = .standard(), now: @escaping @Sendable () -> Date = { Date() }) {
        self.location = location
        self.now = now
    }

    public func loadNotes() async throws(NoteStoreError) -> [Note] {
        try await run { db in try Row.fetchAll(db, sql: "SELECT * FROM note").map(Self.note) }
    }

    public func createNote() async throws(NoteStoreError) -> Note {
        let stamp = now().timeIntervalSince1970
        return try await run { db in
            try db.execute(sql: "INSERT INTO note (title, body, pinned, created, modified) VALUES ('', '', 0, ?, ?)",
                           arguments: [stamp, stamp])
            let date = Date(timeIntervalSince1970: stamp)
            return Note(id: db.lastInsertedRowID, title: "", body: "", isPinned: false, created: date, modified: date)
        }
    }

    public func save(_ note: Note) async throws(NoteStoreError) -> Note {
        let stamp = now().timeIntervalSince1970
        let found = try await run { db in
            try db.execute(sql: "UPDATE note SET title = ?, body = ?, pinned = ?, modified = ? WHERE id = ?",
                           arguments: [note.title, note.body, note.isPinned, stamp, note.id])
            return db.changesCount > 0
        }
        guard found else { throw .noSuchNote(id: note.id) }
        var saved = note
        saved.modified = Date(timeIntervalSince1970: stamp)
        return saved
    }

    public func deleteNote(id: Int64) async throws(NoteStoreError) {
        let found = try await run { db in
            try db.execute(sql: "DELETE FROM note WHERE id = ?", arguments: [id])
            return db.changesCount > 0
        }
        guard found else { throw .noSuchNote(id: id) }
    }

    public func restore(_ note: Note) async throws(NoteStoreError) {
        try await run { db in
            try db.execute(sql: "INSERT OR REPLACE INTO note (id, title, body, pinned, created, modified) VALUES (?, ?, ?, ?, ?, ?)",
                           arguments: [note.id, note.title, note.body, note.isPinned,
                                       note.created.timeIntervalSince1970, note.modified.timeIntervalSince1970])
        }
    }

    /// Runs `body` in a write transaction, opening the file first if needed; SQLite's
    /// failures become `NoteStoreError.failed`.
    private func run<Value: Sendable>(_ body: @escaping @Sendable (Database) throws -> Value) async throws(NoteStoreError) -> Value {
        let database = try opened()
        do {
            return try await database.write(body)
        } catch {
            throw .failed(detail: NotesDatabaseOpener.describe(error))
        }
    }

    private func opened() throws(NoteStoreError) -> DatabaseQueue {
        try database.withLock { database -> Result<DatabaseQueue, NoteStoreError> in
            if let database { return .success(database) }
            do throws(NoteStoreError) {
                let opened = try NotesDatabaseOpener.open(location)
                database = opened
                return .success(opened)
            } catch {
                return .failure(error)
            }
        }.get()
    }

    private static func note(_ row: Row) -> Note {
        Note(id: row["id"], title: row["title"], body: row["body"], isPinned: row["pinned"],
             created: Date(timeIntervalSince1970: row["created"]), modified: Date(timeIntervalSince1970: row["modified"]))
    }
}
