import Logging
import PostgresNIO

/// Runs `body` on one connection to `url`, closed afterwards. A command-line tool needs no pool,
/// and a single connection fails at once when the database is out of reach, where a pool would
/// keep retrying.
func withDatabase<Result: Sendable>(
    _ url: DatabaseURL, applicationName: String, logger: Logger,
    _ body: @escaping @Sendable (PostgresConnection) async throws -> Result
) async throws -> Result {
    let connection = try await PostgresConnection.connect(
        configuration: try url.connectionConfiguration(applicationName: applicationName), id: 1, logger: logger
    )
    do {
        let result = try await withTimeout(.seconds(30)) { try await body(connection) }
        try await connection.close()
        return result
    } catch {
        try? await connection.close()
        throw error
    }
}
