import Foundation
import Adw
import Gtk
import NotesFeature
@testable import NotesUI
import VSMGtkTesting
import VSMTesting
import XCTest

/// Every screen of the app as this machine draws it, light and dark, wide and narrow,
/// against reference PNGs under __Snapshots__ (recorded here and looked at).
final class NotesWindowSnapshotTests: XCTestCase {
    /// Debian 12's references in `__Snapshots__/`, Debian 13's in `__Snapshots__/debian-13/`:
    /// GTK, libadwaita and the fonts draw differently on each; elsewhere the test is skipped.
    private static func settings(filePath: String = #filePath) throws -> SnapshotSettings {
        let snapshots = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        return try SnapshotSettings.forSystemRelease([
            "debian 12": snapshots.path,
            "debian 13": snapshots.appendingPathComponent("debian-13").path,
        ])
    }

    func testWideWindow_lightAndDark() throws {
        try MainActor.assumeIsolated {
            for dark in [false, true] {
                let notes = try LaunchedNotes.launch("Wide\(dark)")
                defer { notes.close() }
                let style = StyleManager.default
                style.colorScheme = dark ? .forceDark : .default
                defer { style.colorScheme = .default }
                try Self.openPinnedGroceries(notes)
                expectSnapshot(of: notes.user.window, named: "wide-\(dark ? "dark" : "light")", settings: try Self.settings())
            }
        }
    }

    func testNarrowWindow_sidebarLight_editorDark() throws {
        try MainActor.assumeIsolated {
            for dark in [false, true] {
                let notes = try LaunchedNotes.launch("Narrow\(dark)", width: 360)
                defer { notes.close() }
                let style = StyleManager.default
                style.colorScheme = dark ? .forceDark : .default
                defer { style.colorScheme = .default }
                notes.user.waitUntil("the panes fold") { notes.screen.layout.isFolded }
                expectSnapshot(of: notes.user.window, named: "narrow-sidebar-\(dark ? "dark" : "light")", settings: try Self.settings())
                try notes.user.click(XCTUnwrap(notes.screen.list.rowView(for: 1)).view)
                notes.user.waitUntil("the editor") { notes.screen.layout.isShowingEditor }
                notes.user.waitUntil("the transition ends") { notes.screen.outlets.sidebar.mapped == false }
                expectSnapshot(of: notes.user.window, named: "narrow-editor-\(dark ? "dark" : "light")", settings: try Self.settings())
            }
        }
    }

    func testLoadFailureGridAndPreferences_lightAndDark() throws {
        try MainActor.assumeIsolated {
            for dark in [false, true] {
                let style = StyleManager.default
                style.colorScheme = dark ? .forceDark : .default
                defer { style.colorScheme = .default }
                let suffix = dark ? "-dark" : ""
                let failed = try LaunchedNotes.launch("FailedShot\(dark)", failure: .damaged(
                    path: "/home/ada/.local/share/vsm-notes/notes.sqlite", detail: "database disk image is malformed"))
                failed.user.waitUntil("the failure page") { failed.screen.outlets.pageStack.visibleChildName == "failed" }
                expectSnapshot(of: failed.user.window, named: "load-failed\(suffix)", settings: try Self.settings())
                failed.close()

                let notes = try LaunchedNotes.launch("GridShot\(dark)")
                defer { notes.close() }
                try Self.openPinnedGroceries(notes)
                try notes.user.click(.toggleButton("Show as Grid"))
                notes.user.waitUntil("the grid") { notes.screen.outlets.sidebarStack.visibleChildName == "grid" }
                expectSnapshot(of: notes.user.window, named: "grid\(suffix)", settings: try Self.settings())

                notes.app.perform(.preferences)
                let preferences = try XCTUnwrap(notes.app.preferencesWindow)
                let preferencesUser = TestUser(try XCTUnwrap(preferences.hostWindow))
                preferencesUser.waitUntil("the preferences show") { preferences.view.mapped }
                // Without waiting for its first frame, expectSnapshot found the just-presented
                // window "not shown" (every time, on Debian 12).
                XCTAssertTrue(preferencesUser.waitForFrame(), "a frame of the preferences window")
                expectSnapshot(of: try XCTUnwrap(preferences.hostWindow), named: "preferences\(suffix)", settings: try Self.settings())
            }
        }
    }

    /// Groceries open and pinned, Ideas searched for nothing: the everyday look.
    @MainActor
    private static func openPinnedGroceries(_ notes: LaunchedNotes) throws {
        try notes.user.click(XCTUnwrap(notes.screen.list.rowView(for: 1)).view)
        try notes.user.click(.toggleButton("Pin Note"))
        notes.user.waitUntil("pinned first") { notes.listTitles.first == "Groceries" }
    }
}
