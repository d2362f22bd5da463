import Foundation
import Logging
import PostgresNIO
import ProfileContract

/// Creating users and loading the sample user: the operator's commands `add-user` and `seed`.
public struct UserAdministration: Sendable {
    /// What the commands print: the user's id and its token, shown only this once.
    public struct Credentials: Sendable, Codable, Equatable {
        public let id: Int64
        public let token: String
    }

    /// Why a user could not be created.
    public enum Failure: Error, CustomStringConvertible {
        case invalidUsername(UsernameValidationError)
        case usernameTaken(String)

        public var description: String {
            switch self {
            case .invalidUsername(let error): return "invalid username: \(error)"
            case .usernameTaken(let name): return "another user already has the username \(name)"
            }
        }
    }

    let connection: PostgresConnection
    let logger: Logger

    public init(connection: PostgresConnection, logger: Logger) {
        self.connection = connection
        self.logger = logger
    }

    /// Creates a user with a new token. The username must satisfy the username rules.
    public func addUser(username: String, displayName: String, location: String = "", website: String = "") async throws -> Credentials {
        let name: Username
        do { name = try Username(validating: username) } catch { throw Failure.invalidUsername(error) }
        let token = BearerToken.random()
        do {
            let rows = try await connection.query(
                """
                INSERT INTO users (username, display_name, location, website, token_hash)
                VALUES (\(name.value), \(displayName), \(location), \(website), sha256(convert_to(\(token.value), 'UTF8')))
                RETURNING id
                """,
                logger: logger
            )
            for try await id in rows.decode(Int64.self) { return Credentials(id: id, token: token.value) }
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == "23505" {
            throw Failure.usernameTaken(name.value)
        }
        preconditionFailure("INSERT … RETURNING returned no row")
    }

    /// Makes user 1 the sample profile with its posts when it does not exist, and gives user 1
    /// a new token either way (the one printed; an earlier one stops working). One transaction.
    public func seed(sample: SampleUser = .standard()) async throws -> Credentials {
        let token = BearerToken.random()
        return try await connection.withTransaction(logger: logger) { connection in
            let rows = try await connection.query(
                """
                INSERT INTO users (id, username, display_name, location, website, friends_count, token_hash)
                VALUES (1, \(sample.username.value), \(sample.displayName), \(sample.location), \(sample.website),
                        \(sample.friendsCount), sha256(convert_to(\(token.value), 'UTF8')))
                ON CONFLICT (id) DO UPDATE SET token_hash = excluded.token_hash
                RETURNING (xmax = 0) AS inserted
                """,
                logger: logger
            )
            var inserted = false
            for try await flag in rows.decode(Bool.self) { inserted = flag }
            if inserted {
                // Later users get ids after the sample's.
                try await connection.query(
                    "SELECT setval(pg_get_serial_sequence('users', 'id'), greatest(1, (SELECT max(id) FROM users)))",
                    logger: logger
                )
                for post in sample.posts {
                    try await connection.query(
                        "INSERT INTO posts (user_id, body, posted_at) VALUES (1, \(post.body), to_timestamp(\(post.postedAt)))",
                        logger: logger
                    )
                }
            }
            return Credentials(id: 1, token: token.value)
        }
    }
}
