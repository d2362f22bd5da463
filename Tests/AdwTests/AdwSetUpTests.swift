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
        let child = try ChildProcess.run(try TestChild.url().path, ["adw-window"],
                                         environment: ["SWIFT_BACKTRACE": "enable=no"], mergingErrors: true)
        XCTAssertEqual(child.status, 0, child.output)
        XCTAssertEqual(child.output, "content is the root view: true; style manager: true\n")
    }
}
