import Foundation
import XCTest

/// The built `vsm-profile-server`, run as a child process exactly as an operator runs it.
final class ServerProcess: @unchecked Sendable {
    // @unchecked Sendable: every stored property is set in init and only read afterwards.
    let process: Process
    let port: Int
    private let log: ServerLog
    private let exited: DispatchSemaphore

    /// The executable beside the test bundle (`swift build --build-tests` builds both).
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("vsm-profile-server")
    }

    /// Runs a command of the server to its end, with `DATABASE_URL` set to `databaseURL` (unset
    /// when nil).
    static func command(_ arguments: [String], databaseURL: String?) throws -> ChildProcess.Outcome {
        try ChildProcess.run(executable, arguments, environment: ["DATABASE_URL": databaseURL])
    }

    /// Migrates `databaseURL`, seeds it and returns user 1's token.
    static func prepare(_ databaseURL: String) throws -> String {
        let migrate = try command(["migrate"], databaseURL: databaseURL)
        guard migrate.status == 0 else { throw HTTPTestClient.Failure(description: "migrate: \(migrate.errors)") }
        let seed = try command(["seed"], databaseURL: databaseURL)
        guard seed.status == 0,
              let object = try JSONSerialization.jsonObject(with: Data(seed.output.utf8)) as? [String: Any],
              let token = object["token"] as? String
        else { throw HTTPTestClient.Failure(description: "seed: \(seed.output) \(seed.errors)") }
        return token
    }

    /// Starts `serve --port 0` on `databaseURL` and waits (bounded) until it says which port it
    /// listens on.
    init(databaseURL: String, arguments: [String] = []) throws {
        process = Process()
        process.executableURL = Self.executable
        process.arguments = ["serve", "--host", "127.0.0.1", "--port", "0", "--database-url", databaseURL] + arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        self.exited = exited
        let log = ServerLog()
        self.log = log
        errors.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            if data.isEmpty {
                handle.readabilityHandler = nil
                log.ended()
            } else {
                log.append(String(decoding: data, as: UTF8.self))
            }
        }
        try process.run()
        guard let port = log.waitForPort(within: 30) else {
            process.terminate()
            throw HTTPTestClient.Failure(description: "vsm-profile-server did not start listening: \(log.text)")
        }
        self.port = port
    }

    /// What the server wrote to standard error.
    var errorLog: String { log.text }

    var client: HTTPTestClient { HTTPTestClient(port: port) }

    /// Waits (at most `seconds`) until `/readyz` answers 200: the database answers and the
    /// instance's LISTEN connection is up.
    func waitUntilReady(within seconds: TimeInterval = 30) throws {
        try waitUntil("vsm-profile-server ready: \(errorLog)", within: seconds) {
            (try? client.get("/readyz").status) == 200
        }
    }

    /// Sends `signal` and waits (bounded) for the exit; the exit status.
    @discardableResult
    func stop(signal: Int32 = SIGTERM, within seconds: TimeInterval = 30) -> Int32? {
        guard process.isRunning else { return process.terminationStatus }
        kill(process.processIdentifier, signal)
        guard exited.wait(timeout: .now() + seconds) == .success else {
            kill(process.processIdentifier, SIGKILL)
            return nil
        }
        exited.signal()
        return process.terminationStatus
    }

    deinit { stop(signal: SIGKILL) }
}

/// The server's standard error as it comes, and the port its start line announces.
private final class ServerLog: @unchecked Sendable {
    // @unchecked Sendable: every property is guarded by `condition`.
    private let condition = NSCondition()
    private var buffer = ""
    private var port: Int?
    private var isEnded = false

    func append(_ text: String) {
        condition.lock()
        buffer += text
        if port == nil, let range = buffer.range(of: #"address=http://127\.0\.0\.1:[0-9]+"#, options: .regularExpression) {
            port = buffer[range].split(separator: ":").last.flatMap { Int($0) }
        }
        condition.broadcast()
        condition.unlock()
    }

    func ended() {
        condition.lock()
        isEnded = true
        condition.broadcast()
        condition.unlock()
    }

    var text: String {
        condition.lock()
        defer { condition.unlock() }
        return buffer
    }

    /// The announced port, waiting at most `seconds`; nil when the process ended or was silent.
    func waitForPort(within seconds: TimeInterval) -> Int? {
        let deadline = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        while port == nil && !isEnded {
            guard condition.wait(until: deadline) else { break }
        }
        return port
    }
}
