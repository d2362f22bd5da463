/// What the library's actions reach outside the state: the store and the file system.
/// Compared as always equal: two states are the same to a person whatever objects keep
/// their notes.
struct NotesEnvironment: Equatable, Sendable {
    let store: any NoteStore
    let files: any NoteFiles
    static func == (lhs: NotesEnvironment, rhs: NotesEnvironment) -> Bool { true }
}
