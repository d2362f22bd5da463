import OpenCombine

extension LoadUserProfileViewState {
    /// The model of the `loadingError` state: why loading failed and the `retry` action.
    public struct ErrorModel: Sendable {
        /// A sentence for the user: what failed and why.
        public let message: String
        /// Loads again: the same states as ``LoaderModel/load`` (`.loading` first).
        public let retry: @Sendable () -> AnyPublisher<LoadUserProfileViewState, Never>

        /// A model with an arbitrary action (mocks in view tests and previews).
        public init(message: String, retry: @escaping @Sendable () -> AnyPublisher<LoadUserProfileViewState, Never>) {
            self.message = message
            self.retry = retry
        }
    }
}

extension LoadUserProfileViewState.ErrorModel {
    /// The real model: `retry` rebuilds the loader model and loads again.
    public init(message: String, userId: Int64, repository: any UserProfileRepository) {
        self.message = message
        retry = {
            LoadUserProfileViewState.LoaderModel(userId: userId, repository: repository).load()
        }
    }
}
