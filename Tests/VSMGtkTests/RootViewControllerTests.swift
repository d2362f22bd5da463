import Gtk
import VSMGtk
import VSMGtkTesting
import XCTest

/// A window keeps one root controller: setting another releases the first.
final class RootViewControllerTests: XCTestCase {
    func testReplacingTheRootControllerReleasesTheFirst() throws {
        try onMainActor {
            try requireDisplay()
            let window = Window()
            defer { window.destroy() }
            weak var weakFirst: ViewController?
            weak var weakFirstChild: ViewController?
            let second = ViewController()
            do {
                let first = ViewController()
                let firstChild = ViewController()
                first.addChild(firstChild, in: first.view.as(Box.self)!)
                weakFirst = first
                weakFirstChild = firstChild
                window.setRootViewController(first)
                window.present()
                XCTAssertTrue(window.rootViewController === first)
            }
            XCTAssertNotNil(weakFirst, "the window keeps its root controller")

            window.setRootViewController(second)

            waitUntil("the replaced controller is released", timeout: .seconds(5)) { weakFirst == nil }
            XCTAssertNil(weakFirst)
            XCTAssertNil(weakFirstChild, "and its children")
            XCTAssertTrue(window.child === second.view)
            XCTAssertTrue(window.rootViewController === second)

            window.setRootViewController(second)   // the same again: still shown, still kept
            XCTAssertTrue(window.child === second.view)
            XCTAssertTrue(window.rootViewController === second)
        }
    }
}
