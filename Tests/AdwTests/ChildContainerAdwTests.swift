import Adw
import Gtk
import VSMGtkTesting
import XCTest

/// libadwaita's single-child containers take a child through `ChildContainer` (so a view
/// controller can be put into them) and give it back only when it is theirs.
final class ChildContainerAdwTests: XCTestCase {
    /// Adds, replaces and removes through the protocol, as `ViewController` does.
    @MainActor
    private static func check(_ container: some ChildContainer, shows current: @MainActor () -> Widget?) {
        let first = Label("first"), second = Label("second")
        container.addChildWidget(first)
        XCTAssertTrue(current() === first)
        container.addChildWidget(second)
        XCTAssertTrue(current() === second, "a single-child container replaces")
        container.removeChildWidget(first)
        XCTAssertTrue(current() === second, "removing another widget leaves the child")
        container.removeChildWidget(second)
        XCTAssertNil(current())
    }

    func testSingleChildContainers() throws {
        try onMainActor {
            try requireDisplay()
            AdwRuntime.initialize()
            let clamp = Clamp(maximumSize: 480)
            Self.check(clamp) { clamp.child }
            let overlay = ToastOverlay()
            Self.check(overlay) { overlay.child }
            let page = StatusPage()
            Self.check(page) { page.child }
        }
    }

    func testApplicationWindowUsesItsContent() throws {
        try onMainActor {
            try requireDisplay()
            AdwRuntime.initialize()
            let app = Gtk.Application(id: "io.github.vsmgtk.ChildContainerAdwTests", flags: [.nonUnique])
            try app.register()
            defer { app.quit() }
            let window = Adw.ApplicationWindow(app: app)
            defer { window.destroy() }
            let container: Gtk.Window = window   // through the base class, as setRootViewController sees it
            Self.check(container) { window.content }
        }
    }
}
