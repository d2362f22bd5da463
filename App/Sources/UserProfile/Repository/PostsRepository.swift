import OpenCombine

/// The store of users' posts: one-shot reads plus observation, separate from the profile
/// (``UserProfileRepository``) so the posts have their own loading, error and live state.
///
/// Guarantees for every implementation (the same as ``UserProfileRepository``'s):
/// - Publishers are cold: nothing happens until subscription, and each subscription runs
///   the operation again.
/// - Values and completions arrive on a background thread (the VSM state container hops
///   to the main actor).
/// - Cancelling a subscription stops the work that has not started and any observation.
/// - Failures are typed (``UserProfileRepositoryError``) and carry a readable description;
///   a damaged post is `databaseCorrupt` naming the post and the column.
/// - Posts come newest first (by date, then by id).
public protocol PostsRepository: Sendable {
    /// Reads the posts of profile `userId` once: one array (empty when the profile has no
    /// posts), then `.finished`; fails with `profileNotFound` when there is no such profile.
    func loadPosts(userId: Int64) -> AnyPublisher<[Post], UserProfileRepositoryError>

    /// Reads the posts again on the user's request ("Refresh"). Same contract as
    /// ``loadPosts(userId:)``; a separate operation so decorators can tell them apart.
    func reloadPosts(userId: Int64) -> AnyPublisher<[Post], UserProfileRepositoryError>

    /// Publishes the current posts, then the new list after every committed change to them
    /// (through this repository, or by other programs for stores that can see them).
    /// Consecutive equal lists are not repeated. Never finishes by itself; fails if the
    /// store fails, a post is damaged, or the profile goes away.
    func observePosts(userId: Int64) -> AnyPublisher<[Post], UserProfileRepositoryError>
}

extension PostsRepository {
    /// By default a reload is a load: the store has no cache to bypass.
    public func reloadPosts(userId: Int64) -> AnyPublisher<[Post], UserProfileRepositoryError> {
        loadPosts(userId: userId)
    }
}
