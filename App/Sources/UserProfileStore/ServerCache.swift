import Foundation
import GRDB
import UserProfile

/// The store as the offline-first cache and outbox of the profile server, for the sync
/// engine: server copies of profiles and posts with the server version they copy
/// (`serverCopy`), and the username change the person made while the server had not
/// stored it yet (`outbox`, at most one per profile).
///
/// **One store.** A server cache works on its repository's database connection and work
/// queue: its operations are serialized with the repository's loads and saves, and the
/// repository's observers (``SQLiteUserProfileRepository/observe(userId:)``,
/// ``SQLiteUserProfileRepository/observePosts(userId:)``) see what it commits, after the
/// commit, like a save. The database is opened (created, upgraded) by the first operation
/// of either, as for the repository.
///
/// **Synchronous, one transaction each.** Every method runs on the repository's work queue
/// and returns when its transaction has committed or rolled back: either all it describes
/// is stored or nothing is. Call it from any thread (the sync engine's), never from the
/// work queue itself, which traps rather than waits forever. Failures are the
/// repository's errors: a missing profile is
/// ``UserProfileRepositoryError/profileNotFound(userId:)``, a damaged `serverCopy` or
/// `outbox` row is ``UserProfileRepositoryError/databaseCorrupt(path:detail:)`` naming the
/// table and the column, and a value the schema refuses (a version below 1, an empty
/// username, a negative friends count) is ``UserProfileRepositoryError/storage(detail:)``
/// with SQLite's reason.
///
/// **A pending edit wins.** While a profile has a pending username change, the profile
/// row shows that name whatever server copy is stored, until the change is completed
/// (``completeChange(sent:userId:stored:version:)``) or dropped
/// (``discardChange(userId:server:version:)``).
///
/// Strings are compared byte for byte (UTF-8), never by Unicode equivalence: the store
/// keeps what was typed exactly.
public struct ServerCache: Sendable {
    private let repository: SQLiteUserProfileRepository

    /// The server cache of `repository`'s store (see ``SQLiteUserProfileRepository/serverCache``).
    public init(repository: SQLiteUserProfileRepository) {
        self.repository = repository
    }

    /// The server version the cached `resource` of profile `userId` is a copy of, or nil
    /// when nothing of it was stored from the server, or when the profile row is gone
    /// (its copy went with it). One read transaction.
    public func version(of resource: ServerResource, userId: Int64) throws(UserProfileRepositoryError) -> Int64? {
        try read { db in try ServerCopyTable.version(db, of: resource, userId: userId) }
    }

    /// Stores the server's copy of `profile` at server version `version`, in one
    /// transaction: inserts the profile row or updates every column but `avatarPath`
    /// (the server has none; a new row takes `profile.avatarPath`), and records the
    /// version. When the profile has a pending username change, the row keeps the pending
    /// name: a local edit is never overwritten by a server copy.
    ///
    /// Returns the row as stored. Columns whose bytes did not change are not written, so
    /// an identical refresh notifies no observer.
    @discardableResult
    public func storeProfile(_ profile: UserData, version: Int64) throws(UserProfileRepositoryError) -> UserData {
        try write { db in try Self.store(db, profile, version: version) }
    }

    /// Makes `posts` the posts of profile `userId`, copied from server version `version`,
    /// in one transaction: the profile's other posts are deleted, these inserted or
    /// updated by id, and the version recorded. The profile row must exist (posts belong
    /// to it): otherwise ``UserProfileRepositoryError/profileNotFound(userId:)`` and
    /// nothing changes. Dates are stored in whole seconds.
    ///
    /// Precondition: every post's `userId` is `userId`.
    public func storePosts(_ posts: [Post], userId: Int64, version: Int64) throws(UserProfileRepositoryError) {
        precondition(posts.allSatisfy { $0.userId == userId }, "the posts of one profile")
        try write { db in
            guard try ProfileSchema.exists(db, userId: userId) else {
                throw UserProfileRepositoryError.profileNotFound(userId: userId)
            }
            try PostsTable.replace(db, with: posts, userId: userId)
            try ServerCopyTable.record(db, .posts, userId: userId, version: version)
        }
    }

    /// The person changed the username while the server may be out of reach: in one
    /// transaction, sets the profile's username and makes it the profile's pending change
    /// (replacing an earlier one), based on the profile's current server version (nil
    /// without a server copy) and queued now (whole seconds). Observers see the new name
    /// after the commit, as after a save. A missing profile is
    /// ``UserProfileRepositoryError/profileNotFound(userId:)`` and nothing changes.
    ///
    /// Returns the row as stored.
    @discardableResult
    public func queueUsername(_ username: Username, userId: Int64) throws(UserProfileRepositoryError) -> UserData {
        try write { db in
            guard try ProfileSchema.updateUsername(db, username, userId: userId) else {
                throw UserProfileRepositoryError.profileNotFound(userId: userId)
            }
            let baseVersion = try ServerCopyTable.version(db, of: .profile, userId: userId)
            try OutboxTable.queue(db, username: username.value, userId: userId, baseVersion: baseVersion, queuedAt: Date())
            return try Self.storedRow(db, userId: userId)
        }
    }

    /// The pending username change of profile `userId`, or nil when there is none. One
    /// read transaction.
    public func pendingChange(userId: Int64) throws(UserProfileRepositoryError) -> PendingUsernameChange? {
        try read { db in try OutboxTable.pending(db, userId: userId) }
    }

    /// The server stored `username` (the pending change the engine sent) and answered
    /// with `profile` at version `version`. In one transaction: the pending change is
    /// removed only when it still is exactly `username` (byte for byte); a newer one the
    /// person queued meanwhile stays pending, with its base version unchanged, and keeps
    /// its name in the profile row. Then `profile` is stored as by
    /// ``storeProfile(_:version:)``.
    ///
    /// Returns the row as stored. Precondition: `profile.id` is `userId`.
    @discardableResult
    public func completeChange(
        sent username: String, userId: Int64, stored profile: UserData, version: Int64
    ) throws(UserProfileRepositoryError) -> UserData {
        precondition(profile.id == userId, "the server's copy of the same profile")
        return try write { db in
            if let pending = try OutboxTable.pending(db, userId: userId),
               pending.username.utf8.elementsEqual(username.utf8) {
                try OutboxTable.remove(db, userId: userId)
            }
            return try Self.store(db, profile, version: version)
        }
    }

    /// The person chose to keep their change after a version conflict: in one
    /// transaction, the pending change of profile `userId` is now based on server version
    /// `version`, so that it is sent again against that version. Nothing happens when
    /// there is no pending change.
    public func rebaseChange(userId: Int64, onto version: Int64) throws(UserProfileRepositoryError) {
        try write { db in try OutboxTable.rebase(db, userId: userId, onto: version) }
    }

    /// The pending change of profile `userId` is dropped (the person chose the server's
    /// version, or the server refused the name): in one transaction, the pending change is
    /// removed, whatever it holds, and `profile` is stored at version `version` as by
    /// ``storeProfile(_:version:)``, so the row shows the server's name again. It never
    /// reads the pending change, so it also clears a damaged one.
    ///
    /// Returns the row as stored. Precondition: `profile.id` is `userId`.
    @discardableResult
    public func discardChange(
        userId: Int64, server profile: UserData, version: Int64
    ) throws(UserProfileRepositoryError) -> UserData {
        precondition(profile.id == userId, "the server's copy of the same profile")
        return try write { db in
            try OutboxTable.remove(db, userId: userId)
            return try Self.store(db, profile, version: version)
        }
    }

    // MARK: - Private

    /// ``storeProfile(_:version:)`` inside a transaction.
    private static func store(_ db: Database, _ profile: UserData, version: Int64) throws -> UserData {
        let pending = try OutboxTable.pending(db, userId: profile.id)
        try ProfileSchema.storeServerCopy(db, profile, username: pending?.username ?? profile.username)
        try ServerCopyTable.record(db, .profile, userId: profile.id, version: version)
        return try storedRow(db, userId: profile.id)
    }

    /// The profile row just written in this transaction.
    private static func storedRow(_ db: Database, userId: Int64) throws -> UserData {
        guard let row = try ProfileSchema.fetch(db, userId: userId) else {
            throw UserProfileRepositoryError.profileNotFound(userId: userId)
        }
        return row
    }

    /// One write transaction on the repository's work queue.
    private func write<Value>(_ updates: (Database) throws -> Value) throws(UserProfileRepositoryError) -> Value {
        try repository.runNow { database in try database.write(updates) }
    }

    /// One read transaction on the repository's work queue.
    private func read<Value>(_ value: (Database) throws -> Value) throws(UserProfileRepositoryError) -> Value {
        try repository.runNow { database in try database.read(value) }
    }
}

extension SQLiteUserProfileRepository {
    /// This store as the profile server's cache and outbox: same database connection,
    /// same work queue, same observers (see ``ServerCache``).
    public var serverCache: ServerCache {
        ServerCache(repository: self)
    }
}
