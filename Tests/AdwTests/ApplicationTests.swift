import Adw
import Gtk
import VSMGtkTesting
import XCTest

/// `Adw.Application`: libadwaita's application object behind the `Gtk.Application` API,
/// initializing libadwaita on start-up.
final class ApplicationTests: XCTestCase {
    func testAnAdwApplicationIsAGtkApplicationThatStartsLibadwaita() throws {
        try onMainActor {
            try requireDisplay()
            let app = Adw.Application(id: "io.github.vsmgtk.AdwTests.Application", flags: [.nonUnique])
            defer { app.quit() }
            XCTAssertEqual(app.typeName, "AdwApplication")
            XCTAssertEqual(app.applicationId, "io.github.vsmgtk.AdwTests.Application")
            let asGtk: Gtk.Application = app
            XCTAssertTrue(asGtk.isA(Gtk.Application.gType))
            XCTAssertTrue(Object.wrapper(for: UnsafeMutableRawPointer(app.gObject)) === app, "one wrapper")

            var startups = 0
            app.onStartup { _ in startups += 1 }
            try app.register()
            XCTAssertEqual(startups, 1)
            XCTAssertFalse(app.isRemote)
            XCTAssertTrue(app.styleManager === StyleManager.default, "libadwaita is initialized")

            app.addAction(named: "ping") {}
            app.setAccelsForAction("app.ping", accels: ["<Control>p"])
            XCTAssertEqual(app.getAccelsForAction("app.ping"), ["<Control>p"])

            let window = Adw.ApplicationWindow(app: app)
            defer { window.destroy() }
            window.content = Label("content")
            window.present()
            waitUntil("the window is shown") { window.mapped }
            XCTAssertTrue(app.windows.contains { $0 === window })
        }
    }
}
