import Foundation
import XCTest

/// A D-Bus session bus of the test's own (`dbus-daemon --session`), so launches of the
/// app meet each other there and never a bus of the developer's desktop. `stop()` kills
/// the daemon; it is also killed in `deinit`.
final class PrivateSessionBus {
    let address: String
    private let process = Process()

    /// Starts the daemon and reads its address (bounded); skips when `dbus-daemon` is missing.
    init() throws {
        let daemon = "/usr/bin/dbus-daemon"
        guard FileManager.default.isExecutableFile(atPath: daemon) else {
            throw XCTSkip("dbus-daemon is not installed (Debian package dbus)")
        }
        process.executableURL = URL(fileURLWithPath: daemon)
        process.arguments = ["--session", "--nofork", "--print-address=1"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Read the first line with poll(), so the wait is bounded and no handler outlives it.
        let descriptor = out.fileHandleForReading.fileDescriptor
        var bytes: [UInt8] = []
        let deadline = Date(timeIntervalSinceNow: 10)
        while !bytes.contains(UInt8(ascii: "\n")), Date() < deadline {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 100) >= 0 else { break }
            guard request.revents != 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 256)
            let count = read(descriptor, &chunk, chunk.count)
            guard count > 0 else { break }
            bytes += chunk[0..<count]
        }
        guard let address = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init),
              address.contains(":") else {
            process.terminate()
            process.waitUntilExit()
            throw XCTSkip("dbus-daemon did not print its address")
        }
        self.address = address
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    deinit { stop() }
}
