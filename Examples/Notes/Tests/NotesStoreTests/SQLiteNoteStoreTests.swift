import Foundation
import GRDB
import NotesFeature
import NotesStore
import XCTest

/// The SQLite store on a temporary data folder: first run, reopening, and the files it must
/// never change.
final class SQLiteNoteStoreTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString)").path
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private var location: NotesStoreLocation { NotesStoreLocation(folder: folder + "/vsm-notes") }

    private func makeStore() -> SQLiteNoteStore {
        SQLiteNoteStore(location: location, now: { Date(timeIntervalSince1970: 1_800_000_000) })
    }

    func testTheFirstRunMakesThePrivateFolderAndFile_andNotesOutliveTheStore() async throws {
        let store = makeStore()
        let empty = try await store.loadNotes()
        XCTAssertEqual(empty, [])
        let mode = try FileManager.default.attributesOfItem(atPath: location.folder)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o700)
        let fileMode = try FileManager.default.attributesOfItem(atPath: location.databasePath)[.posixPermissions] as? Int
        XCTAssertEqual(fileMode, 0o600, "notes are private")

        var created = try await store.createNote()
        created.title = "Plan"
        created.body = "Write the app"
        created.isPinned = true
        let saved = try await store.save(created)
        let other = try await store.createNote()
        try await store.deleteNote(id: other.id)

        let reopened = try await makeStore().loadNotes()
        XCTAssertEqual(reopened, [saved])
        try await store.restore(other)
        let restored = try await makeStore().loadNotes()
        XCTAssertEqual(restored.map(\.id).sorted(), [created.id, other.id])
    }

    func testNotesThatAreGoneAreReportedAsGone() async throws {
        let store = makeStore()
        let note = try await store.createNote()
        try await store.deleteNote(id: note.id)
        do {
            _ = try await store.save(note)
            XCTFail("saved a deleted note")
        } catch {
            XCTAssertEqual(error, .noSuchNote(id: note.id))
        }
        do {
            try await store.deleteNote(id: note.id)
            XCTFail("deleted a deleted note")
        } catch {
            XCTAssertEqual(error, .noSuchNote(id: note.id))
        }
    }

    func testAnotherProgramsFileIsRefusedAndLeftByteForByte() async throws {
        try FileManager.default.createDirectory(atPath: location.folder, withIntermediateDirectories: true)
        let text = Data("shopping list, not a database\n".utf8)
        XCTAssertTrue(FileManager.default.createFile(atPath: location.databasePath, contents: text))
        await expectLoadFailure(.foreignFile(path: location.databasePath))
        XCTAssertEqual(FileManager.default.contents(atPath: location.databasePath), text)

        try FileManager.default.removeItem(atPath: location.databasePath)
        let foreign = try DatabaseQueue(path: location.databasePath)
        try await foreign.write { db in try db.execute(sql: "CREATE TABLE photos (id INTEGER PRIMARY KEY)") }
        try foreign.close()
        let before = FileManager.default.contents(atPath: location.databasePath)
        await expectLoadFailure(.foreignFile(path: location.databasePath))
        XCTAssertEqual(FileManager.default.contents(atPath: location.databasePath), before)
    }

    func testADamagedNotesFileIsRefusedAndLeftAlone_andRetryWorksOnceItIsMovedAway() async throws {
        _ = try await makeStore().loadNotes()
        var bytes = try XCTUnwrap(FileManager.default.contents(atPath: location.databasePath))
        bytes.replaceSubrange(100..<bytes.count, with: Data(repeating: 0xA5, count: bytes.count - 100))
        XCTAssertTrue(FileManager.default.createFile(atPath: location.databasePath, contents: bytes))
        let store = makeStore()
        do {
            _ = try await store.loadNotes()
            XCTFail("opened a damaged file")
        } catch {
            guard case .damaged = error else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(FileManager.default.contents(atPath: location.databasePath), bytes)
        try FileManager.default.moveItem(atPath: location.databasePath, toPath: location.databasePath + ".broken")
        let notes = try await store.loadNotes()
        XCTAssertEqual(notes, [], "the same store opens once the person moved the file away")
    }

    func testAFileWhereTheFolderGoesIsAnUnusableLocation() async throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: location.folder, contents: Data("x".utf8)))
        await expectLoadFailure(.unusableLocation(path: location.folder, detail: "a file is in its place"))
    }

    func testTheStandardLocationFollowsXDG() {
        XCTAssertEqual(NotesStoreLocation.standard(environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"]).databasePath,
                       "/d/vsm-notes/notes.sqlite")
        XCTAssertEqual(NotesStoreLocation.standard(environment: ["XDG_DATA_HOME": "rel", "HOME": "/h"]).folder,
                       "/h/.local/share/vsm-notes", "a relative XDG_DATA_HOME is ignored")
    }

    private func expectLoadFailure(_ expected: NoteStoreError, line: UInt = #line) async {
        do {
            _ = try await makeStore().loadNotes()
            XCTFail("loaded", line: line)
        } catch {
            XCTAssertEqual(error, expected, line: line)
        }
    }
}
