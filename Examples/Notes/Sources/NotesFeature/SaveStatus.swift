/// What the editor says about the edits: the visible side of autosave.
public enum SaveStatus: Equatable, Sendable {
    /// Everything typed is in the store.
    case saved
    /// Typed and not yet stored: autosave runs after a pause.
    case unsaved
    /// Being written now.
    case saving
    /// The last write failed: the message says why; Retry writes again. Nothing typed is lost.
    case failed(String)
}
