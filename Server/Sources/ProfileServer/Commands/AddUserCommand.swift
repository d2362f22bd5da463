import ArgumentParser
import Foundation

/// `add-user`: creates a user and prints `{"id": N, "token": "…"}`, the only time the token is shown.
struct AddUserCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add-user",
        abstract: "Create a user; print its id and its token as one JSON line (the token is shown only this once)."
    )

    @Option(help: "The username (the username rules apply).")
    var username: String

    @Option(help: "The name shown for the user.")
    var displayName: String

    @Option(help: "Where the user is.")
    var location = ""

    @Option(help: "The user's website.")
    var website = ""

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var logging: LoggingOptions

    func run() async throws {
        let logger = logging.logger()
        let url = try database.resolved()
        let credentials = try await withDatabase(url, applicationName: "vsm-profile-server add-user", logger: logger) { [username, displayName, location, website] connection in
            try await UserAdministration(connection: connection, logger: logger)
                .addUser(username: username, displayName: displayName, location: location, website: website)
        }
        print(try credentials.jsonLine())
    }
}

extension UserAdministration.Credentials {
    /// `{"id":N,"token":"…"}`.
    func jsonLine() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
