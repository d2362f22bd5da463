import Foundation
import VSMTesting
import XCTest

/// A D-Bus session bus of the test's own (`dbus-daemon --session`), so launches of the
/// app meet each other there and never a bus of the developer's desktop. `stop()` kills
/// the daemon; it is also killed in `deinit`.
final class PrivateSessionBus {
    let address: String
    private let daemon: ChildProcess

    /// Starts the daemon and reads its address (bounded); skips when `dbus-daemon` is missing.
    init() throws {
        let path = "/usr/bin/dbus-daemon"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw XCTSkip("dbus-daemon is not installed (Debian package dbus)")
        }
        daemon = try ChildProcess(path, ["--session", "--nofork", "--print-address=1"])
        _ = daemon.waitForOutput(timeout: .seconds(10)) { output, _ in output.contains("\n") }
        guard let address = daemon.output.split(separator: "\n").first.map(String.init), address.contains(":") else {
            daemon.send(SIGKILL)
            throw XCTSkip("dbus-daemon did not print its address: \(daemon.errorOutput)")
        }
        self.address = address
    }

    func stop() {
        daemon.send(SIGTERM)
        _ = try? daemon.waitForExit()
    }

    deinit { stop() }
}
