import Foundation
import Gtk
import NotesFeature
@testable import NotesUI
import VSM
import VSMGtkTesting
import VSMTesting
import XCTest

/// Three notes a person might have: two plain, one older.
let sampleNotes: [Note] = [
    Note(id: 1, title: "Groceries", body: "Milk\nEggs\nBread", isPinned: false,
         created: Date(timeIntervalSince1970: 1_700_000_000), modified: Date(timeIntervalSince1970: 1_700_000_600)),
    Note(id: 2, title: "Ideas", body: "A notes app on VSM", isPinned: false,
         created: Date(timeIntervalSince1970: 1_700_000_100), modified: Date(timeIntervalSince1970: 1_700_000_900)),
    Note(id: 3, title: "Books to read", body: "The Mythical Man-Month", isPinned: false,
         created: Date(timeIntervalSince1970: 1_700_000_200), modified: Date(timeIntervalSince1970: 1_700_000_300)),
]

/// The app's GSettings schema compiled into a private folder once per test process, as
/// `make example-notes` compiles it for a source build.
let compiledSchemaFolder: String = {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../data").standardized.path
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-schemas-\(getpid())").path
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    // A failure shows in the tests that read the settings, with what the compiler said.
    if let compile = try? ChildProcess.run("/usr/bin/glib-compile-schemas", ["--strict", "--targetdir=\(folder)", source]),
       compile.status != 0 {
        print("glib-compile-schemas failed: \(compile.errorOutput)")
    }
    return folder
}()

/// The running app of one test: the application, its window as a person uses it, the
/// window's controller, its store, and the clock of search and autosave.
@MainActor
struct LaunchedNotes {
    let app: NotesApplication
    let user: TestUser
    let screen: NotesWindowController
    let store: InMemoryNoteStore
    let clock: ManualClock
    let settings: SettingsPreferencesStore

    /// Launches a registered app (no main loop of its own) on `notes`, in a window `width`
    /// pixels wide, and waits for the notes to show. `id` keeps the applications of a test
    /// process apart.
    static func launch(_ id: String, notes: [Note] = sampleNotes, width: Int32 = 900,
                       failure: NoteStoreError? = nil) throws -> LaunchedNotes {
        try requireDisplay()
        let store = InMemoryNoteStore(notes: notes)
        store.setFailure(failure)
        let settings = try SettingsPreferencesStore(schemaDirectory: compiledSchemaFolder, backend: .memory)
        try settings.settings.set(width, forKey: "window-width")
        try settings.settings.set(Int32(620), forKey: "window-height")
        let clock = ManualClock()
        let container = StateContainer(state: NotesViewState(store: store), debounceClock: clock)
        let app = NotesApplication(store: store, settings: settings, applicationID: "io.github.vsmgtk.NotesTests.\(id)",
                                   container: container)
        try app.register()
        app.activate()
        let window = try XCTUnwrap(app.window)
        let screen = try XCTUnwrap(app.controller)
        let user = TestUser(window)
        if failure == nil {
            user.waitUntil("the notes show") { screen.state.library != nil && window.mapped }
        }
        return LaunchedNotes(app: app, user: user, screen: screen, store: store, clock: clock, settings: settings)
    }

    /// Closes the window (and with it the dialogs it owns).
    func close() {
        for window in app.application.windows { window.destroy() }
    }

    /// The titles in the sidebar's list, in order.
    var listTitles: [String] { screen.list.rows.map(\.displayTitle) }
}

/// The person answering the delete confirmation, in the window it shows in (a window of its
/// own before libadwaita 1.5, the notes window from 1.5), once its answers are on screen: the
/// dialog maps before it lays its buttons out.
@MainActor
func confirmationUser(_ dialog: DeleteConfirmation) throws -> TestUser {
    let user = TestUser(try XCTUnwrap(dialog.root as? Window, "the confirmation is shown in a window"))
    user.waitUntil("the confirmation's answers show") { (try? user.find(.button("Cancel")))?.mapped == true }
    return user
}
