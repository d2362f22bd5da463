import CGtk
import Foundation
import Gtk
import GtkTestSupport
import UserProfile
import XCTest
@testable import ProfileApp

/// Renders the real app window in each state and saves PNGs with GTK's own
/// snapshot API (widget paintable → render node → the window's renderer → texture →
/// PNG). Runs only when `VSM_SCREENSHOTS_DIR` is set (`make screenshots`, through
/// `scripts/screenshots.sh`); otherwise it skips, so `make test` stays quick.
final class ScreenshotTests: XCTestCase {
    private static let user = UserData(id: 1, username: "ada", realName: "Ada Lovelace")

    func testScreenshotsOfEveryState() throws { try onMainActor(Self.screenshotsOfEveryState) }

    @MainActor
    private static func screenshotsOfEveryState() throws {
        guard let directory = ProcessInfo.processInfo.environment["VSM_SCREENSHOTS_DIR"], !directory.isEmpty else {
            throw XCTSkip("set VSM_SCREENSHOTS_DIR to write screenshots (make screenshots)")
        }
        try requireDisplay()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        func path(_ name: String) -> String { (directory as NSString).appendingPathComponent("\(name).png") }

        let repository = ScriptedRepository(current: user)
        let app = try registeredApplication(repository, applicationID: "\(AppInfo.applicationID).Screenshots")
        defer { app.quit() }

        // Loading.
        let controller = try XCTUnwrap(app.openWindow())
        let window = controller.window
        waitUntil("the load request") { repository.pendingCount(.load) == 1 }
        try save(window, to: path("loading"))

        // Loading error.
        repository.fail(.load, with: .databaseLocked(path: "/home/ada/.local/share/vsm-profile-gtk/profile.sqlite"))
        waitUntil("the error box") { controller.loader.outlets.errorView.isDrawable }
        try save(window, to: path("error"))

        // Editing (after Retry).
        controller.loader.outlets.retryButton.emitClicked()
        waitUntil("the second load request") { repository.pendingCount(.load) == 1 }
        repository.succeed(.load, with: user)
        waitUntil("the editor") { controller.editor?.view.isMapped == true }
        let editor = try XCTUnwrap(controller.editor)
        try save(window, to: path("editing"))

        // Validation message.
        editor.outlets.usernameEntry.text = "ada\tlovelace"
        editor.outlets.saveButton.emitClicked()
        waitUntil("the validation message") { editor.outlets.validationLabel.isDrawable }
        try save(window, to: path("validation"))

        // Saving.
        editor.outlets.usernameEntry.text = "ada.lovelace"
        editor.outlets.saveButton.emitClicked()
        waitUntil("saving") { editor.state.isSaving }
        try save(window, to: path("saving"))

        // Save error.
        repository.fail(.save, with: .databaseLocked(path: "/home/ada/.local/share/vsm-profile-gtk/profile.sqlite"))
        waitUntil("the save error") { editor.outlets.errorView.isDrawable }
        try save(window, to: path("save-error"))

        // The Keyboard Shortcuts window (Ctrl+?) and the About dialog.
        window.action(named: "show-help-overlay")?.activate()
        let shortcuts = try XCTUnwrap(window.helpOverlay)
        waitUntil("the shortcuts window") { shortcuts.isMapped }
        try save(shortcuts, to: path("shortcuts"))
        shortcuts.close()
        let about = app.showAbout()
        defer { about.destroy() }
        waitUntil("the About dialog") { about.isMapped }
        try save(about, to: path("about"))
    }

    private struct SnapshotError: Error, CustomStringConvertible {
        let description: String
    }

    /// Lets GTK lay out and draw, then renders `window` into a PNG at `path`.
    @MainActor
    private static func save(_ window: Window, to path: String) throws {
        // A few frames: allocation, then drawing (spinners get an animation frame).
        MainContext.iterate(for: .milliseconds(300))
        let widget = window.widgetPointer
        let width = gtk_widget_get_width(widget)
        let height = gtk_widget_get_height(widget)
        guard width > 0, height > 0 else { throw SnapshotError(description: "window has no size") }
        guard let paintable = gtk_widget_paintable_new(widget) else {
            throw SnapshotError(description: "no paintable")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else {
            throw SnapshotError(description: "empty snapshot")
        }
        defer { gsk_render_node_unref(node) }
        guard let native = gtk_widget_get_native(widget), let renderer = gtk_native_get_renderer(native) else {
            throw SnapshotError(description: "window has no renderer")
        }
        // Crop to the window itself (the client-side shadow lies outside it).
        var viewport = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0),
            size: graphene_size_t(width: Float(width), height: Float(height))
        )
        guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else {
            throw SnapshotError(description: "render failed")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        guard gdk_texture_save_to_png(texture, path) != 0 else {
            throw SnapshotError(description: "cannot write \(path)")
        }
    }
}
