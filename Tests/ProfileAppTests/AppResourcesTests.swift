import Gtk
import GtkTestSupport
import XCTest
@testable import ProfileApp

/// The app's layouts come from the embedded bundle, and a broken one is reported by its
/// `resource://` name and the object id.
final class AppResourcesTests: XCTestCase {
    func testEveryLayoutAndTheStyleSheetAreEmbedded() throws { try onMainActor(Self.everyLayoutIsEmbedded) }
    @MainActor
    private static func everyLayoutIsEmbedded() throws {
        let resources = try AppResources.load()
        for name in ["MainWindow.ui", "EditUserProfileView.ui", "ShortcutsWindow.ui"] {
            XCTAssertTrue(Resource.isRegistered(path: resources.path(for: name)), name)
        }
        XCTAssertTrue(Resource.isRegistered(path: resources.styleSheetPath))
        XCTAssertEqual(resources.path(for: "MainWindow.ui"), "/io/github/vsmgtk/VSMProfile/ui/MainWindow.ui")
    }

    func testAMissingObjectNamesTheResourceAndTheID() throws { try onMainActor(Self.missingObjectIsNamed) }
    @MainActor
    private static func missingObjectIsNamed() throws {
        try requireDisplay()
        let resources = try AppResources.load()
        let builder = try Builder(resource: resources.path(for: "MainWindow.ui"))
        XCTAssertThrowsError(try builder.object(HeaderBar.self, id: "no_such_header")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("resource:///io/github/vsmgtk/VSMProfile/ui/MainWindow.ui"), text)
            XCTAssertTrue(text.contains("no_such_header"), text)
        }
    }

    func testALayoutNotInTheBundleNamesItsResourcePath() throws { try onMainActor(Self.missingLayoutIsNamed) }
    @MainActor
    private static func missingLayoutIsNamed() throws {
        try requireDisplay()
        let resources = try AppResources.load()
        XCTAssertThrowsError(try Builder(resource: resources.path(for: "Gone.ui"))) { error in
            XCTAssertTrue("\(error)".contains("resource:///io/github/vsmgtk/VSMProfile/ui/Gone.ui"), "\(error)")
        }
    }
}
