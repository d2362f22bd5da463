import Gtk
import VSMGtkTesting
import XCTest
@testable import ProfileApp

/// The main window reopens at the size of the last one closed (GSettings; `make test` runs
/// on the memory backend with the schema compiled into `.build/share/schemas`).
final class WindowMemoryTests: XCTestCase {
    func testTheNextWindowOpensAtTheSizeTheLastOneClosedWith() throws { try onMainActor(Self.nextWindowOpensAtLastSize) }
    @MainActor
    private static func nextWindowOpensAtLastSize() throws {
        try requireDisplay()
        guard (try? Gio.Settings(schemaID: AppInfo.applicationID)) != nil else {
            throw XCTSkip("the app's schema is not compiled: run `make data` and set GSETTINGS_SCHEMA_DIR (make test does)")
        }
        let app = try registeredApplication(ScriptedRepository(), applicationID: "io.github.vsmgtk.VSMProfile.WindowMemoryTests")
        defer { app.quit() }
        let first = try XCTUnwrap(app.openWindow())
        first.window.setDefaultSize(640, height: 512)
        first.window.close()
        waitUntil("the first window is gone") { app.application.windows.isEmpty }

        let second = try XCTUnwrap(app.openWindow())
        XCTAssertEqual(second.window.defaultSize.width, 640)
        XCTAssertEqual(second.window.defaultSize.height, 512)
        XCTAssertFalse(second.window.isMaximized())
        // Leave the process's memory backend as other tests expect it.
        second.window.setDefaultSize(
            ProfileWindowController.defaultWindowState.width,
            height: ProfileWindowController.defaultWindowState.height
        )
    }
}
