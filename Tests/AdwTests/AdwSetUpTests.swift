import Foundation
import TestSupport
import VSMGtkTesting
import XCTest

/// An `Adw.Application` needs no set-up of its own: in a fresh process where nothing else ran,
/// its activate handler makes an `Adw.ApplicationWindow` whose root view controller's view
/// becomes the window's content (libadwaita aborts the process on `child`).
final class AdwSetUpTests: XCTestCase {
    func testAnAdwApplicationAloneLetsItsWindowsTakeARootViewController() throws {
        try onMainActor { try requireDisplay() }
        let child = Process()
        child.executableURL = try TestChild.url()
        child.arguments = ["adw-window"]
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        child.environment = environment
        let output = Pipe()
        child.standardOutput = output
        child.standardError = output
        try child.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        XCTAssertEqual(child.terminationStatus, 0, printed)
        XCTAssertEqual(printed, "content is the root view: true; style manager: true\n")
    }
}
