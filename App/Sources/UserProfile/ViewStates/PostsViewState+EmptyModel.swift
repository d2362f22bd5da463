import OpenCombine

extension PostsViewState {
    /// The model of the `empty` state: the `reload` action.
    public struct EmptyModel: Sendable {
        /// `.loading`, then the posts read again (`.loaded`, `.empty` or `.failed`), then,
        /// unless it failed, the store's changes. The screen calls it with the profile's reload.
        public let reload: @Sendable () -> AnyPublisher<PostsViewState, Never>

        /// A model with an arbitrary action (mocks in view tests and previews).
        public init(reload: @escaping @Sendable () -> AnyPublisher<PostsViewState, Never>) {
            self.reload = reload
        }
    }
}

extension PostsViewState.EmptyModel {
    /// The real model for the posts of `userId`, read again from `repository` on `reload`.
    public init(userId: Int64, repository: any PostsRepository) {
        reload = {
            PostsViewState.reading(userId: userId, repository: repository) { repository.reloadPosts(userId: userId) }
        }
    }
}
