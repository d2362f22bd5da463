import Foundation
import VSMTesting
import XCTest

/// The built binary as a user launches it: unique on a session bus (a second launch opens
/// its window in the running process and exits), on its own without one, and live sync
/// between processes on one store. Each test runs its own `dbus-daemon` (or none), and
/// stops every process it started.
final class UniqueApplicationTests: XCTestCase {
    private static let loaded = ["LoadUserProfileViewState didSet loaded"]
    private var directories: [String] = []

    override func setUpWithError() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            throw XCTSkip("no display: run under `xvfb-run -a`")
        }
    }

    override func tearDown() {
        for directory in directories { try? FileManager.default.removeItem(atPath: directory) }
    }

    private func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vsm-unique-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        directories.append(path)
        return path
    }

    func testSecondLaunchOpensAWindowInTheRunningInstance() throws {
        let bus = try PrivateSessionBus()
        defer { bus.stop() }
        let environment = ["DBUS_SESSION_BUS_ADDRESS": bus.address]
        let store = try temporaryDirectory()
        let elsewhere = try temporaryDirectory()

        let primary = try LaunchedApp(["--data-dir", store], environment: environment)
        defer { primary.stop() }
        XCTAssertTrue(primary.waitForLog(Self.loaded), "the first launch never loaded:\n\(primary.errorOutput)")

        // Same store, then a relative --data-dir from another directory: both become
        // windows of the first process, and the launches exit at once with status 0.
        let second = try LaunchedApp(["--data-dir", store], environment: environment)
        XCTAssertEqual(second.waitForExit(), 0, second.errorOutput)
        let third = try LaunchedApp(["--data-dir", "relative", "--user-id", "1"], directory: elsewhere, environment: environment)
        XCTAssertEqual(third.waitForExit(), 0, third.errorOutput)
        XCTAssertTrue(primary.waitForLog(Self.loaded, count: 3), "one process, three windows:\n\(primary.errorOutput)")
        XCTAssertTrue(primary.isRunning)
        XCTAssertTrue(FileManager.default.fileExists(atPath: "\(elsewhere)/relative/profile.sqlite"),
                      "a relative --data-dir is the launching process's")
        XCTAssertTrue(second.logLines(containing: Self.loaded).isEmpty, "the second launch showed nothing itself")

        // Help, version and errors stay in the launching terminal, with their exit codes.
        let help = try LaunchedApp(["--help"], environment: environment)
        XCTAssertEqual(help.waitForExit(), 0)
        XCTAssertTrue(help.output.contains("USAGE: vsm-profile-gtk"), help.output)
        let bad = try LaunchedApp(["--bogus"], environment: environment)
        XCTAssertEqual(bad.waitForExit(), 2)
        XCTAssertTrue(bad.errorOutput.hasPrefix("vsm-profile-gtk: Unknown option '--bogus'"), bad.errorOutput)
        XCTAssertEqual(primary.logLines(containing: Self.loaded).count, 3, "no window for those")

        XCTAssertEqual(primary.stop(), 0, primary.errorOutput)
    }

    func testWithoutASessionBusEachLaunchRunsOnItsOwn() throws {
        // An address nobody listens on: GLib cannot reach a bus, as on a console or in CI.
        let environment = ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/vsm-profile-gtk-test-bus"]
        let store = try temporaryDirectory()
        let first = try LaunchedApp(["--data-dir", store], environment: environment)
        defer { first.stop() }
        let second = try LaunchedApp(["--data-dir", store], environment: environment)
        defer { second.stop() }
        XCTAssertTrue(first.waitForLog(Self.loaded), first.errorOutput)
        XCTAssertTrue(second.waitForLog(Self.loaded), second.errorOutput)
        XCTAssertTrue(first.isRunning && second.isRunning, "two processes, each with its window")
        XCTAssertEqual(first.stop(), 0, first.errorOutput)
        XCTAssertEqual(second.stop(), 0, second.errorOutput)
    }

    func testTwoProcessesOnOneStoreFollowEachOtherAndSqlite3() throws {
        let sqlite3 = "/usr/bin/sqlite3"
        guard FileManager.default.isExecutableFile(atPath: sqlite3) else {
            throw XCTSkip("sqlite3 is not installed (Debian package sqlite3)")
        }
        // No bus: two app processes on one store, as two users of one home or a crashed bus.
        let environment = ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/vsm-profile-gtk-test-bus"]
        let store = try temporaryDirectory()
        let first = try LaunchedApp(["--data-dir", store], environment: environment)
        defer { first.stop() }
        XCTAssertTrue(first.waitForLog(Self.loaded), first.errorOutput)
        let second = try LaunchedApp(["--data-dir", store], environment: environment)
        defer { second.stop() }
        XCTAssertTrue(second.waitForLog(Self.loaded), second.errorOutput)

        let update = try ChildProcess.run(sqlite3, ["-cmd", ".timeout 5000", "\(store)/profile.sqlite",
                                                    "UPDATE profile SET username = 'written by sqlite3' WHERE id = 1"])
        XCTAssertEqual(update.status, 0, update.errorOutput)
        let changed = ["EditUserProfileViewState didSet", "username: \"written by sqlite3\"", "cause: storeChanged"]
        XCTAssertTrue(first.waitForLog(changed, timeout: .seconds(10)), "window 1 never showed it:\n\(first.errorOutput)")
        XCTAssertTrue(second.waitForLog(changed, timeout: .seconds(10)), "window 2 never showed it:\n\(second.errorOutput)")
    }
}
