import Foundation
import Gtk
@testable import NotesUI
import VSMGtkTesting
import XCTest

/// The Keyboard Shortcuts window lists exactly the shortcuts the app installs, and they work.
final class ShortcutsTests: XCTestCase {
    func testTheShortcutsWindowListsEveryShortcut() throws {
        let layout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/NotesResources/ui/ShortcutsWindow.ui")
        let text = try String(contentsOf: layout, encoding: .utf8)
        let listed = text.components(separatedBy: "<property name=\"accelerator\">").dropFirst()
            .compactMap { $0.components(separatedBy: "<").first?.replacingOccurrences(of: "&lt;", with: "<")
                .replacingOccurrences(of: "&gt;", with: ">") }
        let installed = NotesAction.allCases.flatMap(\.accelerators)
        XCTAssertEqual(Set(listed.compactMap { Accelerator(parsing: $0) }), Set(installed.compactMap { Accelerator(parsing: $0) }))
        XCTAssertEqual(listed.count, installed.count)
    }

    func testCtrlQuestionShowsTheShortcuts_CtrlNMakesANote_CtrlWCloses() throws {
        try MainActor.assumeIsolated {
            let notes = try LaunchedNotes.launch("Shortcuts")
            defer { notes.close() }
            try notes.user.press("<Control>question")
            notes.user.waitUntil("the shortcuts window") { notes.app.shortcutsWindow?.mapped == true }
            notes.app.shortcutsWindow?.close()
            try notes.user.press("<Control>n")
            notes.user.waitUntil("a new note") { notes.listTitles.count == 4 }
            XCTAssertEqual(notes.screen.state.library?.selectedNote?.title, "")
            notes.app.perform(.about)
            notes.user.waitUntil("the about window") { notes.app.aboutWindow?.mapped == true }
            _ = notes.app.aboutWindow?.close()   // AdwDialog.close() (libadwaita 1.5) reports whether it closed
            try notes.user.press("<Control>w")
            notes.user.waitUntil("the window closes") { notes.app.window?.mapped != true }
        }
    }

    func testCtrlWWritesWhatWasTypedBeforeTheAutosave_andRemembersTheOpenNote() throws {
        try MainActor.assumeIsolated {
            let notes = try LaunchedNotes.launch("CloseSaves")
            defer { notes.close() }
            let user = notes.user
            try user.click(XCTUnwrap(notes.screen.list.rowView(for: 2)).view)
            try user.type("Ideas for Monday", into: .textBox("Title"))
            XCTAssertEqual(notes.screen.state.library?.saveStatus, .unsaved, "the autosave has not run")

            try user.press("<Control>w")
            user.waitUntil("the window closes") { notes.app.window?.mapped != true }
            user.waitUntil("the edit is written") { notes.store.storedNotes.first { $0.id == 2 }?.title == "Ideas for Monday" }
            XCTAssertEqual(notes.settings.lastNoteID, 2, "the next start can open it again")
        }
    }
}
