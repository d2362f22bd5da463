import Foundation
import Locking
import XCTest

/// The built `vsm-profile-gtk` binary run as a child process, its output collected, so a
/// test can wait (bounded) for log lines or its exit. `stop()` ends it (SIGTERM, then
/// SIGKILL after a bound), and so does `deinit`, so no test leaves a process behind.
///
/// Output is read by one plain thread per pipe, on a duplicate of the pipe's descriptor
/// that the thread closes at end of file: no `readabilityHandler` (on Linux a handler left
/// installed while its `FileHandle` goes away can crash the test process), and the threads
/// hold only the shared `ChildOutput`, never the `LaunchedApp`, so `deinit` still runs.
final class LaunchedApp {
    private let process = Process()
    private let collected = ChildOutput()

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
        try process.run()
        collected.read(from: out.fileHandleForReading.fileDescriptor, isError: false)
        collected.read(from: err.fileHandleForReading.fileDescriptor, isError: true)
    }

    deinit { stop() }

    var processIdentifier: Int32 { process.processIdentifier }
    var isRunning: Bool { process.isRunning }

    /// What the app wrote so far.
    var output: String { collected.text(isError: false) }
    var errorOutput: String { collected.text(isError: true) }

    /// The stderr lines containing every one of `fragments`.
    func logLines(containing fragments: [String]) -> [String] {
        errorOutput.split(separator: "\n").map(String.init).filter { line in fragments.allSatisfy(line.contains) }
    }

    /// Waits until `count` stderr lines contain every one of `fragments`; returns whether they did.
    @discardableResult
    func waitForLog(_ fragments: [String], count: Int = 1, timeout: TimeInterval = 30) -> Bool {
        collected.wait(timeout: timeout) { _, error in
            String(decoding: error, as: UTF8.self).split(separator: "\n")
                .filter { line in fragments.allSatisfy(line.contains) }.count >= count
        }
    }

    /// Waits for the process to exit; returns its status, or nil if it still runs after `timeout`.
    func waitForExit(timeout: TimeInterval = 30) -> Int32? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while process.isRunning {
            if Date() >= deadline { return nil }
            usleep(2_000)
        }
        process.waitUntilExit()
        // The last bytes: both readers reach end of file once the app is gone.
        collected.waitForEndOfFile(timeout: 5)
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

/// What a child process wrote, filled by reader threads. Waits poll it every 2 ms until a
/// deadline, as `LaunchedApp.waitForExit` polls the process.
private final class ChildOutput: Sendable {
    private struct Output {
        var standardOutput = Data()
        var standardError = Data()
        var openReaders = 0
        /// Bumped by every read, so a wait checks its condition again only on new output.
        var version = 0
    }

    private let output = Locked(Output())

    /// Reads `descriptor` (duplicated, so the pipe's owner may close its copy) on a new
    /// thread until end of file.
    func read(from descriptor: Int32, isError: Bool) {
        let own = dup(descriptor)
        guard own >= 0 else { return }
        output.withLock { $0.openReaders += 1 }
        Thread.detachNewThread { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = Glibc.read(own, &buffer, buffer.count)
                if count > 0 {
                    append(Data(buffer[0..<count]), isError: isError)
                } else if count < 0, errno == EINTR {
                    continue
                } else {
                    break
                }
            }
            close(own)
            output.withLock { $0.openReaders -= 1 }
        }
    }

    private func append(_ data: Data, isError: Bool) {
        output.withLock { output in
            if isError { output.standardError.append(data) } else { output.standardOutput.append(data) }
            output.version += 1
        }
    }

    /// Waits (bounded) until every reader reached end of file.
    func waitForEndOfFile(timeout: TimeInterval) {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while output.withLock({ $0.openReaders > 0 }), Date() < deadline { usleep(2_000) }
    }

    func text(isError: Bool) -> String {
        output.withLock { String(decoding: isError ? $0.standardError : $0.standardOutput, as: UTF8.self) }
    }

    /// Waits until `done(stdout, stderr)` holds or `timeout` passes. `done` sees a consistent
    /// copy of both, taken under the lock, and runs again only when more output came.
    func wait(timeout: TimeInterval, until done: (Data, Data) -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var checked: Int?
        while true {
            let now = output.withLock { $0 }
            if now.version != checked {
                if done(now.standardOutput, now.standardError) { return true }
                checked = now.version
            }
            guard Date() < deadline else { return false }
            usleep(2_000)
        }
    }
}
