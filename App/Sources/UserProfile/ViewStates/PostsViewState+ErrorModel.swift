import OpenCombine

extension PostsViewState {
    /// The model of the `failed` state: why reading the posts failed, and `retry`.
    public struct ErrorModel: Sendable {
        /// A sentence for the user: what failed and why.
        public let message: String
        /// Reads the posts again: the same states as ``LoaderModel/load`` (`.loading` first).
        public let retry: @Sendable () -> AnyPublisher<PostsViewState, Never>

        /// A model with an arbitrary action (mocks in view tests and previews).
        public init(message: String, retry: @escaping @Sendable () -> AnyPublisher<PostsViewState, Never>) {
            self.message = message
            self.retry = retry
        }
    }
}

extension PostsViewState.ErrorModel {
    /// The real model: `retry` rebuilds the loader model and loads again.
    public init(message: String, userId: Int64, repository: any PostsRepository) {
        self.message = message
        retry = {
            PostsViewState.LoaderModel(userId: userId, repository: repository).load()
        }
    }
}
