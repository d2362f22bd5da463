import Foundation
import NotesFeature
import VSM
import VSMTesting
import XCTest

/// Exporting the open note to a Markdown file and importing one, on a temporary folder,
/// with the refusals a person must understand.
final class NoteExportImportTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-files-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func library(selected: Int64? = 1) async throws -> NotesLibrary {
        let store = InMemoryNoteStore(notes: [note(1, "Groceries", body: "Milk\nEggs", minutes: 1)])
        guard case .initialized(let loader) = NotesViewState(store: store, options: NotesStartOptions(selectedID: selected)),
              let library = await outcome(loader.load())?.library else { throw NotReady() }
        return library
    }

    func testExportWritesMarkdown_andImportReadsItBackAsANewNote() async throws {
        let library = try await library()
        let path = folder + "/Groceries.md"
        let exported = try await finalLibrary(library.model.exportNote(path))
        XCTAssertEqual(exported.message, "Exported “Groceries” to “\(path)”.")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "# Groceries\n\nMilk\nEggs\n")

        let imported = try await finalLibrary(exported.model.importNote(path))
        XCTAssertEqual(screen(.ready(imported)), "▸Groceries, Groceries — Imported “Groceries”.")
        XCTAssertEqual(imported.selectedNote?.body, "Milk\nEggs")
        XCTAssertNotEqual(imported.selectedID, 1, "a new note, the exported one stays")
    }

    func testAPlainTextFileIsNamedAfterTheFile() async throws {
        let path = folder + "/shopping list.txt"
        try "bread\nbutter".write(toFile: path, atomically: true, encoding: .utf8)
        let imported = try await finalLibrary(try await library().model.importNote(path))
        XCTAssertEqual(imported.selectedNote?.title, "shopping list")
        XCTAssertEqual(imported.selectedNote?.body, "bread\nbutter")
    }

    func testAnUnwritablePlaceIsRefusedWithAMessage() async throws {
        let library = try await library()
        // A file where the folder should be: refused whoever runs the test (root included).
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/file", contents: Data()))
        let path = folder + "/file/Groceries.md"
        await expectStates(of: library.model.exportNote(path), [
            "▸Groceries — The note cannot be written to “\(path)”: Not a directory.",
        ], comparing: screen)
    }

    func testANonUTF8FileIsRefusedWithAMessage_andNothingIsAdded() async throws {
        let path = folder + "/latin1.txt"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data([0x63, 0x61, 0x66, 0xE9])))
        await expectStates(of: try await library().model.importNote(path), [
            "▸Groceries — “\(path)” is not UTF-8 text. Only Markdown or plain text files can be imported.",
        ], comparing: screen)
    }

    func testAnOversizedFileIsRefusedWithAMessage() async throws {
        let path = folder + "/big.md"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(repeating: 0x61, count: 1_000_001)))
        await expectStates(of: try await library().model.importNote(path), [
            "▸Groceries — “\(path)” is larger than 1 MB, too large for a note.",
        ], comparing: screen)
        let missing = folder + "/missing.md"
        await expectStates(of: try await library().model.importNote(missing), [
            "▸Groceries — “\(missing)” cannot be read: No such file or directory.",
        ], comparing: screen)
    }

    func testExportWithoutAnOpenNoteDoesNothing() async throws {
        let library = try await library(selected: nil)
        await expectStates(of: library.model.exportNote(folder + "/x.md"), ["Groceries"], comparing: screen)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/x.md"))
    }

    func testMarkdownRoundTripsAndFileNames() {
        let plain = note(1, "A/B: plan", body: "line")
        XCTAssertEqual(NoteMarkdown.fileName(for: plain), "A-B- plan.md")
        let parsed = NoteMarkdown.note(from: NoteMarkdown.text(of: plain), fallbackTitle: "x")
        XCTAssertEqual(parsed.title, "A/B: plan")
        XCTAssertEqual(parsed.body, "line")
    }
}
