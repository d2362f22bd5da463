/// Read-only conveniences for the loader view (the specification's view-state extensions). They
/// never wrap actions: the view unwraps the state's model to call an action, so it can only
/// call it in that state.
extension LoadUserProfileViewState {
    /// True in `initialized` and `loading`: the view shows the spinner.
    public var isLoading: Bool {
        switch self {
        case .initialized, .loading: return true
        case .loadingError, .loaded: return false
        }
    }

    /// The error model in `loadingError`, else nil.
    public var errorModel: ErrorModel? {
        switch self {
        case .loadingError(let model): return model
        case .initialized, .loading, .loaded: return nil
        }
    }

    /// The loaded profile in `loaded`, else nil.
    public var userData: UserData? {
        switch self {
        case .loaded(let data): return data
        case .initialized, .loading, .loadingError: return nil
        }
    }
}
