import Hummingbird
import Logging
import OpenAPIHummingbird
import OpenAPIRuntime
import PostgresNIO
import ProfileAPI
import ServiceLifecycle

/// Everything one instance of the server runs: the HTTP server with the contract's routes, the
/// database pool and the LISTEN connection, as one Hummingbird application.
///
/// Graceful shutdown (SIGTERM, SIGINT): the server stops accepting connections, answers the
/// requests in flight in full, ends the event streams, then closes the pool; `run` returns.
public struct ServerApplication: Sendable {
    /// What an instance is configured with.
    public struct Configuration: Sendable {
        public var host: String
        public var port: Int
        public var database: DatabaseURL
        /// Connections of the pool (the LISTEN connection comes on top).
        public var maximumConnections: Int
        /// The longest silence on an event stream.
        public var heartbeatInterval: Duration
        /// How long a graceful shutdown may take before the rest is cancelled.
        public var shutdownTimeout: Duration

        public init(
            host: String = "127.0.0.1", port: Int = 8080, database: DatabaseURL, maximumConnections: Int = 16,
            heartbeatInterval: Duration = .seconds(15), shutdownTimeout: Duration = .seconds(30)
        ) {
            self.host = host
            self.port = port
            self.database = database
            self.maximumConnections = maximumConnections
            self.heartbeatInterval = heartbeatInterval
            self.shutdownTimeout = shutdownTimeout
        }
    }

    let configuration: Configuration
    let logger: Logger

    public init(configuration: Configuration, logger: Logger) {
        self.configuration = configuration
        self.logger = logger
    }

    /// Runs until SIGTERM or SIGINT (or the task is cancelled); `onServerRunning` gets the bound
    /// port (useful with port 0).
    public func run(onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let clientConfiguration = configuration.database.clientConfiguration(maximumConnections: configuration.maximumConnections)
        let client = PostgresClient(configuration: clientConfiguration, backgroundLogger: logger)
        let store = ProfileStore(client: client, logger: logger)
        let broadcaster = ChangeBroadcaster()
        let listener = ChangeListener(url: configuration.database, broadcaster: broadcaster, logger: logger)
        let events = EventStreamFactory(
            store: store, broadcaster: broadcaster, heartbeatInterval: configuration.heartbeatInterval, logger: logger
        )

        let router = Router()
        router.add(middleware: ProblemMiddleware())
        router.add(middleware: RequestBodyMiddleware())
        try ProfileAPIHandler(store: store, events: events).registerHandlers(on: router, middlewares: [RequestAuthorization(), EntityTagHeaderMiddleware()])

        let app = Application(
            router: router,
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "vsm-profile-server"),
            services: [client, listener],
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? configuration.port) },
            logger: logger
        )
        var groupConfiguration = ServiceGroupConfiguration(
            services: [app], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger
        )
        groupConfiguration.maximumGracefulShutdownDuration = configuration.shutdownTimeout
        try await ServiceGroup(configuration: groupConfiguration).run()
    }
}
