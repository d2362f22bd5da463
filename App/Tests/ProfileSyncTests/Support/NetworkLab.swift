import Foundation
import XCTest

/// One network lab with the profile server inside (scripts/netlab-server.sh): a namespace
/// joined to the test's by a real veth link, PostgreSQL and the built server in it. The
/// faults are the link's: ``cut()``, ``unplug()``, ``reject()``, ``delay(_:)``, a killed
/// server. ``tearDown()`` ends all of it; each test makes its own.
final class NetworkLab: Sendable {
    let name: String
    let folder: URL
    let serverURL: URL
    let token: String
    let userID: Int64
    let peerAddress: String

    /// Starts a lab named `name` (short: it names a network interface) with the server in
    /// it; `serverArguments` go to `serve` (e.g. a short heartbeat).
    init(name: String, serverArguments: String = "--heartbeat-interval 1") throws {
        guard getuid() == 0 else {
            throw XCTSkip("the network lab needs root (network namespaces); CI runs as root")
        }
        self.name = name
        folder = URL(fileURLWithPath: "/tmp/vsm-lab-\(name)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var environment = ["SERVER_ARGS": serverArguments]
        if let binary = Self.serverBinary { environment["SERVER_BIN"] = binary }
        // A lab left by a crashed run of the same test is taken down first.
        _ = try? LabCommand.run("netlab.sh", ["down", name])
        let values = try LabCommand.run("netlab-server.sh", ["start", folder.path, name], environment: environment)
        guard let url = values["url"].flatMap(URL.init(string:)), let token = values["token"],
              let userID = values["user_id"].flatMap(Int64.init), let peer = values["peer_address"]
        else {
            throw LabCommand.Failure(description: "netlab-server.sh start printed \(values)")
        }
        serverURL = url
        self.token = token
        self.userID = userID
        peerAddress = peer
    }

    /// SERVER_BIN, else the server the Makefile builds (in the server's build folder, `.build/server`).
    static var serverBinary: String? {
        if let binary = ProcessInfo.processInfo.environment["SERVER_BIN"] { return binary }
        let built = LabCommand.root.appendingPathComponent(".build/server/debug/vsm-profile-server").path
        return FileManager.default.isExecutableFile(atPath: built) ? built : nil
    }

    /// The link goes silent: packets vanish, connections time out.
    func cut() throws { try LabCommand.run("netlab.sh", ["cut", name]) }
    /// Both ends down: connecting fails at once (no route).
    func unplug() throws { try LabCommand.run("netlab.sh", ["unplug", name]) }
    /// The namespace answers RST: connection refused.
    func reject() throws { try LabCommand.run("netlab.sh", ["reject", name]) }
    /// Undoes a cut, an unplug or a reject.
    func restore() throws { try LabCommand.run("netlab.sh", ["restore", name]) }
    /// Delay (e.g. "200ms") on both ends of the link; nil clears it.
    func delay(_ delay: String?) throws {
        try LabCommand.run("netlab.sh", ["netem", name] + (delay.map { ["delay", $0] } ?? ["clear"]))
    }
    /// SIGKILL to the server (the instance on `port`, default the first).
    func killServer(port: Int? = nil) throws {
        try LabCommand.run("netlab-server.sh", ["kill9", folder.path, name] + (port.map { [String($0)] } ?? []))
    }
    /// The server again on the same port and database, once it is ready.
    func restartServer(port: Int? = nil) throws {
        var environment = ["SERVER_ARGS": "--heartbeat-interval 1"]
        if let binary = Self.serverBinary { environment["SERVER_BIN"] = binary }
        try LabCommand.run("netlab-server.sh", ["restart", folder.path, name] + (port.map { [String($0)] } ?? []), environment: environment)
    }
    /// A second server instance on the same database; its URL.
    func startInstance(port: Int) throws -> URL {
        var environment = ["SERVER_ARGS": "--heartbeat-interval 1"]
        if let binary = Self.serverBinary { environment["SERVER_BIN"] = binary }
        let values = try LabCommand.run("netlab-server.sh", ["start-instance", folder.path, name, String(port)], environment: environment)
        guard let url = values["url"].flatMap(URL.init(string:)) else { throw LabCommand.Failure(description: "start-instance printed \(values)") }
        return url
    }
    /// A faulty peer inside the lab (`blackhole`, `malformed MODE`, `tls BACKEND`); its URL.
    func startPeer(_ kind: String, _ arguments: [String] = []) throws -> URL {
        let values = try LabCommand.run("netlab-peers.sh", [kind, name, "0"] + arguments)
        guard let url = values["url"].flatMap(URL.init(string:)) else { throw LabCommand.Failure(description: "\(kind) printed \(values)") }
        return url
    }

    /// Runs SQL on the server's database (inside the namespace), e.g. to read what it stored.
    func query(_ sql: String) throws -> String {
        let url = try String(contentsOf: folder.appendingPathComponent("database_url"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let values = try LabCommand.run("netlab.sh", ["exec", name, "psql", "-At", url, "-c", "SELECT 'result=' || (\(sql))"])
        return values["result"] ?? ""
    }

    func tearDown() {
        _ = try? LabCommand.run("netlab-server.sh", ["stop", folder.path, name])
        _ = try? LabCommand.run("netlab.sh", ["down", name])
        try? FileManager.default.removeItem(at: folder)
    }
}

extension NetworkLab {
    /// Another user on the server, made by the server's own `add-user` (a name another
    /// profile then cannot take).
    func addUser(username: String) throws {
        let url = try String(contentsOf: folder.appendingPathComponent("database_url"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard let binary = Self.serverBinary else { throw LabCommand.Failure(description: "no server binary") }
        try LabCommand.run("netlab.sh", ["exec", name, binary, "add-user", "--username", username, "--display-name", username,
                                         "--database-url", url, "--log-level", "warning"])
    }
}
