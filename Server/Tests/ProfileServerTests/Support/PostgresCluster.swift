import Foundation
import XCTest

/// The tests' PostgreSQL: one real cluster for the whole test run, started by the project's
/// `scripts/pg-cluster.sh` in a temporary folder on a free port (fsync off), stopped when the
/// run ends. Each test gets a database of its own, so tests never see each other's rows.
final class PostgresCluster: NSObject, XCTestObservation, @unchecked Sendable {
    // @unchecked Sendable: set once under `lock` and read-only afterwards.
    static let shared = PostgresCluster()

    private let lock = NSLock()
    private var folder: URL?
    private var baseURL: String?
    private var databaseCount = 0

    /// The repository's top folder (this file is Server/Tests/ProfileServerTests/Support/…).
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A new, empty database on the cluster (started on first use): its URL.
    func makeDatabase() throws -> String {
        lock.lock()
        defer { lock.unlock() }
        if baseURL == nil {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vsm-server-tests-\(getpid())")
            let output = try Self.run(["scripts/pg-cluster.sh", "start", folder.path], environment: ["PG_FSYNC": "off"])
            self.folder = folder
            baseURL = output.trimmingCharacters(in: .whitespacesAndNewlines)
            XCTestObservationCenter.shared.addTestObserver(self)
        }
        databaseCount += 1
        let name = "test_\(databaseCount)"
        _ = try Self.psql(baseURL!, "CREATE DATABASE \(name) ENCODING 'UTF8' TEMPLATE template0")
        return baseURL!.replacingOccurrences(of: "/vsm_profile", with: "/\(name)")
    }

    func testBundleDidFinish(_ testBundle: Bundle) {
        guard let folder else { return }
        _ = try? Self.run(["scripts/pg-cluster.sh", "stop", folder.path])
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs `sql` with psql on `url`; its output (unaligned, tuples only).
    @discardableResult
    static func psql(_ url: String, _ sql: String) throws -> String {
        try run(["psql", url, "-v", "ON_ERROR_STOP=1", "-qtAc", sql])
    }

    /// Runs a command from the repository's folder; its standard output, or an error with its
    /// standard error when it fails.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
        let outcome = try ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"), arguments, environment: environment, directory: repository
        )
        guard outcome.status == 0 else {
            throw HTTPTestClient.Failure(description: "\(arguments.joined(separator: " ")) failed: \(outcome.errors)")
        }
        return outcome.output
    }
}
