import UserProfile

/// Short names for states so tests can compare whole journeys at once.
func summary(_ state: LoadUserProfileViewState) -> String {
    switch state {
    case .initialized: return "initialized"
    case .loading: return "loading"
    case .loadingError: return "loadingError"
    case .loaded(let data): return "loaded(\(data.username))"
    }
}

func summary(_ state: EditUserProfileViewState) -> String {
    switch state.editingState {
    case .editing(let model): return "editing(\(model.cause), \(state.data.username))"
    case .saving: return "saving"
    case .savingError: return "savingError"
    case .reloading: return "reloading"
    case .reloadingError: return "reloadingError"
    }
}

extension EditUserProfileViewState {
    /// The editing model, for tests that continue the journey from it.
    var editingModelForTest: EditingModel? {
        if case .editing(let model) = editingState { return model }
        return nil
    }
}

extension LoadUserProfileViewState {
    var errorModelForTest: ErrorModel? {
        if case .loadingError(let model) = self { return model }
        return nil
    }
}
