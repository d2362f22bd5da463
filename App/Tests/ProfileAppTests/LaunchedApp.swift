import Foundation
import VSMTesting
import XCTest

/// The built `vsm-profile-gtk` binary run as a child process (`ChildProcess`), so a test can
/// wait (bounded) for log lines or its exit. `stop()` ends it (SIGTERM, then SIGKILL after a
/// bound), and so does `deinit`, so no test leaves a process behind.
final class LaunchedApp {
    private let child: ChildProcess

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
    /// (and VSM_DEBUG=1, so state transitions are logged on stderr). `executable` runs
    /// instead of the app when given (`/bin/sh` exec'ing it with bytes Swift cannot pass).
    init(_ arguments: [String], executable: String? = nil, directory: String? = nil,
         environment: [String: String] = [:]) throws {
        var variables: [String: String?] = ["VSM_DEBUG": "1", "GSETTINGS_BACKEND": "memory"]
        for (name, value) in environment { variables[name] = value }
        child = try ChildProcess(try executable ?? Self.executable().path, arguments, environment: variables,
                                 directory: directory)
    }

    deinit { stop() }

    var processIdentifier: Int32 { child.processIdentifier }
    var isRunning: Bool { child.isRunning }

    /// What the app wrote so far.
    var output: String { child.output }
    var errorOutput: String { child.errorOutput }

    /// The stderr lines containing every one of `fragments`.
    func logLines(containing fragments: [String]) -> [String] {
        errorOutput.split(separator: "\n").map(String.init).filter { line in fragments.allSatisfy(line.contains) }
    }

    /// Waits until `count` stderr lines contain every one of `fragments`; returns whether they did.
    @discardableResult
    func waitForLog(_ fragments: [String], count: Int = 1, timeout: Duration = .seconds(30)) -> Bool {
        child.waitForOutput(timeout: timeout) { _, error in
            error.split(separator: "\n").filter { line in fragments.allSatisfy(line.contains) }.count >= count
        }
    }

    /// Waits until `condition` holds for everything the app wrote on stderr; returns whether it did.
    @discardableResult
    func waitForLog(timeout: Duration = .seconds(30), until condition: (String) -> Bool) -> Bool {
        child.waitForOutput(timeout: timeout) { _, error in condition(error) }
    }

    /// Whether the app exits within `timeout`; it keeps running when it does not.
    func exits(within timeout: Duration) -> Bool {
        child.exits(within: timeout)
    }

    /// Sends `signal` to the app.
    func send(_ signal: Int32) {
        child.send(signal)
    }

    /// Waits for the process to exit; returns its status (128 plus the signal's number for a
    /// signal), or nil when it still ran after `timeout` (it is killed then).
    func waitForExit(timeout: Duration = .seconds(30)) -> Int32? {
        (try? child.waitForExit(timeout: timeout))?.status
    }

    /// Sends SIGTERM and waits for the exit (SIGKILL if it does not come); returns the status.
    @discardableResult
    func stop(timeout: Duration = .seconds(10)) -> Int32? {
        child.send(SIGTERM)
        return waitForExit(timeout: timeout)
    }
}
