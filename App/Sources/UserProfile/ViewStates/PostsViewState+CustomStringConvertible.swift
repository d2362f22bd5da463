/// How posts states print in the VSM debug log: case names and counts, never closures or
/// post bodies (which may be long and are the user's).
extension PostsViewState: CustomStringConvertible {
    /// Case name and a summary, never closures.
    public var description: String {
        switch self {
        case .initialized(let model): return "initialized(LoaderModel(userId: \(model.userId)))"
        case .loading: return "loading"
        case .loaded(let model): return "loaded(\(model.posts.count) posts)"
        case .empty: return "empty"
        case .failed(let model): return "failed(ErrorModel(message: \(model.message.debugDescription)))"
        }
    }
}
