import OpenCombine

/// The editor screen: the stored profile (`data`, present in every state) and what the
/// editor is doing (`editingState`).
///
/// Journeys:
/// - `editing` →(saveUsername, valid)→ `saving` → `editing` (saved data) or `savingError`
///   →(retry)→ `saving` … / →(cancel)→ `editing` (old data, typed text kept).
/// - `editing` →(saveUsername, invalid)→ `editing` with a validation message and the
///   typed text; nothing is written.
/// - `editing` →(reload)→ `reloading` → `editing` (fresh data) or `reloadingError`
///   →(retry)→ `reloading` … / →(cancel)→ `editing` (data as before).
/// - `editing` → `editing` (cause `.storeChanged`) whenever another window saves.
///
/// **Kickoff and live sync.** The editor's first state (``init(userData:repository:)``)
/// is `.editing` with cause `.opened`. The view observes the editing model's
/// ``EditingModel/followChanges`` action once, when it first appears (as the loader
/// observes `load` in `initialized`). From then on the state follows the store: every
/// action that lands in `.editing` (a save, a reload, a cancel, a rejected input) merges
/// the same store observation into its own publisher, so following never needs another
/// round trip to the view. Because observing a new action cancels the previous one, at
/// most one observation runs per editor, and none runs while saving or reloading.
public struct EditUserProfileViewState: Sendable {
    /// The stored profile the editor shows.
    public var data: UserData
    /// What the editor is doing.
    public var editingState: EditingState

    /// What the editor is doing; each case carries only what that state allows.
    public enum EditingState: Sendable {
        /// Ready for input: `saveUsername`, `reload`, `followChanges`.
        case editing(EditingModel)
        /// A valid username is being stored; Save is disabled.
        case saving
        /// Storing failed: message, `retry`, `cancel`.
        case savingError(ErrorModel)
        /// The profile is being read again.
        case reloading
        /// Reading again failed: message, `retry`, `cancel` (back to editing, data unchanged).
        case reloadingError(ErrorModel)
    }

    /// Any state ("dependent" construction, mocks, previews).
    public init(data: UserData, editingState: EditingState) {
        self.data = data
        self.editingState = editingState
    }

    /// The editor's first state for a loaded profile ("encapsulated" construction):
    /// `.editing` with cause `.opened`. Observe its `followChanges` when the view appears.
    public init(userData: UserData, repository: any UserProfileRepository) {
        self.init(data: userData, editingState: .editing(EditingModel(userData: userData, repository: repository)))
    }
}
