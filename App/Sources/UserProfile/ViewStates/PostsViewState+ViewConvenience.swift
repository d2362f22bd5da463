/// Read-only conveniences for the posts' view. They never wrap actions: the view unwraps
/// the state's model to call an action, so it can only call it in that state.
extension PostsViewState {
    /// True while the posts are being read (`loading`): the view marks itself busy.
    public var isLoading: Bool {
        switch self {
        case .loading: return true
        case .initialized, .loaded, .empty, .failed: return false
        }
    }
}
