import Adw
import Gtk
import NotesFeature
@testable import NotesUI
import VSMGtkTesting
import VSMTesting
import XCTest

/// The preferences window, changed as a person changes it; the notes window follows live.
final class PreferencesWindowTests: XCTestCase {
    func testCtrlCommaOpensThePreferences_andTheEditorFollowsTheFontSize() throws {
        try MainActor.assumeIsolated {
            let notes = try LaunchedNotes.launch("Preferences")
            defer { notes.close() }
            try notes.user.press("<Control>comma")
            let preferences = try XCTUnwrap(notes.app.preferencesWindow)
            let user = TestUser(try XCTUnwrap(preferences.hostWindow))
            // A dialog inside the window (libadwaita 1.5 and newer) maps before its rows do.
            user.waitUntil("the preferences show") {
                (try? user.find(.role(.spinButton, named: "Font Size")))?.mapped == true
            }

            try user.type("18\n", into: .role(.spinButton, named: "Font Size"))
            user.waitUntil("the editor follows") { notes.screen.fontSize == 18 }
            XCTAssertEqual(notes.settings.read().fontSize, 18, "kept in GSettings")

            XCTAssertTrue(notes.settings.read().opensLastNote)
            // The row, as a person clicks it: libadwaita's switch row and the switch inside it
            // are both a switch of that name.
            try user.click(preferences.openLastRow)
            user.waitUntil("the switch is kept") { !notes.settings.read().opensLastNote }
        }
    }

    func testTheSortOrderIsFollowedLive_whoeverChangesIt() throws {
        try MainActor.assumeIsolated {
            let notes = try LaunchedNotes.launch("Sort")
            defer { notes.close() }
            notes.app.perform(.preferences)
            let preferences = try XCTUnwrap(notes.app.preferencesWindow)
            TestUser(try XCTUnwrap(preferences.hostWindow)).waitUntil("the preferences show") { preferences.view.mapped }

            // The combo row's choice, as its popover list sets it.
            preferences.sortRow.selected = 2
            notes.user.waitUntil("sorted by title") { notes.listTitles == ["Books to read", "Groceries", "Ideas"] }
            XCTAssertEqual(notes.settings.read().sortOrder, .title)

            // Another process (gsettings in a terminal) changes it: both windows follow.
            try notes.settings.settings.set("created", forKey: "sort-order")
            notes.user.waitUntil("sorted by creation") { notes.listTitles == ["Books to read", "Ideas", "Groceries"] }
        }
    }
}
