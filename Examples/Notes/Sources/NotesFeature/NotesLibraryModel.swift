import VSM

/// The actions of a `NotesLibrary`: a struct of closures, each returning the next state
/// (or the states, for those that wait on the store). Errors are states: a failed write
/// keeps everything typed and says why.
public struct NotesLibraryModel: Sendable {
    /// Opens a note in the editor (or closes the editor, for `nil`).
    public let select: @Sendable (_ id: Int64?) -> NotesViewState
    /// Shows only the notes whose title or body contains `query` (spaces around it ignored).
    public let search: @Sendable (_ query: String) -> NotesViewState
    /// Orders the sidebar (pinned notes stay first).
    public let sort: @Sendable (_ order: NoteSortOrder) -> NotesViewState
    /// Shows the sidebar as a list or a grid.
    public let show: @Sendable (_ layout: NotesLayout) -> NotesViewState
    /// Takes what the editor holds for the open note; it is written by `save` (autosave).
    public let edit: @Sendable (_ title: String, _ body: String) -> NotesViewState
    /// Writes every edited note: `saving`, then saved or failed (Retry is `save` again).
    public let save: @Sendable () -> StateSequence<NotesViewState>
    /// Makes an empty note and opens it (the search is cleared, so its row shows).
    public let create: @Sendable () -> StateSequence<NotesViewState>
    /// Pins a note to the top of the sidebar, or unpins it.
    public let togglePin: @Sendable (_ id: Int64) -> StateSequence<NotesViewState>
    /// Deletes a note; its undo is offered until `dismissUndo` or the next delete.
    public let delete: @Sendable (_ id: Int64) -> StateSequence<NotesViewState>
    /// Puts the last deleted note back and opens it.
    public let undoDelete: @Sendable () -> StateSequence<NotesViewState>
    /// Stops offering the undo (the toast went away).
    public let dismissUndo: @Sendable () -> NotesViewState
    /// Writes the open note as Markdown to `path`; the message says where, or why not.
    public let exportNote: @Sendable (_ path: String) -> StateSequence<NotesViewState>
    /// Makes a note from the Markdown or text file at `path` and opens it; a file that is
    /// not UTF-8 or too large is refused with a message.
    public let importNote: @Sendable (_ path: String) -> StateSequence<NotesViewState>

    // The closures below are long-ish; each reads `library` (the state it was made from)
    // and returns a state made from it, so a superseded action never lands stale data.
    init(library: NotesLibrary) {
        let store = library.environment.store
        let files = library.environment.files
        select = { id in .ready(library.with(selectedID: .some(id))) }
        search = { query in .ready(library.with(query: query.trimmingCharacters(in: .whitespacesAndNewlines))) }
        sort = { order in .ready(library.with(sortOrder: order)) }
        show = { layout in .ready(library.with(layout: layout)) }
        edit = { title, body in
            guard let id = library.selectedID else { return .ready(library) }
            let notes = library.notes.map { note in
                guard note.id == id else { return note }
                var edited = note
                edited.title = title
                edited.body = body
                return edited
            }
            return .ready(library.with(notes: notes, unsavedIDs: library.unsavedIDs.union([id])))
        }
        save = {
            let saving = library.with(isSaving: true)
            return StateSequence(synchronousStates: [{ .ready(saving) }], states: [{ () async -> NotesViewState in
                var notes = library.notes
                for id in library.unsavedIDs.sorted() {
                    guard let index = notes.firstIndex(where: { $0.id == id }) else { continue }
                    do throws(NoteStoreError) {
                        notes[index] = try await store.save(notes[index])
                    } catch {
                        let saved = library.unsavedIDs.filter { saved in saved < id }
                        return .ready(library.with(notes: notes, unsavedIDs: library.unsavedIDs.subtracting(saved),
                                                   saveFailure: .some(error.message)))
                    }
                }
                return .ready(library.with(notes: notes, unsavedIDs: [], saveFailure: .some(nil)))
            }])
        }
        create = {
            Self.later {
                do throws(NoteStoreError) {
                    let note = try await store.createNote()
                    return .ready(library.with(notes: library.notes + [note], selectedID: .some(note.id), query: ""))
                } catch {
                    return .ready(library.with(message: .some(error.message)))
                }
            }
        }
        togglePin = { id in
            Self.later {
                guard var note = library.notes.first(where: { $0.id == id }) else { return .ready(library) }
                note.isPinned.toggle()
                do throws(NoteStoreError) {
                    let saved = try await store.save(note)
                    return .ready(library.with(notes: library.notes.map { $0.id == id ? saved : $0 },
                                               unsavedIDs: library.unsavedIDs.subtracting([id])))
                } catch {
                    return .ready(library.with(message: .some(error.message)))
                }
            }
        }
        delete = { id in
            Self.later {
                guard let note = library.notes.first(where: { $0.id == id }) else { return .ready(library) }
                do throws(NoteStoreError) {
                    try await store.deleteNote(id: id)
                    let selection = library.selectedID == id ? nil : library.selectedID
                    return .ready(library.with(notes: library.notes.filter { $0.id != id }, selectedID: .some(selection),
                                               unsavedIDs: library.unsavedIDs.subtracting([id]),
                                               deletedNote: .some(note)))
                } catch {
                    return .ready(library.with(message: .some(error.message)))
                }
            }
        }
        undoDelete = {
            Self.later {
                guard let note = library.deletedNote else { return .ready(library) }
                do throws(NoteStoreError) {
                    try await store.restore(note)
                    return .ready(library.with(notes: library.notes + [note], selectedID: .some(note.id),
                                               deletedNote: .some(nil)))
                } catch {
                    return .ready(library.with(message: .some(error.message)))
                }
            }
        }
        dismissUndo = { .ready(library.with(deletedNote: .some(nil))) }
        exportNote = { path in
            Self.later {
                guard let note = library.selectedNote else { return .ready(library) }
                do throws(NoteFileError) {
                    try await files.write(NoteMarkdown.text(of: note), to: path)
                    return .ready(library.with(message: .some("Exported “\(note.displayTitle)” to “\(path)”.")))
                } catch {
                    return .ready(library.with(message: .some(error.message)))
                }
            }
        }
        importNote = { path in
            Self.later {
                let text: String
                do throws(NoteFileError) {
                    text = try await files.read(path)
                } catch {
                    return .ready(library.with(message: .some(error.message)))
                }
                let name = path.split(separator: "/").last.map(String.init) ?? path
                let stem = name.hasSuffix(".md") || name.hasSuffix(".txt") ? String(name[..<name.lastIndex(of: ".")!]) : name
                let parsed = NoteMarkdown.note(from: text, fallbackTitle: stem)
                do throws(NoteStoreError) {
                    var note = try await store.createNote()
                    note.title = parsed.title
                    note.body = parsed.body
                    let saved = try await store.save(note)
                    return .ready(library.with(notes: library.notes + [saved], selectedID: .some(saved.id), query: "",
                                               message: .some("Imported “\(saved.displayTitle)”.")))
                } catch {
                    return .ready(library.with(message: .some(error.message)))
                }
            }
        }
    }

    /// One state the store's answer decides (typed here, where a closure in an array
    /// literal could not be).
    private static func later(_ action: @escaping () async -> NotesViewState) -> StateSequence<NotesViewState> {
        StateSequence([action])
    }
}
