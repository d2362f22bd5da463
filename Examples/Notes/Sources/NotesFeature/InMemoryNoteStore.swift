import Foundation
import Locking

/// A `NoteStore` in memory, with a clock that ticks one second per write (so orders by
/// date are predictable) and failures a test can switch on: for model tests, view tests
/// and the app's `--in-memory` mode.
public final class InMemoryNoteStore: NoteStore {
    private struct Content {
        var notes: [Int64: Note] = [:]
        var nextID: Int64 = 1
        var now = Date(timeIntervalSince1970: 1_800_000_000)
        var failure: NoteStoreError?
        var writes = 0
    }

    private let content = Locked(Content())

    /// A store holding `notes` (their ids are kept; new ones are numbered after them).
    public init(notes: [Note] = []) {
        content.withLock { content in
            for note in notes { content.notes[note.id] = note }
            content.nextID = (notes.map(\.id).max() ?? 0) + 1
        }
    }

    /// The failure every call throws from now on (`nil`: calls succeed again).
    public func setFailure(_ failure: NoteStoreError?) { content.withLock { $0.failure = failure } }

    /// The notes stored now, by id.
    public var storedNotes: [Note] { content.withLock { $0.notes.values.sorted { $0.id < $1.id } } }

    /// How many writes succeeded (create, save, delete, restore).
    public var writeCount: Int { content.withLock { $0.writes } }

    public func loadNotes() async throws(NoteStoreError) -> [Note] {
        try content.withLock { content -> Result<[Note], NoteStoreError> in
            if let failure = content.failure { return .failure(failure) }
            return .success(Array(content.notes.values))
        }.get()
    }

    public func createNote() async throws(NoteStoreError) -> Note {
        try write { content in
            let note = Note(id: content.nextID, title: "", body: "", isPinned: false, created: content.now, modified: content.now)
            content.nextID += 1
            content.notes[note.id] = note
            return note
        }
    }

    public func save(_ note: Note) async throws(NoteStoreError) -> Note {
        try write { content throws(NoteStoreError) in
            guard let stored = content.notes[note.id] else { throw .noSuchNote(id: note.id) }
            let saved = Note(id: note.id, title: note.title, body: note.body, isPinned: note.isPinned,
                             created: stored.created, modified: content.now)
            content.notes[note.id] = saved
            return saved
        }
    }

    public func deleteNote(id: Int64) async throws(NoteStoreError) {
        try write { content throws(NoteStoreError) in
            guard content.notes.removeValue(forKey: id) != nil else { throw .noSuchNote(id: id) }
        }
    }

    public func restore(_ note: Note) async throws(NoteStoreError) {
        try write { content in content.notes[note.id] = note }
    }

    /// Runs a write under the lock, unless a failure is set; moves the clock on after it.
    /// (`Locked.withLock` rethrows untyped errors, so the outcome crosses it as a `Result`.)
    private func write<Value>(_ body: (inout Content) throws(NoteStoreError) -> Value) throws(NoteStoreError) -> Value {
        try content.withLock { content -> Result<Value, NoteStoreError> in
            if let failure = content.failure { return .failure(failure) }
            do throws(NoteStoreError) {
                let value = try body(&content)
                content.writes += 1
                content.now += 1
                return .success(value)
            } catch {
                return .failure(error)
            }
        }.get()
    }
}
