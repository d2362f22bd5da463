import Foundation
import VSMGtkTesting
import XCTest
@testable import Gtk

/// `ApplicationCommandLine` and `Application.onCommandLine`: what a handler sees of a
/// launch, that its return value is the launch's status, and that the handler's box is
/// released with the application.
final class ApplicationCommandLineTests: XCTestCase {
    func testCommandLineCarriesArgumentsDirectoryAndEnvironment() throws {
        try onMainActor(Self.commandLineCarriesArgumentsDirectoryAndEnvironment)
    }
    @MainActor private static func commandLineCarriesArgumentsDirectoryAndEnvironment() throws {
        try requireDisplay()
        let arguments = ["app", "--name", "Zoë 🚀", "", "a\0b"]
        let commandLine = ApplicationCommandLine(arguments: arguments, workingDirectory: "/tmp/launch dir")
        XCTAssertEqual(commandLine.arguments, ["app", "--name", "Zoë 🚀", "", "a\u{FFFD}b"], "NUL cannot cross C; it is replaced")
        XCTAssertEqual(commandLine.cwd, "/tmp/launch dir")
        XCTAssertFalse(commandLine.isRemote)
        // A local command line carries this process's environment.
        XCTAssertEqual(commandLine.environment["PATH"], ProcessInfo.processInfo.environment["PATH"])
        commandLine.print("")        // empty text prints nothing and does not crash
        commandLine.printError("")
    }

    func testHandlerReturnValueIsTheStatus_andItsBoxIsReleased() throws {
        try onMainActor(Self.handlerReturnValueIsTheStatus)
    }
    @MainActor private static func handlerReturnValueIsTheStatus() throws {
        try requireDisplay()
        weak var weakProbe: Probe?
        var seen: [[String]] = []
        do {
            let app = Application(id: "org.vsm.GtkTests.CommandLine", flags: [.nonUnique, .handlesCommandLine])
            let probe = Probe()
            weakProbe = probe
            app.onCommandLine { commandLine in
                _ = probe
                seen.append(commandLine.arguments)
                return commandLine.arguments.count == 1 ? 0 : 7
            }
            XCTAssertEqual(app.emitCommandLine(ApplicationCommandLine(arguments: ["app"])), 0)
            XCTAssertEqual(app.emitCommandLine(ApplicationCommandLine(arguments: ["app", "--x"])), 7)
        }
        XCTAssertEqual(seen, [["app"], ["app", "--x"]])
        XCTAssertNil(weakProbe, "the handler's closure is released with the application")
    }
}
