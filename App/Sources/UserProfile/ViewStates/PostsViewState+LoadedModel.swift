import OpenCombine

extension PostsViewState {
    /// The model of the `loaded` state: the posts and the `reload` action.
    public struct LoadedModel: Sendable {
        /// The posts, newest first; never empty (no posts is the `empty` state).
        public let posts: [Post]
        /// `.loading`, then the posts read again (`.loaded`, `.empty` or `.failed`), then,
        /// unless it failed, the store's changes. The screen calls it with the profile's reload.
        public let reload: @Sendable () -> AnyPublisher<PostsViewState, Never>

        /// A model with an arbitrary action (mocks in view tests and previews).
        public init(posts: [Post], reload: @escaping @Sendable () -> AnyPublisher<PostsViewState, Never>) {
            self.posts = posts
            self.reload = reload
        }
    }
}

extension PostsViewState.LoadedModel {
    /// The real model for `posts` of `userId`, read again from `repository` on `reload`.
    public init(posts: [Post], userId: Int64, repository: any PostsRepository) {
        self.posts = posts
        reload = {
            PostsViewState.reading(userId: userId, repository: repository) { repository.reloadPosts(userId: userId) }
        }
    }
}
