// The builder pattern's final listing (docs/Specification.md, "Implementing the models"),
// verbatim. Only the imports below are ours
// (on iOS: `import Combine`; `merge(with:)` comes from VSMCombine here).
import Foundation
import OpenCombine
import VSMCombine

extension LoadUserProfileViewState.LoaderModel {
    init(userId: Int) {
        load = {
            Just(.loading)
                .merge(with: Self.load(userId: userId))
                .eraseToAnyPublisher()
        }
    }
    
    private static func load(userId: Int) -> AnyPublisher<LoadUserProfileViewState, Never> {
        UserDataRepository().loadUserData()
            .map { userData in
                LoadUserProfileViewState.loaded(userData)
            }
            .catch { error in
                handleLoadingError(error, for: userId)
            }
            .eraseToAnyPublisher()
    }
    
    private static func handleLoadingError(_ error: Error, for userId: Int) -> Just<LoadUserProfileViewState> {
        NSLog("Error loading user data: \(error)")
        let errorModel = LoadUserProfileViewState.ErrorModel(
            userId: userId,
            message: "\(error.localizedDescription)"
        )
        return Just(LoadUserProfileViewState.loadingError(errorModel))
    }
}
