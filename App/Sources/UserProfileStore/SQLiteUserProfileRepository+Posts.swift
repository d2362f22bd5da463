import GRDB
import OpenCombine
import UserProfile

/// The posts of the same database file, through the same connection, work queue and
/// external-change watcher as the profile: one store, two independent observations.
///
/// **One read at launch.** The posts' state loads the posts (`loadPosts`) and then observes
/// them (`observePosts`), whose first value it compares with what it shows, so that a
/// commit made between the two is not lost. A second read of 10,000 posts (a full query,
/// then a deep comparison) competed with the main thread at launch,
/// so the load leaves its posts here with the store's ``StoreStamp`` at that read, and
/// the observation's first fetch returns that very array, without reading, when the
/// stamp has not moved, that is when no commit at all was made since, by this
/// connection or any other. The array is the one the state shows, so the
/// state's comparison is immediate (`Array ==` first compares storage identity). Any
/// commit moves the stamp, and the observation then reads as before: the race stays closed.
extension SQLiteUserProfileRepository: PostsRepository {
    /// Reads the posts (opening, and if needed creating or upgrading, the database first).
    /// See ``PostsRepository/loadPosts(userId:)``.
    public func loadPosts(userId: Int64) -> AnyPublisher<[Post], UserProfileRepositoryError> {
        oneShot { [self] database in
            try database.read { db -> [Post]? in
                // One read transaction: the stamp and the posts describe the same state.
                let stamp = try StoreStamp.current(db)
                guard let posts = try readPosts(db, userId: userId) else { return nil }
                loadedPosts.withLock { $0[userId] = LoadedPosts(posts: posts, stamp: stamp) }
                return posts
            }
        } orMissing: { .profileNotFound(userId: userId) }
    }

    /// A GRDB `ValueObservation` of the posts, fed with other programs' commits like the
    /// profile's (see ``observe(userId:)``). See ``PostsRepository/observePosts(userId:)``.
    ///
    /// It fetches again after every other program's commit and after this repository's
    /// commits that change the posts table or add or remove profiles, but not after a
    /// username save (which used to read all the posts again). Its first value is the last
    /// load's posts, without a read, when the store has not changed since that load.
    public func observePosts(userId: Int64) -> AnyPublisher<[Post], UserProfileRepositoryError> {
        liveValue(missing: .profileNotFound(userId: userId), regions: Self.postsRegions) { [self] db in
            if let loaded = loadedPosts.withLock({ $0.removeValue(forKey: userId) }),
               try loaded.stamp == StoreStamp.current(db) {
                return loaded.posts
            }
            return try readPosts(db, userId: userId)
        }
    }

    /// What the posts' fetch depends on: the posts table, and whether the profile exists.
    ///
    /// A region names tables and columns; inserting or deleting a row modifies every column
    /// of its table, an update only the columns it sets. The profile's existence would be
    /// its `id` column, but SQLite reports reading a rowid as reading the whole table, so
    /// GRDB cannot name it, and the whole table would make every username save read all
    /// the posts again. The region therefore names `realName`, which nothing updates once a
    /// profile exists but a server copy that really changes it (a rare extra read):
    /// profiles added or removed by this repository are seen (it never changes a profile's
    /// id), username saves and pending changes are not, and other programs' commits are
    /// always seen (the external-change watcher notifies the whole database).
    private static let postsRegions: [any DatabaseRegionConvertible] = [
        Table(PostsTable.name),
        SQLRequest<Row>(sql: "SELECT realName FROM \(ProfileSchema.profileTable)"),
    ]

    /// ``PostsTable/fetch(_:userId:)``, counted in `postsReadCount`.
    private func readPosts(_ db: Database, userId: Int64) throws -> [Post]? {
        postsReadCount.add(1, ordering: .relaxed)
        return try PostsTable.fetch(db, userId: userId)
    }
}

/// The posts one load read, and the state of the store they were read from.
struct LoadedPosts: Sendable {
    let posts: [Post]
    let stamp: StoreStamp
}

/// Identifies a state of the store as seen through one connection: equal stamps on the
/// same connection guarantee that nothing was committed in between.
///
/// - `PRAGMA data_version` changes whenever another connection (another process,
///   `sqlite3`) commits; reading it starts a read transaction, so it is current.
/// - `sqlite3_total_changes` counts every row this connection inserted, updated or
///   deleted (triggers and foreign-key actions included); it never goes down. Schema
///   changes are not counted; this connection makes them only while opening the store,
///   before any read.
///
/// Both only grow while the connection is open, and the repository keeps one connection
/// for its life, so a stamp that compares equal later means no commit happened since.
struct StoreStamp: Equatable {
    let dataVersion: Int
    let totalChanges: Int

    /// The stamp now, read on `db`.
    static func current(_ db: Database) throws -> StoreStamp {
        StoreStamp(
            dataVersion: try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0,
            totalChanges: db.totalChangesCount
        )
    }
}
