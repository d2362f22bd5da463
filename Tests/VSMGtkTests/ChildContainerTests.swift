import CGtk
import Gtk
import VSMGtk
import VSMGtkTesting
import XCTest

/// `addChild(_:in:)` takes any `ChildContainer`, not only a box, and removing a child
/// empties exactly the container it was put in.
final class ChildContainerTests: XCTestCase {
    func testChildGoesIntoAWindowAndLeavesItEmpty() throws {
        try onMainActor {
            try requireDisplay()
            let parent = ViewController()
            let window = Window()
            defer { window.destroy() }
            let child = ViewController()

            parent.addChild(child, in: window)

            XCTAssertTrue(window.child === child.view)
            XCTAssertTrue(child.parent === parent)
            child.removeFromParent()
            XCTAssertNil(window.child)
            XCTAssertTrue(parent.children.isEmpty)
        }
    }

    func testChildGoesIntoAScrolledWindowAndLeavesItEmpty() throws {
        try onMainActor {
            try requireDisplay()
            let parent = ViewController()
            let scrolled = ScrolledWindow()
            parent.view.as(Box.self)?.append(scrolled)
            weak var weakChild: ViewController?
            do {
                let child = ViewController()
                weakChild = child
                parent.addChild(child, in: scrolled)
                // A box cannot scroll itself: GTK wraps it in a viewport inside the window.
                XCTAssertTrue(child.view.parent?.parent?.isSameWidget(as: scrolled) ?? false)
                child.removeFromParent()
                XCTAssertNil(child.view.parent, "out of the viewport")
            }
            XCTAssertNil(weakChild, "the parent let go of it")
            XCTAssertNil(gtk_scrolled_window_get_child(OpaquePointer(scrolled.gObject)), "the viewport went with it")
        }
    }

    func testMovingBetweenContainerKindsDetachesFromTheFirst() throws {
        try onMainActor {
            try requireDisplay()
            let parent = ViewController()
            let box = Box(orientation: .vertical, spacing: 0)
            let window = Window()
            defer { window.destroy() }
            let child = ViewController()

            parent.addChild(child, in: box)
            parent.addChild(child, in: window)

            XCTAssertTrue(box.children.isEmpty)
            XCTAssertTrue(window.child === child.view)
            XCTAssertEqual(parent.children.count, 1)
        }
    }
}
