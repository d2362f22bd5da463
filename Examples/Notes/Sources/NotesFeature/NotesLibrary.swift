import VSM

/// The `ready` state: every note, which one is open, the search, the order and layout of
/// the sidebar, the autosave status, the note whose delete can still be undone, and why the
/// last action failed. `Equatable` (the store is an environment, not state), so tests
/// compare whole states and journeys.
public struct NotesLibrary: Equatable, Sendable {
    /// Every note, in the store's order; the sidebar shows `visibleNotes`.
    public let notes: [Note]
    /// The note in the editor. Kept while a search hides its row: searching never closes it.
    public let selectedID: Int64?
    /// The search, trimmed; empty shows every note.
    public let query: String
    public let sortOrder: NoteSortOrder
    public let layout: NotesLayout
    /// Notes edited since their last successful write.
    public let unsavedIDs: Set<Int64>
    /// Whether a write of `unsavedIDs` is under way.
    public let isSaving: Bool
    /// Why the last write of edits failed, until the next one succeeds.
    public let saveFailure: String?
    /// The note just deleted, while its undo is offered.
    public let deletedNote: Note?
    /// What the last create, pin, delete, undo, export or import has to say: why it failed,
    /// or where an export went.
    public let message: String?
    let environment: NotesEnvironment

    init(environment: NotesEnvironment, notes: [Note], options: NotesStartOptions, selectedID: Int64?) {
        self.init(notes: notes, selectedID: selectedID, query: "", sortOrder: options.sortOrder, layout: options.layout,
                  unsavedIDs: [], isSaving: false, saveFailure: nil, deletedNote: nil, message: nil,
                  environment: environment)
    }

    init(notes: [Note], selectedID: Int64?, query: String, sortOrder: NoteSortOrder, layout: NotesLayout,
         unsavedIDs: Set<Int64>, isSaving: Bool, saveFailure: String?, deletedNote: Note?, message: String?,
         environment: NotesEnvironment) {
        self.notes = notes
        self.selectedID = selectedID
        self.query = query
        self.sortOrder = sortOrder
        self.layout = layout
        self.unsavedIDs = unsavedIDs
        self.isSaving = isSaving
        self.saveFailure = saveFailure
        self.deletedNote = deletedNote
        self.message = message
        self.environment = environment
    }

    /// The sidebar's notes: those the search finds, pinned first, then in `sortOrder`.
    public var visibleNotes: [Note] {
        notes.filter { $0.matches(query) }.sorted { lhs, rhs in
            if lhs.isPinned != rhs.isPinned { return lhs.isPinned }
            return sortOrder.precedes(lhs, rhs)
        }
    }

    /// The note in the editor, if any.
    public var selectedNote: Note? { selectedID.flatMap { id in notes.first { $0.id == id } } }

    /// What the editor's status line says.
    public var saveStatus: SaveStatus {
        if isSaving { return .saving }
        if let saveFailure { return .failed(saveFailure) }
        return unsavedIDs.isEmpty ? .saved : .unsaved
    }

    /// The actions available in this state.
    public var model: NotesLibraryModel { NotesLibraryModel(library: self) }

    /// A copy with some fields changed: every action's next state starts here.
    func with(
        notes: [Note]? = nil, selectedID: Int64?? = nil, query: String? = nil, sortOrder: NoteSortOrder? = nil,
        layout: NotesLayout? = nil, unsavedIDs: Set<Int64>? = nil, isSaving: Bool = false,
        saveFailure: String?? = nil, deletedNote: Note?? = nil, message: String?? = .some(nil)
    ) -> NotesLibrary {
        NotesLibrary(notes: notes ?? self.notes, selectedID: selectedID ?? self.selectedID, query: query ?? self.query,
                     sortOrder: sortOrder ?? self.sortOrder, layout: layout ?? self.layout,
                     unsavedIDs: unsavedIDs ?? self.unsavedIDs, isSaving: isSaving,
                     saveFailure: saveFailure ?? self.saveFailure, deletedNote: deletedNote ?? self.deletedNote,
                     message: message ?? self.message, environment: environment)
    }
}

