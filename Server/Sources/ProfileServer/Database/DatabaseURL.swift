import Foundation
import PostgresNIO

/// A PostgreSQL connection URL, `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=MODE]`,
/// as libpq and `psql` read it. `sslmode` is `disable`, `prefer` (the default) or `require`.
public struct DatabaseURL: Sendable, CustomStringConvertible {
    /// Why a URL was refused; the message names the part that is wrong.
    public struct ParseError: Error, CustomStringConvertible {
        /// What is wrong, for the command line.
        public let description: String
    }

    public let host: String
    public let port: Int
    public let username: String
    public let password: String?
    public let database: String
    public let sslMode: String

    /// Parses `text`; throws ``ParseError`` naming what is missing or malformed.
    public init(_ text: String) throws(ParseError) {
        guard let components = URLComponents(string: text), let scheme = components.scheme else {
            throw ParseError(description: "not a URL: \(Self.redacted(text))")
        }
        guard scheme == "postgres" || scheme == "postgresql" else {
            throw ParseError(description: "the database URL must start with postgres://, not \(scheme)://")
        }
        guard let host = components.host, !host.isEmpty else {
            throw ParseError(description: "the database URL names no host: \(Self.redacted(text))")
        }
        guard let user = components.user, !user.isEmpty else {
            throw ParseError(description: "the database URL names no user (postgres://USER@HOST/DATABASE)")
        }
        let database = String(components.path.drop(while: { $0 == "/" }))
        guard !database.isEmpty else {
            throw ParseError(description: "the database URL names no database (postgres://USER@HOST/DATABASE)")
        }
        let port = components.port ?? 5432
        guard (1...65535).contains(port) else {
            throw ParseError(description: "the database URL's port \(port) is out of range")
        }
        var sslMode = "prefer"
        for item in components.queryItems ?? [] {
            switch item.name {
            case "sslmode":
                let mode = item.value ?? ""
                guard ["disable", "prefer", "require"].contains(mode) else {
                    throw ParseError(description: "sslmode must be disable, prefer or require, not \(mode)")
                }
                sslMode = mode
            default:
                throw ParseError(description: "the database URL has an unknown parameter \(item.name)")
            }
        }
        self.host = host
        self.port = port
        self.username = user.removingPercentEncoding ?? user
        self.password = components.password.map { $0.removingPercentEncoding ?? $0 }
        self.database = database.removingPercentEncoding ?? database
        self.sslMode = sslMode
    }

    /// The URL with its password hidden, for logs and messages.
    public var description: String {
        "postgres://\(username)\(password == nil ? "" : ":***")@\(host):\(port)/\(database)"
    }

    var tls: PostgresClient.Configuration.TLS {
        switch sslMode {
        case "disable": return .disable
        case "require": return .require(.makeClientConfiguration())
        default: return .prefer(.makeClientConfiguration())
        }
    }

    /// The pool's configuration: `maximumConnections` connections to the database, opened at
    /// start and kept open.
    ///
    /// Every time a query hands a connection back, the pool arms an idle timer (for a connection
    /// above its minimum) and a keep-alive timer (when keep-alive is on), and disarms them at the
    /// next lease. Each timer is a task, a task group and a sleep whose dispatch timer still fires
    /// at its deadline once disarmed, so under load the timers took a large share of a request's
    /// CPU. With the minimum at the maximum and no keep-alive, a connection goes back without any.
    /// The price: an idle connection is not probed, so one the network dropped without closing it
    /// is found out by the next query on it, which waits for TCP to give up. A restarted
    /// PostgreSQL closes its connections, and the pool replaces them.
    func clientConfiguration(maximumConnections: Int) -> PostgresClient.Configuration {
        var configuration = PostgresClient.Configuration(
            host: host, port: port, username: username, password: password, database: database, tls: tls
        )
        configuration.options.maximumConnections = maximumConnections
        configuration.options.minimumConnections = maximumConnections
        configuration.options.keepAliveBehavior = nil
        configuration.options.connectTimeout = .seconds(5)
        // What pg_stat_activity shows an operator; a statement stuck on a lock fails instead of
        // holding a request forever.
        configuration.options.additionalStartupParameters = [
            ("application_name", "vsm-profile-server"), ("statement_timeout", "10000"),
        ]
        return configuration
    }

    /// A single connection's configuration (migrations, LISTEN), named `applicationName` in
    /// pg_stat_activity.
    func connectionConfiguration(applicationName: String) throws -> PostgresConnection.Configuration {
        let connectionTLS: PostgresConnection.Configuration.TLS
        switch sslMode {
        case "disable": connectionTLS = .disable
        case "require": connectionTLS = .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
        default: connectionTLS = .prefer(try NIOSSLContext(configuration: .makeClientConfiguration()))
        }
        var configuration = PostgresConnection.Configuration(
            host: host, port: port, username: username, password: password, database: database, tls: connectionTLS
        )
        configuration.options.connectTimeout = .seconds(5)
        configuration.options.additionalStartupParameters = [("application_name", applicationName)]
        return configuration
    }

    private static func redacted(_ text: String) -> String {
        guard let at = text.lastIndex(of: "@"), let scheme = text.range(of: "://") else { return text }
        return String(text[..<scheme.upperBound]) + "***" + String(text[at...])
    }
}
