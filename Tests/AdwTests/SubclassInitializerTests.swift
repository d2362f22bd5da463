import Adw
import Gtk
import VSMGtkTesting
import XCTest

/// A subclass's initializers make the subclass's type: the inherited ones whose C constructor
/// makes the parent's type (`Gtk.ApplicationWindow(application:)` on `Adw.ApplicationWindow`)
/// are unavailable at compile time (the generator's `InheritedInitializerTests`), and the
/// subclass's own make its GType, so what is left to call is right at run time.
final class SubclassInitializerTests: XCTestCase {
    func testEachClassesOwnInitializerMakesItsOwnType() throws {
        try onMainActor {
            try requireDisplay()
            let app = Adw.Application(id: "io.github.vsmgtk.AdwTests.SubclassInitializers", flags: [.nonUnique])
            defer { app.quit() }
            try app.register()

            let adwWindow = Adw.ApplicationWindow(app: app)
            defer { adwWindow.destroy() }
            XCTAssertEqual(adwWindow.typeName, "AdwApplicationWindow")
            let gtkWindow = Gtk.ApplicationWindow(application: app)
            defer { gtkWindow.destroy() }
            XCTAssertEqual(gtkWindow.typeName, "GtkApplicationWindow")
            XCTAssertFalse(gtkWindow is Adw.ApplicationWindow)

            // GtkLinkButton declares none of GtkButton's constructors: its own make a link button.
            let link = LinkButton(uri: "https://example.org")
            XCTAssertEqual(link.typeName, "GtkLinkButton")
            XCTAssertEqual(link.uri, "https://example.org")
            XCTAssertEqual(Button(label: "plain").typeName, "GtkButton")
        }
    }
}
