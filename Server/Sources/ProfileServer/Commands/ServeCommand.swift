import ArgumentParser

/// `serve`: answers HTTP until SIGTERM or SIGINT, then finishes the requests in flight and exits 0.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Answer the API over HTTP until SIGTERM or SIGINT."
    )

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0: any free port, printed at start).")
    var port = 8080

    @Option(help: "Database connections of this instance's pool (its LISTEN connection comes on top).")
    var maxConnections = 16

    @Option(help: ArgumentHelp("Seconds between heartbeats on an idle event stream.", visibility: .hidden))
    var heartbeatInterval = 15.0

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var logging: LoggingOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0…65535") }
        guard (1...1000).contains(maxConnections) else { throw ValidationError("--max-connections must be 1…1000") }
        guard heartbeatInterval > 0, heartbeatInterval <= 20 else { throw ValidationError("--heartbeat-interval must be in (0, 20]") }
    }

    func run() async throws {
        let logger = logging.logger()
        let application = ServerApplication(
            configuration: .init(
                host: host, port: port, database: try database.resolved(), maximumConnections: maxConnections,
                heartbeatInterval: .milliseconds(Int64(heartbeatInterval * 1000))
            ),
            logger: logger
        )
        try await application.run { port in
            logger.notice("listening", metadata: ["address": "http://\(host):\(port)"])
        }
    }
}
