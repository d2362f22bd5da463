import Foundation
import Gtk
import VSMGtkTesting
import UserProfile
import UserProfileStore
import UserProfileFaultInjection
import XCTest
@testable import ProfileApp

/// The command-line path of the application, as GLib drives it for every launch (in a
/// unique application, also for launches forwarded from other processes): a real
/// `GApplicationCommandLine` through the `command-line` signal, parsed where it is
/// handled, with the launching process's working directory.
final class CommandLineLaunchTests: XCTestCase {
    @MainActor private static var applicationCount = 0

    @MainActor
    private static func makeApplication() throws -> ProfileApplication {
        try requireDisplay()
        applicationCount += 1
        return try registeredApplication(
            ScriptedRepository(), applicationID: "\(AppInfo.applicationID).CommandLine\(applicationCount)"
        )
    }

    private static func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vsm-cmdline-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Emits `command-line` for `arguments` (after the program name) launched from `directory`.
    @MainActor
    private static func launch(_ app: ProfileApplication, _ arguments: [String], from directory: String? = nil) -> Int32 {
        let commandLine = ApplicationCommandLine(arguments: ["vsm-profile-gtk"] + arguments, workingDirectory: directory)
        XCTAssertEqual(commandLine.arguments, ["vsm-profile-gtk"] + arguments)
        // GLib gives a local command line this process's directory when none is given.
        XCTAssertEqual(commandLine.cwd, directory ?? FileManager.default.currentDirectoryPath)
        XCTAssertFalse(commandLine.isRemote)
        return app.application.emitCommandLine(commandLine)
    }

    /// The SQLite store behind a window, under any fault-injection wrapper.
    @MainActor
    private static func store(of controller: ProfileWindowController) -> SQLiteUserProfileRepository? {
        let repository = controller.environment.repository
        if let injecting = repository as? FaultInjectingRepository {
            return injecting.wrapped as? SQLiteUserProfileRepository
        }
        return repository as? SQLiteUserProfileRepository
    }

    func testEachLaunchOpensAWindowOnItsOwnStore_andTheSameStoreIsShared() throws {
        try onMainActor(Self.eachLaunchOpensAWindowOnItsOwnStore)
    }
    @MainActor
    private static func eachLaunchOpensAWindowOnItsOwnStore() throws {
        let app = try makeApplication()
        defer { app.quit() }
        let first = try temporaryDirectory()
        let second = try temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(atPath: first)
            try? FileManager.default.removeItem(atPath: second)
        }

        // A relative --data-dir is resolved against the *launching* process's directory.
        XCTAssertEqual(launch(app, ["--data-dir", "store"], from: first), 0)
        XCTAssertEqual(launch(app, ["--data-dir", "\(first)/store", "--user-id", "1"]), 0)
        XCTAssertEqual(launch(app, ["--data-dir", "store", "--simulate-latency", "0.1"], from: second), 0)
        let controllers = app.windowControllers
        XCTAssertEqual(controllers.count, 3)
        XCTAssertEqual(app.application.windows.count, 3)

        let stores = controllers.map { store(of: $0) }
        XCTAssertEqual(stores[0]?.location.dataDirectory, "\(first)/store")
        XCTAssertEqual(stores[2]?.location.dataDirectory, "\(second)/store")
        XCTAssertTrue(stores[0] != nil && stores[0] === stores[1], "windows on one store share one repository")
        XCTAssertFalse(stores[0] === stores[2], "another --data-dir is another store")
        XCTAssertTrue(controllers[2].environment.repository is FaultInjectingRepository, "the simulate flags apply to that window")
        XCTAssertEqual(Set(app.stores.openStores.map(\.location.dataDirectory)), ["\(first)/store", "\(second)/store"])

        waitUntil("every window shows its profile") {
            controllers.allSatisfy { $0.editor?.outlets.usernameEntry.text.isEmpty == false }
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: "\(first)/store/profile.sqlite"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: "\(second)/store/profile.sqlite"))

        // A save in the first window shows in the second (same store), not in the third.
        let saved = try XCTUnwrap(controllers[0].editor)
        saved.outlets.usernameEntry.text = "launched twice"
        saved.outlets.saveButton.emitClicked()
        waitUntil("the window on the same store follows") {
            controllers[1].editor?.outlets.usernameEntry.text == "launched twice"
        }
        XCTAssertNotEqual(controllers[2].editor?.outlets.usernameEntry.text, "launched twice")
    }

    func testBadCommandLinesOpenNoWindowAndReturnTheirStatus() throws {
        try onMainActor(Self.badCommandLinesOpenNoWindow)
    }
    @MainActor
    private static func badCommandLinesOpenNoWindow() throws {
        let app = try makeApplication()
        defer { app.quit() }
        XCTAssertEqual(launch(app, ["--bogus"]), 2)
        XCTAssertEqual(launch(app, ["--user-id", "not-a-number"]), 2)
        XCTAssertEqual(launch(app, ["--simulate-failures", "explode"]), 2)
        XCTAssertEqual(launch(app, ["--help"]), 0)
        XCTAssertEqual(launch(app, ["--version"]), 0)
        drainMainLoop()
        XCTAssertTrue(app.application.windows.isEmpty, "no window for a command line that does not run")
        XCTAssertTrue(app.stores.openStores.isEmpty, "no store opened either")
    }

    func testNewWindowOpensOnTheActiveWindowsStore() throws {
        try onMainActor(Self.newWindowOpensOnTheActiveWindowsStore)
    }
    @MainActor
    private static func newWindowOpensOnTheActiveWindowsStore() throws {
        let app = try makeApplication()
        defer { app.quit() }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        XCTAssertEqual(launch(app, ["--data-dir", directory]), 0)
        let first = try XCTUnwrap(app.windowControllers.first)
        waitUntil("the launched window is the active one") {
            app.application.activeWindow?.gObject == first.window.gObject
        }
        app.application.action(named: "new-window")?.activate()      // Ctrl+N
        XCTAssertEqual(app.windowControllers.count, 2)
        let second = try XCTUnwrap(app.windowControllers.last)
        XCTAssertTrue(store(of: second) === store(of: first), "Ctrl+N stays on the launch's store")
    }
}
