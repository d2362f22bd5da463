import NotesFeature
import VSM
import VSMTesting
import XCTest

/// The library's actions and the states they return, with no display: each test is a
/// journey of what the window shows, as a person would tell it.
final class NotesLibraryModelTests: XCTestCase {
    private let three = [note(1, "Groceries", body: "milk\neggs", minutes: 1),
                         note(2, "Ideas", body: "a notes app", minutes: 3),
                         note(3, "Books", minutes: 2)]

    @MainActor
    func testCreateTypeAndAutosave_inOneContainer() async throws {
        let store = InMemoryNoteStore()
        let notes = StateContainer(state: NotesViewState(store: store))
        let journey = StateRecorder(recording: notes)
        guard case .initialized(let loader) = notes.state else { return XCTFail("not initialized") }
        notes.observe(loader.load())
        await journey.waitUntil("the library") { $0.last?.library != nil }

        notes.observe(try XCTUnwrap(notes.state.library).model.create())
        await journey.waitUntil("the new note") { $0.last?.library?.selectedID == 1 }
        notes.observe(try XCTUnwrap(notes.state.library).model.edit("Plan", "Write the app"))
        notes.observe(try XCTUnwrap(notes.state.library).model.save())
        await journey.waitUntil("the save") { $0.count == 6 }

        await journey.expect([
            "loading", "no notes", "▸Untitled",
            "▸Plan — unsaved", "▸Plan — saving", "▸Plan",
        ], comparing: screen)
        XCTAssertEqual(store.storedNotes.map(\.title), ["Plan"])
        XCTAssertEqual(store.storedNotes.map(\.body), ["Write the app"])
    }

    func testEditWithoutAnOpenNoteChangesNothing() async throws {
        let library = try await load(InMemoryNoteStore(notes: three))
        XCTAssertEqual(library.model.edit("x", "y").library, library)
    }

    func testAFailedSaveKeepsTheTextAndSaysWhy_andRetrySavesIt() async throws {
        let store = InMemoryNoteStore(notes: three)
        let library = try await load(store, options: NotesStartOptions(selectedID: 2))
        let edited = try XCTUnwrap(library.model.edit("Ideas!", "more").library)
        store.setFailure(.failed(detail: "disk full"))
        let failed = await expectStates(of: edited.model.save(), [
            "▸Ideas!, Books, Groceries — saving",
            "▸Ideas!, Books, Groceries — save failed: The notes could not be stored: disk full. [Retry]",
        ], comparing: screen)
        XCTAssertEqual(failed.last?.library?.selectedNote?.body, "more", "nothing typed is lost")

        store.setFailure(nil)
        let retried = try XCTUnwrap(failed.last?.library)
        await expectStates(of: retried.model.save(), [
            "▸Ideas!, Books, Groceries — saving",
            "▸Ideas!, Books, Groceries",
        ], comparing: screen)
        XCTAssertEqual(store.storedNotes.first { $0.id == 2 }?.title, "Ideas!")
    }

    func testSaveWritesEveryEditedNote_andMovesThemUpByDate() async throws {
        let store = InMemoryNoteStore(notes: three)
        var library = try await load(store, options: NotesStartOptions(selectedID: 1))
        library = try XCTUnwrap(library.model.edit("Groceries", "milk").library)
        library = try XCTUnwrap(library.model.select(3).library)
        library = try XCTUnwrap(library.model.edit("Books to read", "").library)
        XCTAssertEqual(library.unsavedIDs, [1, 3])
        let saved = await outcome(library.model.save())
        XCTAssertEqual(saved.map(screen), "▸Books to read, Groceries, Ideas", "saved notes are the newest")
        XCTAssertEqual(store.writeCount, 2)
    }

    func testSearchFindsTitlesAndBodies_ignoringCase_andKeepsTheOpenNote() async throws {
        let library = try await load(InMemoryNoteStore(notes: three), options: NotesStartOptions(selectedID: 2))
        let found = await expectStates(of: library.model.search("  MILK "),
                                       ["Groceries matching “MILK” (open: Ideas)"], comparing: screen)
        XCTAssertEqual(found.last?.library?.selectedID, 2, "searching never closes the open note")
        await expectStates(of: try XCTUnwrap(found.last?.library).model.search(""),
                           ["▸Ideas, Books, Groceries"], comparing: screen)
    }

    func testSortOrdersAndLayout_pinnedFirst() async throws {
        let store = InMemoryNoteStore(notes: three)
        let library = try await load(store)
        await expectStates(of: library.model.sort(.title), ["Books, Groceries, Ideas"], comparing: screen)
        await expectStates(of: library.model.sort(.created), ["Ideas, Books, Groceries"], comparing: screen)
        let pinned = try await finalLibrary(library.model.togglePin(1))
        XCTAssertEqual(screen(.ready(pinned)), "📌Groceries, Ideas, Books")
        await expectStates(of: pinned.model.sort(.title), ["📌Groceries, Books, Ideas"], comparing: screen)
        await expectStates(of: pinned.model.show(.grid), ["grid: 📌Groceries, Ideas, Books"], comparing: screen)
        let unpinned = try await finalLibrary(pinned.model.togglePin(1))
        XCTAssertEqual(screen(.ready(unpinned)), "Groceries, Ideas, Books", "unpinning is a change too: newest")
        XCTAssertEqual(store.storedNotes.map(\.isPinned), [false, false, false])
    }

    func testDeleteOffersUndo_undoBringsTheNoteBack_dismissForgetsIt() async throws {
        let store = InMemoryNoteStore(notes: three)
        let library = try await load(store, options: NotesStartOptions(selectedID: 2))
        let deleted = await expectStates(of: library.model.delete(2),
                                         ["Books, Groceries — deleted Ideas [Undo]"], comparing: screen)
        XCTAssertEqual(store.storedNotes.map(\.id), [1, 3])
        let afterDelete = try XCTUnwrap(deleted.last?.library)
        XCTAssertNil(afterDelete.selectedID, "the editor closes with its note")

        await expectStates(of: afterDelete.model.undoDelete(), ["▸Ideas, Books, Groceries"], comparing: screen)
        XCTAssertEqual(store.storedNotes.map(\.title), ["Groceries", "Ideas", "Books"])
        await expectStates(of: afterDelete.model.dismissUndo(), ["Books, Groceries"], comparing: screen)
    }

    func testActionsOnNotesThatAreGoneChangeNothing() async throws {
        let library = try await load(InMemoryNoteStore(notes: three))
        let same = [screen(.ready(library))]
        await expectStates(of: library.model.delete(99), same, comparing: screen)
        await expectStates(of: library.model.togglePin(99), same, comparing: screen)
        await expectStates(of: library.model.undoDelete(), same, comparing: screen)
    }

    func testFailedCreatePinDeleteAndUndoSayWhy() async throws {
        let store = InMemoryNoteStore(notes: three)
        let library = try await load(store)
        let deleted = try await finalLibrary(library.model.delete(3))
        store.setFailure(.failed(detail: "read-only file"))
        let why = "The notes could not be stored: read-only file."
        await expectStates(of: library.model.create(), ["Ideas, Books, Groceries — \(why)"], comparing: screen)
        await expectStates(of: library.model.togglePin(1), ["Ideas, Books, Groceries — \(why)"], comparing: screen)
        await expectStates(of: library.model.delete(1), ["Ideas, Books, Groceries — \(why)"], comparing: screen)
        let failedUndo = await expectStates(of: deleted.model.undoDelete(),
                                            ["Ideas, Groceries — deleted Books [Undo] — \(why)"], comparing: screen)
        store.setFailure(nil)
        let next = try XCTUnwrap(failedUndo.last?.library).model.search("")
        XCTAssertNil(next.library?.message, "the next action clears the message")
    }

    func testNoteTitlesAndPreviews() {
        XCTAssertEqual(note(1, "  ").displayTitle, "Untitled")
        XCTAssertEqual(note(1, " Plan ").displayTitle, "Plan")
        XCTAssertEqual(note(1, "x", body: "\n  first line \nsecond").preview, "first line")
        XCTAssertEqual(NoteSortOrder.allCases.map(\.label), ["Last Modified", "Date Created", "Title"])
    }
}
