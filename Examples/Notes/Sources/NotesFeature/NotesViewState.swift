import VSM

/// The notes window's view state, written before its view: the store is read once at
/// start, that can fail (a foreign or damaged file, an unusable folder), and once read the
/// library is shown and edited.
///
/// ```
/// initialized ─load→ loading ─→ ready(library) ⇄ (every library action)
///                       └──────→ loadFailed ─retry→ loading
/// ```
///
/// Each case carries the model of its actions; a view unwraps the action from the current
/// state (`if case .loadFailed(let failure) = state { observe(failure.retry()) }`), so an
/// action that does not exist in a state cannot be called in it.
public enum NotesViewState: Sendable {
    /// Nothing read yet.
    case initialized(NotesLoaderModel)
    /// The store is being opened and read.
    case loading
    /// The store could not be read; the message says why, Retry reads again.
    case loadFailed(NotesLoadFailedModel)
    /// The notes, shown and edited.
    case ready(NotesLibrary)

    /// The first state of a window on `store`, exporting and importing through `files`:
    /// `options` say how to show what loads.
    public init(store: any NoteStore, files: any NoteFiles = LocalNoteFiles(),
                options: NotesStartOptions = NotesStartOptions()) {
        self = .initialized(NotesLoaderModel(environment: NotesEnvironment(store: store, files: files), options: options))
    }

    /// The library when ready, for a view's convenience (never for its actions).
    public var library: NotesLibrary? {
        switch self {
        case .ready(let library): library
        case .initialized, .loading, .loadFailed: nil
        }
    }
}
