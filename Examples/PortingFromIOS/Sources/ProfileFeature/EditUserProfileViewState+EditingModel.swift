// The builder pattern's final listing (docs/Specification.md, "Implementing the models"),
// verbatim. Only the imports below are ours
// (on iOS: `import Combine`; `merge(with:)` comes from VSMCombine here).
import Foundation
import OpenCombine
import VSMCombine

extension EditUserProfileViewState.EditingModel {
    init(userData: UserData) {
        saveUsername = { username in
            return Just(
                EditUserProfileViewState(
                    data: userData,
                    editingState: .saving
                )
            )
            .merge(with: Self.save(username: username, for: userData))
            .eraseToAnyPublisher()
        }
    }
    
    private static func save(
        username: String,
        for userData: UserData
    ) -> AnyPublisher<EditUserProfileViewState, Never> {
        UserDataRepository().saveUsername(username)
            .map { savedUserData in
                EditUserProfileViewState(
                    data: savedUserData,
                    editingState: .editing(EditUserProfileViewState.EditingModel(userData: savedUserData))
                )
            }
            .catch { error in
                handleSavingError(error, username: username, for: userData)
            }
            .eraseToAnyPublisher()
    }
    
    private static func handleSavingError(
        _ error: Error,
        username: String,
        for userData: UserData
    ) -> Just<EditUserProfileViewState> {
        NSLog("Error saving username: \(error)")
        let errorModel = EditUserProfileViewState.ErrorModel(
            message: "Error saving username: \(error.localizedDescription)",
            username: username,
            userData: userData
        )
        return Just(
            EditUserProfileViewState(
                data: userData,
                editingState: .savingError(errorModel)
            )
        )
    }
}
