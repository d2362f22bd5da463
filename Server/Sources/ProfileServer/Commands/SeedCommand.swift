import ArgumentParser

/// `seed`: loads the sample profile and posts as user 1 and prints its new token.
struct SeedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seed",
        abstract: "Load the sample profile with its posts as user 1 (kept if it exists); print user 1's id and a new token as one JSON line."
    )

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var logging: LoggingOptions

    func run() async throws {
        let logger = logging.logger()
        let url = try database.resolved()
        let credentials = try await withDatabase(url, applicationName: "vsm-profile-server seed", logger: logger) { connection in
            try await UserAdministration(connection: connection, logger: logger).seed()
        }
        print(try credentials.jsonLine())
    }
}
