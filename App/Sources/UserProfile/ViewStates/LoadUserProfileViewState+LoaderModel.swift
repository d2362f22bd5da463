import Localization
import OpenCombine
import VSMCombine

extension LoadUserProfileViewState {
    /// The model of the `initialized` state: the profile to load and the `load` action.
    public struct LoaderModel: Sendable {
        /// The profile that `load` reads.
        public let userId: Int64
        /// Emits `.loading` at once, then `.loaded(data)` or `.loadingError(model)`, then finishes.
        public let load: @Sendable () -> AnyPublisher<LoadUserProfileViewState, Never>

        /// A model with an arbitrary action (mocks in view tests and previews).
        public init(userId: Int64, load: @escaping @Sendable () -> AnyPublisher<LoadUserProfileViewState, Never>) {
            self.userId = userId
            self.load = load
        }
    }
}

extension LoadUserProfileViewState.LoaderModel {
    /// The real model: `load` reads profile `userId` from `repository`.
    public init(userId: Int64, repository: any UserProfileRepository) {
        self.userId = userId
        load = {
            Just(LoadUserProfileViewState.loading)
                .merge(with: Self.load(userId: userId, repository: repository))
                .eraseToAnyPublisher()
        }
    }

    private static func load(
        userId: Int64,
        repository: any UserProfileRepository
    ) -> AnyPublisher<LoadUserProfileViewState, Never> {
        repository.load(userId: userId)
            .map { userData in LoadUserProfileViewState.loaded(userData) }
            .catch { error in handleLoadingError(error, userId: userId, repository: repository) }
            .eraseToAnyPublisher()
    }

    private static func handleLoadingError(
        _ error: UserProfileRepositoryError,
        userId: Int64,
        repository: any UserProfileRepository
    ) -> Just<LoadUserProfileViewState> {
        let errorModel = LoadUserProfileViewState.ErrorModel(
            message: localized("Could not load the profile. \(error.description)"),
            userId: userId,
            repository: repository
        )
        return Just(.loadingError(errorModel))
    }
}
