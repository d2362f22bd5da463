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
        let ready = DispatchSemaphore(value: 0)
        let line = LockedLine()
        out.fileHandleForReading.readabilityHandler = { handle in
            if line.append(handle.availableData) { ready.signal() }
        }
        guard ready.wait(timeout: .now() + 10) == .success, let address = line.firstLine else {
            process.terminate()
            throw XCTSkip("dbus-daemon did not print its address")
        }
        out.fileHandleForReading.readabilityHandler = nil
        self.address = address
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    deinit { stop() }
}

/// The daemon's first output line, assembled across reads. `@unchecked Sendable`: `data`
/// is only touched under `lock`.
private final class LockedLine: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    /// Adds bytes; returns true once a whole line is there.
    func append(_ bytes: Data) -> Bool {
        lock.withLock {
            data.append(bytes)
            return data.contains(UInt8(ascii: "\n"))
        }
    }

    var firstLine: String? {
        lock.withLock {
            String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init)
        }
    }
}
