import ArgumentParser
import Foundation

/// `--database-url`, else `DATABASE_URL`: every command's database.
struct DatabaseOptions: ParsableArguments {
    @Option(name: .customLong("database-url"), help: ArgumentHelp(
        "The PostgreSQL URL, postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=disable|prefer|require] (default: $DATABASE_URL).",
        valueName: "url"
    ))
    var databaseURL: String?

    /// The URL given, parsed; a validation error (a one-line message, exit 64) when there is
    /// none or it is malformed.
    func resolved() throws -> DatabaseURL {
        guard let text = databaseURL ?? ProcessInfo.processInfo.environment["DATABASE_URL"], !text.isEmpty else {
            throw ValidationError("no database: pass --database-url or set DATABASE_URL")
        }
        do { return try DatabaseURL(text) } catch { throw ValidationError(error.description) }
    }
}
