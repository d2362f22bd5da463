/// Read-only conveniences for the editor view (the specification's view-state extensions). They
/// never wrap actions: the view unwraps `editingState` to call an action, so it can only call
/// it in that state.
extension EditUserProfileViewState {
    /// True while a save is running (Save disabled, spinner shown).
    public var isSaving: Bool {
        switch editingState {
        case .saving: return true
        case .editing, .savingError, .reloading, .reloadingError: return false
        }
    }

    /// True while a reload is running.
    public var isReloading: Bool {
        switch editingState {
        case .reloading: return true
        case .editing, .saving, .savingError, .reloadingError: return false
        }
    }

    /// True while saving or reloading: the entry and the buttons should not accept input.
    public var isBusy: Bool { isSaving || isReloading }

    /// True only in `editing`: the entry, Save and Reload are usable.
    public var isEditable: Bool {
        switch editingState {
        case .editing: return true
        case .saving, .savingError, .reloading, .reloadingError: return false
        }
    }

    /// The error model in `savingError` or `reloadingError`, else nil.
    public var errorModel: ErrorModel? {
        switch editingState {
        case .savingError(let model), .reloadingError(let model): return model
        case .editing, .saving, .reloading: return nil
        }
    }

    /// Why the last typed username was rejected (shown next to the entry), else nil.
    public var validationMessage: String? {
        switch editingState {
        case .editing(let model): return model.validationMessage
        case .saving, .savingError, .reloading, .reloadingError: return nil
        }
    }

    /// What the entry should contain in `editing`: the typed text that was not stored,
    /// else the stored username. Other states keep whatever the entry shows.
    public var usernameForEntry: String {
        switch editingState {
        case .editing(let model): return model.pendingUsername ?? data.username
        case .saving, .savingError, .reloading, .reloadingError: return data.username
        }
    }

    /// Why the editor is in `editing` (e.g. `.storeChanged` when another window saved), else nil.
    public var editingCause: EditingModel.Cause? {
        switch editingState {
        case .editing(let model): return model.cause
        case .saving, .savingError, .reloading, .reloadingError: return nil
        }
    }

    /// Set when live updates stopped because the store failed, else nil.
    public var liveUpdatesError: String? {
        switch editingState {
        case .editing(let model): return model.liveUpdatesError
        case .saving, .savingError, .reloading, .reloadingError: return nil
        }
    }
}
