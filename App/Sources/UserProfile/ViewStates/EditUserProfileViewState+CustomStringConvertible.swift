/// How editor states print in the VSM debug log: case names and data, never closures.
extension EditUserProfileViewState: CustomStringConvertible {
    /// Case name and data, never closures.
    public var description: String {
        "EditUserProfileViewState(data: \(data), editingState: \(editingState))"
    }
}

extension EditUserProfileViewState.EditingState: CustomStringConvertible {
    /// Case name and data, never closures.
    public var description: String {
        switch self {
        case .editing(let model): return "editing(\(model))"
        case .saving: return "saving"
        case .savingError(let model): return "savingError(\(model))"
        case .reloading: return "reloading"
        case .reloadingError(let model): return "reloadingError(\(model))"
        }
    }
}

extension EditUserProfileViewState.EditingModel: CustomStringConvertible {
    /// Case name and data, never closures.
    public var description: String {
        var parts = ["cause: \(cause)"]
        if let pendingUsername { parts.append("pendingUsername: \(pendingUsername.debugDescription)") }
        if let validationMessage { parts.append("validationMessage: \(validationMessage.debugDescription)") }
        if let liveUpdatesError { parts.append("liveUpdatesError: \(liveUpdatesError.debugDescription)") }
        return "EditingModel(\(parts.joined(separator: ", ")))"
    }
}

extension EditUserProfileViewState.ErrorModel: CustomStringConvertible {
    /// Case name and data, never closures.
    public var description: String { "ErrorModel(message: \(message.debugDescription))" }
}
