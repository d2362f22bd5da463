/// Where notes are kept: the SQLite store in the app, a scripted one in tests. Every call
/// may be made from any thread; failures are `NoteStoreError`s, which the models turn
/// into states.
public protocol NoteStore: Sendable {
    /// Every note, in no particular order.
    func loadNotes() async throws(NoteStoreError) -> [Note]
    /// Makes an empty note, stamped now; returns it with its new id.
    func createNote() async throws(NoteStoreError) -> Note
    /// Writes the note's title, body and pin, stamped now; returns what was stored.
    func save(_ note: Note) async throws(NoteStoreError) -> Note
    /// Removes the note.
    func deleteNote(id: Int64) async throws(NoteStoreError)
    /// Puts a deleted note back as it was, with its id (undo of a delete).
    func restore(_ note: Note) async throws(NoteStoreError)
}
