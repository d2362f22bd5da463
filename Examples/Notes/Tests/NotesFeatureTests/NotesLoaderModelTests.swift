import NotesFeature
import VSM
import VSMTesting
import XCTest

/// Opening the window: the load, its failure and Retry, and which note opens.
final class NotesLoaderModelTests: XCTestCase {
    func testLoadShowsLoadingThenTheNotes_newestFirst() async throws {
        let store = InMemoryNoteStore(notes: [note(1, "Old", minutes: 1), note(2, "New", minutes: 2)])
        guard case .initialized(let loader) = NotesViewState(store: store) else { return XCTFail("not initialized") }
        XCTAssertEqual(loader.load().synchronousStateCount, 1, "loading shows before the first frame")
        await expectStates(of: loader.load(), ["loading", "New, Old"], comparing: screen)
    }

    func testTheLastNoteOpensWhenAsked_andAMissingOneIsIgnored() async {
        let store = InMemoryNoteStore(notes: [note(1, "One"), note(2, "Two", minutes: 1)])
        let opened = await loadedLibrary(store, options: NotesStartOptions(selectedID: 1))
        XCTAssertEqual(opened?.selectedNote?.title, "One")
        let gone = await loadedLibrary(store, options: NotesStartOptions(selectedID: 99))
        XCTAssertNil(gone?.selectedID, "a note deleted since is not selected")
        let ordered = await loadedLibrary(store, options: NotesStartOptions(sortOrder: .title, layout: .grid))
        XCTAssertEqual(ordered.map { screen(.ready($0)) }, "grid: One, Two")
    }

    func testAFailedLoadSaysWhy_andRetryReadsAgain() async throws {
        let store = InMemoryNoteStore(notes: [note(1, "Kept")])
        store.setFailure(.foreignFile(path: "/data/notes.sqlite"))
        guard case .initialized(let loader) = NotesViewState(store: store) else { return XCTFail("not initialized") }
        let states = await expectStates(of: loader.load(), [
            "loading",
            "failed: “/data/notes.sqlite” is not a notes file. It was left unchanged. [Retry]",
        ], comparing: screen)
        guard case .loadFailed(let failure) = states.last else { return XCTFail("no failure state") }
        XCTAssertEqual(failure.error, .foreignFile(path: "/data/notes.sqlite"))
        XCTAssertNil(NotesViewState.loadFailed(failure).library)

        store.setFailure(nil)
        await expectStates(of: failure.retry(), ["loading", "Kept"], comparing: screen)
    }

    func testEveryStoreErrorHasASentenceForThePerson() {
        let errors: [NoteStoreError] = [
            .unusableLocation(path: "/x", detail: "a file is in its place"), .foreignFile(path: "/x"),
            .damaged(path: "/x", detail: "malformed"), .failed(detail: "disk full"), .noSuchNote(id: 3),
        ]
        XCTAssertEqual(errors.map(\.message), [
            "The notes folder “/x” cannot be used: a file is in its place.",
            "“/x” is not a notes file. It was left unchanged.",
            "The notes file “/x” is damaged (malformed). It was left unchanged.",
            "The notes could not be stored: disk full.",
            "This note no longer exists.",
        ])
    }
}
