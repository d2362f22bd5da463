/// How loader states print in the VSM debug log: case names and data, never closures.
extension LoadUserProfileViewState: CustomStringConvertible {
    /// Case name and data, never closures.
    public var description: String {
        switch self {
        case .initialized(let model): return "initialized(\(model))"
        case .loading: return "loading"
        case .loadingError(let model): return "loadingError(\(model))"
        case .loaded(let data): return "loaded(\(data))"
        }
    }
}

extension LoadUserProfileViewState.LoaderModel: CustomStringConvertible {
    /// Case name and data, never closures.
    public var description: String { "LoaderModel(userId: \(userId))" }
}

extension LoadUserProfileViewState.ErrorModel: CustomStringConvertible {
    /// Case name and data, never closures.
    public var description: String { "ErrorModel(message: \(message.debugDescription))" }
}
