import Localization
import OpenCombine
import VSMCombine

/// The journey every posts action shares: `.loading`, the read, then `.loaded` or `.empty`
/// followed by the store's changes, or `.failed`.
extension PostsViewState {
    /// `.loading` at once, then what `read` publishes turned into states: `.loaded` or
    /// `.empty` and then the store's changes (``following(from:userId:repository:)``), or
    /// `.failed` and the end.
    static func reading(
        userId: Int64,
        repository: any PostsRepository,
        _ read: @escaping @Sendable () -> AnyPublisher<[Post], UserProfileRepositoryError>
    ) -> AnyPublisher<PostsViewState, Never> {
        Just(PostsViewState.loading)
            .merge(with: read()
                .map { posts in showingThenFollowing(posts, userId: userId, repository: repository) }
                .catch { error in Just(Just(failed(error, userId: userId, repository: repository)).eraseToAnyPublisher()) }
                .flatMap { states in states })
            .eraseToAnyPublisher()
    }

    /// The state for `posts` (`.loaded`, or `.empty` when there are none), then the changes.
    static func showingThenFollowing(
        _ posts: [Post],
        userId: Int64,
        repository: any PostsRepository
    ) -> AnyPublisher<PostsViewState, Never> {
        Just(showing(posts, userId: userId, repository: repository))
            .merge(with: following(from: posts, userId: userId, repository: repository))
            .eraseToAnyPublisher()
    }

    /// `.loaded` with the posts, or `.empty` when there are none.
    static func showing(_ posts: [Post], userId: Int64, repository: any PostsRepository) -> PostsViewState {
        posts.isEmpty
            ? .empty(EmptyModel(userId: userId, repository: repository))
            : .loaded(LoadedModel(posts: posts, userId: userId, repository: repository))
    }

    /// `.failed` with a sentence naming what failed and why.
    static func failed(_ error: UserProfileRepositoryError, userId: Int64, repository: any PostsRepository) -> PostsViewState {
        .failed(ErrorModel(
            message: localized("Could not load the posts.") + " " + error.description,
            userId: userId,
            repository: repository
        ))
    }

    /// What the follow publisher carries from one stored list to the next.
    private struct FollowStep {
        var latest: [Post]
        var output: PostsViewState?
    }

    private enum StoreEvent {
        case changed([Post])
        case failed(UserProfileRepositoryError)
    }

    /// Emits nothing until the stored posts differ from `shown`, then one `.loaded` or
    /// `.empty` per change; if the store fails, one `.failed` and the end.
    static func following(
        from shown: [Post],
        userId: Int64,
        repository: any PostsRepository
    ) -> AnyPublisher<PostsViewState, Never> {
        repository.observePosts(userId: userId)
            .map(StoreEvent.changed)
            .catch { error in Just(StoreEvent.failed(error)) }
            .scan(FollowStep(latest: shown, output: nil)) { step, event in
                switch event {
                case .changed(let stored):
                    // The first value is usually what is already shown: skip it, and any
                    // repeat, so only real changes become states.
                    guard stored != step.latest else { return FollowStep(latest: stored, output: nil) }
                    return FollowStep(latest: stored, output: showing(stored, userId: userId, repository: repository))
                case .failed(let error):
                    return FollowStep(latest: step.latest, output: failed(error, userId: userId, repository: repository))
                }
            }
            .compactMap(\.output)
            .eraseToAnyPublisher()
    }
}
