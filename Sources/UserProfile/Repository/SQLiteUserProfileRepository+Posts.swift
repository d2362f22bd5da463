import GRDB
import OpenCombine

/// The posts of the same database file, through the same connection, work queue and
/// external-change watcher as the profile: one store, two independent observations.
extension SQLiteUserProfileRepository: PostsRepository {
    /// Reads the posts (opening, and if needed creating or upgrading, the database first).
    /// See ``PostsRepository/loadPosts(userId:)``.
    public func loadPosts(userId: Int64) -> AnyPublisher<[Post], UserProfileRepositoryError> {
        oneShot { database in
            try database.read { db in try PostsTable.fetch(db, userId: userId) }
        } orMissing: { .profileNotFound(userId: userId) }
    }

    /// A GRDB `ValueObservation` of the posts, fed with other programs' commits like the
    /// profile's (see ``observe(userId:)``). See ``PostsRepository/observePosts(userId:)``.
    public func observePosts(userId: Int64) -> AnyPublisher<[Post], UserProfileRepositoryError> {
        liveValue(missing: .profileNotFound(userId: userId)) { db in try PostsTable.fetch(db, userId: userId) }
    }
}
