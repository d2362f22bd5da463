import Adw
import Foundation
import Gtk
import NotesFeature
@testable import NotesUI
import VSM
import VSMGtkTesting
import VSMTesting
import XCTest

/// The notes window under Xvfb, used as a person uses it: clicking, typing and pressing
/// keys through the X server, finding controls by their accessible names.
final class NotesWindowTests: XCTestCase {
    func testAPersonWritesANote_andItIsSavedAfterAPause() throws {
        try MainActor.assumeIsolated {
            let notes = try LaunchedNotes.launch("Write")
            defer { notes.close() }
            let user = notes.user
            XCTAssertEqual(notes.listTitles, ["Ideas", "Groceries", "Books to read"], "newest first")

            try user.click(.button("New Note"))
            user.waitUntil("the new note opens") { notes.screen.state.library?.selectedNote?.id == 4 }
            XCTAssertEqual(notes.listTitles.first, "Untitled")
            try user.type("Trip", into: .textBox("Title"))
            try user.click(.textBox("Body"))
            try user.type("Pack the tent")
            XCTAssertEqual(notes.screen.state.library?.saveStatus, .unsaved)
            XCTAssertEqual(notes.screen.outlets.editorTitle.subtitle, "Edited")
            XCTAssertEqual(notes.store.storedNotes.last?.title, "", "nothing is written while the person types")

            notes.clock.advance(by: NotesWindowController.autosaveDelay)
            user.waitUntil("the autosave") { notes.screen.state.library?.saveStatus == .saved }
            XCTAssertEqual(notes.store.storedNotes.last?.title, "Trip")
            XCTAssertEqual(notes.store.storedNotes.last?.body, "Pack the tent")
            XCTAssertEqual(notes.screen.outlets.editorTitle.subtitle, "Saved")
            XCTAssertEqual(notes.listTitles.first, "Trip", "the row follows the title")
        }
    }

    func testAFailedSaveSaysSo_andRetrySaves() throws {
        try MainActor.assumeIsolated {
            let notes = try LaunchedNotes.launch("SaveFails")
            defer { notes.close() }
            let user = notes.user
            try user.click(XCTUnwrap(notes.screen.list.rowView(for: 2)).view)
            try user.type("Ideas for Monday", into: .textBox("Title"))
            notes.store.setFailure(.failed(detail: "disk full"))
            notes.clock.advance(by: NotesWindowController.autosaveDelay)
            user.waitUntil("the failure shows") { notes.screen.outlets.saveFailedRevealer.revealChild }
            XCTAssertNoThrow(try user.find(.label("The notes could not be stored: disk full.")))
            XCTAssertEqual(notes.screen.outlets.titleEntry.text, "Ideas for Monday", "nothing typed is lost")

            notes.store.setFailure(nil)
            try user.click(.button("Retry Saving"))
            user.waitUntil("the retry saves") { notes.screen.state.library?.saveStatus == .saved }
            XCTAssertEqual(notes.store.storedNotes.first { $0.id == 2 }?.title, "Ideas for Monday")
        }
    }

    func testSearchFiltersAfterAPause_andKeepsTheOpenNote() throws {
        try MainActor.assumeIsolated {
            let notes = try LaunchedNotes.launch("Search")
            defer { notes.close() }
            let user = notes.user
            try user.click(XCTUnwrap(notes.screen.list.rowView(for: 3)).view)
            user.waitUntil("the note opens") { notes.screen.outlets.titleEntry.text == "Books to read" }

            try user.press("<Control>f")
            user.waitUntil("the search bar opens") { notes.screen.outlets.searchBar.searchModeEnabled }
            try user.type("milk")
            XCTAssertEqual(notes.listTitles.count, 3, "nothing is filtered while the person types")
            notes.clock.advance(by: NotesWindowController.searchDelay)
            user.waitUntil("the search filters") { notes.listTitles == ["Groceries"] }
            XCTAssertEqual(notes.screen.outlets.titleEntry.text, "Books to read", "the open note stays open")

            try user.type("xyz")
            notes.clock.advance(by: NotesWindowController.searchDelay)
            user.waitUntil("no results") { notes.screen.outlets.sidebarStack.visibleChildName == "no_results" }

            try user.press("Escape")
            notes.clock.advance(by: NotesWindowController.searchDelay)
            user.waitUntil("every note again") { notes.listTitles.count == 3 }
            XCTAssertFalse(notes.screen.outlets.searchBar.searchModeEnabled)
        }
    }

    func testPinningPutsANoteFirst_andTheGridShowsTheSameNotes() throws {
        try MainActor.assumeIsolated {
            let notes = try LaunchedNotes.launch("Pin")
            defer { notes.close() }
            let user = notes.user
            try user.click(XCTUnwrap(notes.screen.list.rowView(for: 3)).view)
            try user.click(.toggleButton("Pin Note"))
            user.waitUntil("the note is pinned first") { notes.listTitles.first == "Books to read" }
            XCTAssertEqual(notes.store.storedNotes.first { $0.id == 3 }?.isPinned, true)
            XCTAssertNoThrow(try user.find(.toggleButton("Unpin Note")), "the button says what it does now")
            XCTAssertTrue(try XCTUnwrap(notes.screen.list.rowView(for: 3)).pinIcon.visible)

            try user.click(.toggleButton("Show as Grid"))
            user.waitUntil("the grid") { notes.screen.outlets.sidebarStack.visibleChildName == "grid" }
            XCTAssertEqual(notes.screen.grid.notes.map(\.title), ["Books to read", "Ideas", "Groceries"])
            try user.click(.toggleButton("Show as Grid"))
            user.waitUntil("the list again") { notes.screen.outlets.sidebarStack.visibleChildName == "list" }
        }
    }

    func testDeleteAsksFirst_andUndoInTheToastBringsTheNoteBack() throws {
        try MainActor.assumeIsolated {
            let notes = try LaunchedNotes.launch("Delete")
            defer { notes.close() }
            let user = notes.user
            try user.click(XCTUnwrap(notes.screen.list.rowView(for: 1)).view)
            try user.click(.button("Delete Note"))
            let dialog = try XCTUnwrap(notes.screen.deleteDialog)
            let dialogUser = try confirmationUser(dialog)
            dialogUser.waitUntil("the dialog shows") { dialog.mapped }
            try dialogUser.click(.button("Cancel"))
            XCTAssertEqual(notes.listTitles.count, 3, "Cancel keeps the note")

            try user.click(.button("Delete Note"))
            let again = try XCTUnwrap(notes.screen.deleteDialog)
            let againUser = try confirmationUser(again)
            againUser.waitUntil("the dialog shows") { again.mapped }
            try againUser.click(.button("Delete"))
            user.waitUntil("the note is gone") { notes.listTitles == ["Ideas", "Books to read"] }
            XCTAssertEqual(notes.store.storedNotes.map(\.id), [2, 3])

            user.waitUntil("the undo toast") { (try? user.find(.button("Undo"))) != nil }
            try user.click(.button("Undo"))
            user.waitUntil("the note is back") { notes.listTitles == ["Ideas", "Groceries", "Books to read"] }
            XCTAssertEqual(notes.screen.state.library?.selectedID, 1, "and open again")
        }
    }

    func testTheDeleteKeyAndCtrlZ_yieldToTheTextFields() throws {
        try MainActor.assumeIsolated {
            let notes = try LaunchedNotes.launch("Keys")
            defer { notes.close() }
            let user = notes.user
            try user.click(XCTUnwrap(notes.screen.list.rowView(for: 2)).view)
            try user.click(.textBox("Title"))
            try user.press("Delete")
            XCTAssertNil(notes.screen.deleteDialog, "Delete in a text field deletes a character, not the note")

            try user.click(XCTUnwrap(notes.screen.list.rowView(for: 2)).view)
            try user.press("Delete")
            let dialog = try XCTUnwrap(notes.screen.deleteDialog, "Delete in the list asks to delete the note")
            let dialogUser = try confirmationUser(dialog)
            dialogUser.waitUntil("the dialog shows") { dialog.mapped }
            try dialogUser.press("Tab")   // from Cancel, the default, to Delete
            try dialogUser.click(.button("Delete"))
            user.waitUntil("the note is gone") { notes.listTitles == ["Groceries", "Books to read"] }

            try user.press("<Control>z")
            user.waitUntil("the note is back") { notes.listTitles.count == 3 }
            XCTAssertNil(notes.screen.undoToast, "the toast goes with the undo")
        }
    }

    func testAStoreThatCannotBeReadShowsWhy_andRetryReadsIt() throws {
        try MainActor.assumeIsolated {
            let notes = try LaunchedNotes.launch("LoadFails", failure: .foreignFile(path: "/home/ada/.local/share/vsm-notes/notes.sqlite"))
            defer { notes.close() }
            let user = notes.user
            user.waitUntil("the failure page") { notes.screen.outlets.pageStack.visibleChildName == "failed" }
            XCTAssertEqual(notes.screen.outlets.loadFailedPage.descriptionText,
                           "“/home/ada/.local/share/vsm-notes/notes.sqlite” is not a notes file. It was left unchanged.")
            notes.store.setFailure(nil)
            try user.click(.button("Retry"))
            user.waitUntil("the notes") { notes.listTitles.count == 3 }
        }
    }

    func testANarrowWindowShowsOnePaneAtATime() throws {
        try MainActor.assumeIsolated {
            let notes = try LaunchedNotes.launch("Narrow", width: 360)
            defer { notes.close() }
            let user = notes.user
            user.waitUntil("the panes fold") { notes.screen.layout.isFolded }
            XCTAssertFalse(notes.screen.layout.isShowingEditor)
            try user.click(XCTUnwrap(notes.screen.list.rowView(for: 1)).view)
            user.waitUntil("the editor comes forward") { notes.screen.layout.isShowingEditor }
            XCTAssertEqual(notes.screen.outlets.titleEntry.text, "Groceries")
            try user.click(.button("Back to Notes"))
            user.waitUntil("the sidebar comes back") { !notes.screen.layout.isShowingEditor }
            XCTAssertEqual(notes.screen.state.library?.selectedID, 1, "going back keeps the note open")
        }
    }

    func testEveryControlHasAnAccessibleName() throws {
        try MainActor.assumeIsolated {
            let notes = try LaunchedNotes.launch("Names")
            defer { notes.close() }
            let user = notes.user
            try user.click(XCTUnwrap(notes.screen.list.rowView(for: 1)).view)
            for name in ["New Note", "Delete Note"] {
                XCTAssertNoThrow(try user.find(.button(name)), name)
            }
            for name in ["Show as Grid", "Search", "Pin Note"] {
                XCTAssertNoThrow(try user.find(.toggleButton(name)), name)
            }
            // A menu button's inner toggle button takes its name too: two widgets, one name.
            XCTAssertFalse(user.findAll(.button("Main Menu")).isEmpty)
            XCTAssertNoThrow(try user.find(.textBox("Title")))
            XCTAssertNoThrow(try user.find(.textBox("Body")))
        }
    }
}

/// Export and import through the window: what the file chooser's answer leads to.
final class NotesExportImportViewTests: XCTestCase {
    func testExportAndImportSayWhatHappened_inAToast() throws {
        try MainActor.assumeIsolated {
            let notes = try LaunchedNotes.launch("Files")
            defer { notes.close() }
            let user = notes.user
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-view-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }

            try user.click(XCTUnwrap(notes.screen.list.rowView(for: 1)).view)
            notes.screen.exportNote(to: folder + "/Groceries.md")
            user.waitUntil("the export toast") { (try? user.find(.label("Exported “Groceries” to “\(folder)/Groceries.md”."))) != nil }

            XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/latin1.txt", contents: Data([0x63, 0x61, 0x66, 0xE9])))
            notes.screen.importNote(from: folder + "/latin1.txt")
            user.waitUntil("the refusal") { notes.screen.state.library?.message?.contains("is not UTF-8 text") == true }
            XCTAssertEqual(notes.listTitles.count, 3, "nothing was added")

            notes.screen.importNote(from: folder + "/Groceries.md")
            user.waitUntil("the imported note") { notes.listTitles.count == 4 }
            XCTAssertEqual(notes.screen.outlets.titleEntry.text, "Groceries")
            XCTAssertEqual(notes.screen.outlets.bodyView.buffer.text, "Milk\nEggs\nBread")
        }
    }
}
