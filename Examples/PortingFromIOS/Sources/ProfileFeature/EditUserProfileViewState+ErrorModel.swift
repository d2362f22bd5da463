// The builder pattern's final listing (docs/Specification.md, "Implementing the models"),
// verbatim. Only the imports below are ours
// (on iOS: `import Combine`; `merge(with:)` comes from VSMCombine here).
import OpenCombine

extension EditUserProfileViewState.ErrorModel {
    init(message: String, username: String, userData: UserData) {
        self.message = message
        retry = {
            Self.retry(username: username, for: userData)
        }
        cancel = {
            Self.cancel(userData: userData)
        }
    }
    
    private static func retry(
        username: String,
        for userData: UserData
    ) -> AnyPublisher<EditUserProfileViewState, Never> {
        EditUserProfileViewState.EditingModel(userData: userData)
            .saveUsername(username)
    }
            
    private static func cancel(userData: UserData) -> AnyPublisher<EditUserProfileViewState, Never> {
        let editingModel = EditUserProfileViewState.EditingModel(userData: userData)
        return Just(
            EditUserProfileViewState(
                data: userData,
                editingState: .editing(editingModel)
            )
        ).eraseToAnyPublisher()
    }
}
