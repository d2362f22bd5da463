import ArgumentParser
import Foundation
import Logging
import PostgresNIO

/// `vsm-profile-server`: the command line.
public struct ServerCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "vsm-profile-server",
        abstract: "The profile's HTTP API on PostgreSQL (see docs/Server.md).",
        discussion: """
        Every command takes the database from --database-url, else from $DATABASE_URL.
        Typical first run: migrate, seed (or add-user), then serve.
        """,
        version: "0.1.0",
        subcommands: [ServeCommand.self, MigrateCommand.self, AddUserCommand.self, SeedCommand.self]
    )

    public init() {}

    /// Runs the command line, turning the errors a person can act on into one line on standard
    /// error and an exit code (69 when the database is out of reach, 65 for refused input)
    /// instead of a trace.
    public static func mainWithExitCode() async -> Int32 {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return 0
        } catch let failure as UserAdministration.Failure {
            FileHandle.standardError.write(Data("vsm-profile-server: \(failure)\n".utf8))
            return 65
        } catch let error as PSQLError {
            FileHandle.standardError.write(Data("vsm-profile-server: \(Self.describe(error))\n".utf8))
            return 69
        } catch let error as PostgresTransactionError {
            let cause = error.closureError ?? error.beginError ?? error.commitError
            let line = (cause as? PSQLError).map(Self.describe) ?? "the transaction failed: \(cause.map { "\($0)" } ?? "\(error)")"
            FileHandle.standardError.write(Data("vsm-profile-server: \(line)\n".utf8))
            return 69
        } catch let error as TimeoutError {
            FileHandle.standardError.write(Data("vsm-profile-server: the database did not answer (\(error))\n".utf8))
            return 69
        } catch {
            exit(withError: error)
        }
    }

    /// One line for a database error: what happened, not the driver's whole state.
    static func describe(_ error: PSQLError) -> String {
        if let message = error.serverInfo?[.message] {
            return "the database refused: \(message)"
        }
        if let underlying = error.underlying {
            return "cannot reach the database: \(underlying)"
        }
        return "cannot reach the database (\(error.code))"
    }
}
