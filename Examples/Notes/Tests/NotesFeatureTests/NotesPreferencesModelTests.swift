import NotesFeature
import XCTest

/// The preferences window's actions: each writes through the store and returns what is stored.
final class NotesPreferencesModelTests: XCTestCase {
    private struct Refused: Error {}

    func testEachPreferenceIsWrittenAndReturned() {
        MainActor.assumeIsolated {
            let store = InMemoryPreferencesStore()
            let start = store.read()
            XCTAssertEqual(start, NotesPreferences(sortOrder: .modified, fontSize: 12, opensLastNote: true))
            let sorted = start.model(store: store).setSortOrder(.title)
            let bigger = sorted.model(store: store).setFontSize(18)
            let closed = bigger.model(store: store).setOpensLastNote(false)
            XCTAssertEqual(closed, NotesPreferences(sortOrder: .title, fontSize: 18, opensLastNote: false))
            XCTAssertEqual(store.stored, closed)
        }
    }

    func testFontSizeIsClampedToWhatTheEditorOffers() {
        MainActor.assumeIsolated {
            let store = InMemoryPreferencesStore()
            XCTAssertEqual(store.read().model(store: store).setFontSize(200).fontSize, 32)
            XCTAssertEqual(store.read().model(store: store).setFontSize(1).fontSize, 8)
        }
    }

    func testARefusedWriteShowsWhatIsStillStored() {
        MainActor.assumeIsolated {
            let store = InMemoryPreferencesStore(NotesPreferences(sortOrder: .created))
            store.failure = Refused()
            let shown = store.read().model(store: store).setSortOrder(.title)
            XCTAssertEqual(shown.sortOrder, .created, "the window shows the truth, not the wish")
        }
    }
}
