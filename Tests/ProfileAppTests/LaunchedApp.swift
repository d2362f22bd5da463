import Foundation
import XCTest

/// The built `vsm-profile-gtk` binary run as a child process, its output collected, so a
/// test can wait (bounded) for log lines or its exit. `stop()` ends it (SIGTERM, then
/// SIGKILL after a bound), so no test leaves a process behind.
///
/// `@unchecked Sendable`: the buffers are only touched under `condition`; the pipes'
/// readability handlers run on Foundation's threads.
final class LaunchedApp: @unchecked Sendable {
    private let process = Process()
    private let condition = NSCondition()
    private var standardOutput = Data()
    private var standardError = Data()

    /// The binary SwiftPM built next to the test bundle; skips when it is missing.
    static func executable() throws -> URL {
        let bundle = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let url = URL(fileURLWithPath: bundle).deletingLastPathComponent().appendingPathComponent("vsm-profile-gtk")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw XCTSkip("vsm-profile-gtk is not built next to the tests (run `swift build` first)")
        }
        return url
    }

    /// Starts the app with `arguments` in `directory`, with `environment` added to ours
    /// (and VSM_DEBUG=1, so state transitions are logged on stderr).
    init(_ arguments: [String], directory: String? = nil, environment: [String: String]) throws {
        process.executableURL = try Self.executable()
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        var env = ProcessInfo.processInfo.environment
        env["VSM_DEBUG"] = "1"
        env["GSETTINGS_BACKEND"] = "memory"
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        out.fileHandleForReading.readabilityHandler = { [weak self] handle in
            self?.append(handle.availableData, toError: false)
        }
        err.fileHandleForReading.readabilityHandler = { [weak self] handle in
            self?.append(handle.availableData, toError: true)
        }
        try process.run()
    }

    deinit { stop() }

    private func append(_ data: Data, toError: Bool) {
        condition.lock()
        if toError { standardError.append(data) } else { standardOutput.append(data) }
        condition.broadcast()
        condition.unlock()
    }

    var processIdentifier: Int32 { process.processIdentifier }
    var isRunning: Bool { process.isRunning }

    /// What the app wrote so far.
    var output: String { condition.withLock { String(decoding: standardOutput, as: UTF8.self) } }
    var errorOutput: String { condition.withLock { String(decoding: standardError, as: UTF8.self) } }

    /// The stderr lines containing every one of `fragments`.
    func logLines(containing fragments: [String]) -> [String] {
        errorOutput.split(separator: "\n").map(String.init).filter { line in fragments.allSatisfy(line.contains) }
    }

    /// Waits until `count` stderr lines contain every one of `fragments`; returns whether they did.
    @discardableResult
    func waitForLog(_ fragments: [String], count: Int = 1, timeout: TimeInterval = 30) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while String(decoding: standardError, as: UTF8.self).split(separator: "\n")
            .filter({ line in fragments.allSatisfy(line.contains) }).count < count {
            if !condition.wait(until: deadline) { return false }
        }
        return true
    }

    /// Waits for the process to exit; returns its status, or nil if it still runs after `timeout`.
    func waitForExit(timeout: TimeInterval = 30) -> Int32? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while process.isRunning {
            if Date() >= deadline { return nil }
            usleep(2_000)
        }
        // Let the readability handlers take the last bytes.
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }

    /// Sends SIGTERM and waits for the exit (SIGKILL if it does not come); returns the status.
    @discardableResult
    func stop(timeout: TimeInterval = 10) -> Int32? {
        guard process.isRunning else { return waitForExit(timeout: 0) }
        kill(process.processIdentifier, SIGTERM)
        if let status = waitForExit(timeout: timeout) { return status }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return nil
    }
}
