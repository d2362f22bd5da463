import Foundation
import Logging
import PostgresNIO

/// The server's reads and writes, each one SQL statement on the pool.
///
/// Holds no data of its own: every answer comes from the database at the time of the call, so
/// any number of instances can serve one database. Thread-safe; every method may be called
/// from any task. Each call throws ``TimeoutError`` when the database has not answered within
/// `timeout` (a database out of reach must not hold a request forever).
public struct ProfileStore: Sendable {
    let client: PostgresClient
    let logger: Logger
    let timeout: Duration

    public init(client: PostgresClient, logger: Logger, timeout: Duration = .seconds(5)) {
        self.client = client
        self.logger = logger
        self.timeout = timeout
    }

    private func timed<Result: Sendable>(_ body: @escaping @Sendable () async throws -> Result) async throws -> Result {
        try await withTimeout(timeout, body)
    }

    /// Answers when the database answers a trivial query; throws otherwise.
    public func ping() async throws {
        _ = try await timed {
            try await client.query("SELECT 1", logger: logger)
        }
    }

    /// The profile of user `id`, or nil when there is none.
    public func profile(id: Int64) async throws -> ProfileRecord? {
        try await timed { try await readProfile(id: id) }
    }

    /// ``profile(id:)`` without a timeout of its own, for a call already inside one.
    private func readProfile(id: Int64) async throws -> ProfileRecord? {
        for try await row in try await client.execute(ProfileByID(id: id), logger: logger) {
            return ProfileRecord(row)
        }
        return nil
    }

    /// The posts of user `id`, newest first, or nil when there is no such user. One statement,
    /// so the version and the posts come from one snapshot.
    public func posts(userID id: Int64) async throws -> PostListRecord? {
        try await timed {
            let rows = try await client.execute(PostsByUserID(id: id), logger: logger)
            var version: Int64?
            var posts: [PostRecord] = []
            for try await row in rows {
                version = row.0
                if let postID = row.1, let body = row.2, let postedAt = row.3 {
                    posts.append(PostRecord(id: postID, body: body, postedAt: postedAt))
                }
            }
            return version.map { PostListRecord(posts: posts, version: $0) }
        }
    }

    /// The user whose token this is, or nil when no user has it.
    public func userID(forToken token: String) async throws -> Int64? {
        try await timed {
            for try await id in try await client.execute(UserIDByToken(token: token), logger: logger) { return id }
            return nil
        }
    }

    /// Sets user `id`'s username if the profile is still at `expectedVersion`: one conditional
    /// `UPDATE`, so two writers on two instances can never both win with the same version.
    public func changeUsername(id: Int64, expectedVersion: Int64, to username: String) async throws -> UsernameChangeResult {
        try await timed {
            do {
                let statement = ChangeUsername(id: id, expectedVersion: expectedVersion, username: username)
                for try await row in try await client.execute(statement, logger: logger) {
                    return .changed(ProfileRecord(row))
                }
            } catch let error as PSQLError where error.serverInfo?[.sqlState] == "23505" {
                return .taken
            }
            guard let current = try await readProfile(id: id) else { return .notFound }
            return .stale(current)
        }
    }

    /// The logged changes of user `id` after event `eventID`, oldest first, at most `limit`.
    public func changes(userID id: Int64, after eventID: Int64, limit: Int = 500) async throws -> [ChangeEventRecord] {
        try await timed {
            let rows = try await client.query(
                """
                SELECT id, resource, version FROM change_events
                 WHERE user_id = \(id) AND id > \(eventID) ORDER BY id LIMIT \(Int64(limit))
                """,
                logger: logger
            )
            var events: [ChangeEventRecord] = []
            for try await row in rows.decode((Int64, String, Int64).self) {
                events.append(ChangeEventRecord(id: row.0, resource: row.1, version: row.2))
            }
            return events
        }
    }

    /// The id of the newest logged change of any user (0 when none): where a new event stream
    /// starts, so it sends only what happens from now on.
    public func latestChangeID() async throws -> Int64 {
        try await timed {
            let rows = try await client.query("SELECT coalesce(max(id), 0)::int8 FROM change_events", logger: logger)
            for try await id in rows.decode(Int64.self) { return id }
            return 0
        }
    }

    /// Whether user `id` exists.
    public func userExists(id: Int64) async throws -> Bool {
        try await timed {
            let rows = try await client.query("SELECT 1::int8 FROM users WHERE id = \(id)", logger: logger)
            for try await _ in rows.decode(Int64.self) { return true }
            return false
        }
    }
}

// The statements of the requests' paths, prepared once per pooled connection: PostgreSQL parses
// and plans a plain query on every call, which costs about as much as running it. A migration
// that changes a table these read makes PostgreSQL replan them by itself; only one that changes
// the type of a column they return fails them, until the instances restart.

/// GET profile's read.
struct ProfileByID: PostgresPreparedStatement {
    static let sql = """
        SELECT id, username, display_name, location, website, friends_count, version
          FROM users WHERE id = $1
        """
    typealias Row = ProfileRecord.Row

    let id: Int64

    func makeBindings() -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 1)
        bindings.append(id)
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
}

/// GET posts' read: the version and the posts from one snapshot.
struct PostsByUserID: PostgresPreparedStatement {
    static let sql = """
        SELECT u.posts_version, p.id, p.body, extract(epoch FROM p.posted_at)::float8
          FROM users u LEFT JOIN posts p ON p.user_id = u.id
         WHERE u.id = $1
         ORDER BY p.posted_at DESC, p.id DESC
        """
    typealias Row = (Int64, Int64?, String?, Double?)

    let id: Int64

    func makeBindings() -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 1)
        bindings.append(id)
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
}

/// A PUT's owner: the user whose token hashes to the stored hash.
struct UserIDByToken: PostgresPreparedStatement {
    static let sql = "SELECT id FROM users WHERE token_hash = sha256(convert_to($1, 'UTF8'))"
    typealias Row = Int64

    let token: String

    func makeBindings() -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 1)
        bindings.append(token)
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
}

/// A PUT's write: one conditional `UPDATE`, the version check included.
struct ChangeUsername: PostgresPreparedStatement {
    static let sql = """
        UPDATE users SET username = $3, version = version + 1
         WHERE id = $1 AND version = $2
        RETURNING id, username, display_name, location, website, friends_count, version
        """
    typealias Row = ProfileRecord.Row

    let id: Int64
    let expectedVersion: Int64
    let username: String

    func makeBindings() -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 3)
        bindings.append(id)
        bindings.append(expectedVersion)
        bindings.append(username)
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
}

extension ProfileRecord {
    /// A row of `users` as the profile statements select it.
    typealias Row = (Int64, String, String, String, String, Int64, Int64)

    init(_ row: Row) {
        self.init(
            id: row.0, username: row.1, displayName: row.2, location: row.3, website: row.4,
            friendsCount: row.5, version: row.6
        )
    }
}
