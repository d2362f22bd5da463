import OpenCombine

extension PostsViewState {
    /// The model of the `initialized` state: whose posts to read, and the `load` action.
    public struct LoaderModel: Sendable {
        /// The profile whose posts `load` reads.
        public let userId: Int64
        /// Emits `.loading` at once, then `.loaded`, `.empty` or `.failed`; after `.loaded`
        /// or `.empty` it follows the store (one state per change) and never finishes by
        /// itself; after `.failed` it finishes.
        public let load: @Sendable () -> AnyPublisher<PostsViewState, Never>

        /// A model with an arbitrary action (mocks in view tests and previews).
        public init(userId: Int64, load: @escaping @Sendable () -> AnyPublisher<PostsViewState, Never>) {
            self.userId = userId
            self.load = load
        }
    }
}

extension PostsViewState.LoaderModel {
    /// The real model: `load` reads the posts of `userId` from `repository`.
    public init(userId: Int64, repository: any PostsRepository) {
        self.userId = userId
        load = {
            PostsViewState.reading(userId: userId, repository: repository) { repository.loadPosts(userId: userId) }
        }
    }
}
