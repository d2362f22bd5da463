import ArgumentParser

/// `migrate`: brings the database's schema up to date; safe to run from several instances at once.
struct MigrateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Apply the schema migrations not yet applied (each once, whoever runs them)."
    )

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var logging: LoggingOptions

    func run() async throws {
        let logger = logging.logger()
        let applied = try await Migrator().migrate(try database.resolved(), logger: logger)
        print(applied.isEmpty ? "the schema is up to date" : "applied: \(applied.joined(separator: ", "))")
    }
}
