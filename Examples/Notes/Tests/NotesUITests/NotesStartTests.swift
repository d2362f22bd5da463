import Adw
import Gtk
import NotesFeature
@testable import NotesUI
import VSMGtkTesting
import VSMTesting
import XCTest

/// What the next start shows: the window at the size the last one closed with, and the note
/// that was open, when the preference says so. Each start is a new application on the same
/// store and settings, making its own state container as `vsm-notes` does.
final class NotesStartTests: XCTestCase {
    /// A started app and its window, once the notes show.
    @MainActor
    private static func start(_ id: String, store: InMemoryNoteStore,
                              settings: SettingsPreferencesStore) throws -> (NotesApplication, TestUser, NotesWindowController) {
        let app = NotesApplication(store: store, settings: settings, applicationID: "io.github.vsmgtk.NotesTests.\(id)")
        try app.register()
        app.activate()
        let window = try XCTUnwrap(app.window)
        let screen = try XCTUnwrap(app.controller)
        let user = TestUser(window)
        user.waitUntil("the notes show") { screen.state.library != nil && window.mapped }
        return (app, user, screen)
    }

    func testTheNextStartOpensTheLastNote_atTheLastSize_unlessThePreferenceIsOff() throws {
        try MainActor.assumeIsolated {
            try requireDisplay()
            let store = InMemoryNoteStore(notes: sampleNotes)
            let settings = try SettingsPreferencesStore(schemaDirectory: compiledSchemaFolder, backend: .memory)
            XCTAssertTrue(settings.read().opensLastNote, "on by default")

            let (first, firstUser, firstScreen) = try Self.start("StartFirst", store: store, settings: settings)
            XCTAssertNil(firstScreen.state.library?.selectedID, "no note was open before")
            try firstUser.click(XCTUnwrap(firstScreen.list.rowView(for: 2)).view)
            firstUser.waitUntil("Ideas open") { firstScreen.state.library?.selectedID == 2 }
            firstUser.window.setDefaultSize(720, height: 480)
            try firstUser.press("<Control>w")
            firstUser.waitUntil("the window closed") { first.window?.mapped != true }

            let (second, secondUser, secondScreen) = try Self.start("StartSecond", store: store, settings: settings)
            XCTAssertEqual(secondScreen.state.library?.selectedID, 2, "the last open note, open again")
            XCTAssertEqual(secondUser.window.defaultSize.width, 720)
            XCTAssertEqual(secondUser.window.defaultSize.height, 480)
            try secondUser.press("<Control>w")
            secondUser.waitUntil("the window closed") { second.window?.mapped != true }

            try settings.write(NotesPreferences(opensLastNote: false))
            let (third, thirdUser, thirdScreen) = try Self.start("StartThird", store: store, settings: settings)
            defer { third.window?.destroy() }
            XCTAssertNil(thirdScreen.state.library?.selectedID, "the preference is off: no note opened")
            XCTAssertEqual(thirdUser.window.defaultSize.width, 720, "the size is kept either way")
        }
    }
}
