import CGLib
import Foundation
import Gio
import GLib
import VSMGtkTesting
import XCTest

/// GIO's `GFile` from Swift through the generated bindings: made for a path by the interface
/// function `fileNewForPath`, contents written and read back (synchronously, and `async` on
/// the main loop, from a `GBytes` too), GLib's error for a missing file, and cancellation through a `Cancellable`
/// and through Swift task cancellation. Runs on the main actor, with the GLib main loop.
final class GioFileTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "gio-file-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// GIO's classes registered, and the bridge that lets the GLib loop run main-actor jobs:
    /// the async calls resume there (without it, a run of these tests alone never finishes).
    @MainActor
    private static func prepare() {
        registerGioTypes()
        MainLoopBridge.install()
    }

    func testAFileForAPathHasThatPathAndIsUsableAsAFile() throws {
        let path = folder + "/notes.txt"
        try onMainActor {
            Self.prepare()
            let file = try XCTUnwrap(fileNewForPath(path), "GLocalFile, a private class, is wrapped as a Gio.File")
            XCTAssertEqual(file.path, path)
            XCTAssertEqual(file.basename, "notes.txt")
            XCTAssertFalse(file.queryExists(nil))
            XCTAssertTrue(file.isA(g_file_get_type()), "the wrapper's object is a GFile")
        }
    }

    func testContentsWrittenAreReadBackSynchronously() throws {
        let path = folder + "/sync.txt"
        try onMainActor {
            Self.prepare()
            let file = try XCTUnwrap(fileNewForPath(path))
            let written = try file.replaceContents(Self.characters("grüß dich"), etag: nil, makeBackup: false, flags: [], cancellable: nil)
            XCTAssertTrue(written.result)
            XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "grüß dich")
            let read = try file.loadContents(nil)
            XCTAssertTrue(read.result)
            XCTAssertEqual(Self.text(read.contents), "grüß dich")
            XCTAssertNotNil(read.etagOut)
        }
    }

    func testContentsAreReadAsynchronouslyOnTheMainLoop() throws {
        let path = folder + "/async.txt"
        try "from disk".write(toFile: path, atomically: true, encoding: .utf8)
        try onMainActor {
            Self.prepare()
            let file = try XCTUnwrap(fileNewForPath(path))
            let outcome = AsyncCall<String>()
            Task { @MainActor in
                await outcome.run { Self.text(try await file.loadContents().contents) }
            }
            waitUntil("the asynchronous read finished") { outcome.result != nil }
            XCTAssertEqual(try outcome.result?.get(), "from disk")
            let bytes = AsyncCall<[UInt8]>()
            Task { @MainActor in
                await bytes.run { try await file.loadBytes().result.data }
            }
            waitUntil("the asynchronous read into a GBytes finished") { bytes.result != nil }
            XCTAssertEqual(try bytes.result?.get(), Array("from disk".utf8))
        }
    }

    func testBytesWrittenAsynchronouslyAreReadBack() throws {
        let path = folder + "/bytes.txt"
        try onMainActor {
            Self.prepare()
            let file = try XCTUnwrap(fileNewForPath(path))
            let written = AsyncCall<Bool>()
            Task { @MainActor in
                // Only the Swift wrapper holds the bytes: GIO keeps its own reference until it wrote them.
                await written.run {
                    try await file.replaceContentsBytes(Bytes(Array("grüß aus GBytes".utf8)), etag: nil,
                                                       makeBackup: false, flags: []).result
                }
            }
            waitUntil("the asynchronous write finished") { written.result != nil }
            XCTAssertEqual(try written.result?.get(), true)
            XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "grüß aus GBytes")
            let read = AsyncCall<[UInt8]>()
            Task { @MainActor in
                await read.run { try await file.loadBytes().result.data }
            }
            waitUntil("the asynchronous read finished") { read.result != nil }
            XCTAssertEqual(try read.result?.get(), Array("grüß aus GBytes".utf8))
        }
    }

    func testReadingAMissingFileThrowsGLibsErrorWithDomainCodeAndMessage() throws {
        let path = folder + "/missing.txt"
        try onMainActor {
            Self.prepare()
            let file = try XCTUnwrap(fileNewForPath(path))
            XCTAssertThrowsError(try file.loadContents(nil)) { error in
                Self.assertNotFound(error, path: path)
            }
            let outcome = AsyncCall<String>()
            Task { @MainActor in
                await outcome.run { Self.text(try await file.loadContents().contents) }
            }
            waitUntil("the asynchronous read failed") { outcome.result != nil }
            XCTAssertThrowsError(try outcome.result?.get()) { error in
                Self.assertNotFound(error, path: path)
            }
        }
    }

    func testCancellationStopsTheReadWithGLibsErrorOrCancellationError() throws {
        let path = folder + "/cancelled.txt"
        try "never read".write(toFile: path, atomically: true, encoding: .utf8)
        try onMainActor {
            Self.prepare()
            let file = try XCTUnwrap(fileNewForPath(path))
            // A cancelled Cancellable: GLib's G_IO_ERROR_CANCELLED, as a GLibError.
            let cancellable = Cancellable()
            cancellable.cancel()
            XCTAssertThrowsError(try file.loadContents(cancellable)) { error in
                guard let error = error as? GLibError else { return XCTFail("not a GLibError: \(error)") }
                XCTAssertEqual(error.domain, "g-io-error-quark")
                XCTAssertEqual(error.code, Int32(G_IO_ERROR_CANCELLED.rawValue))
            }
            // A cancelled task: the call's own cancellable is cancelled, the caller gets
            // Swift's CancellationError.
            let outcome = AsyncCall<String>()
            let task = Task { @MainActor in
                await outcome.run { Self.text(try await file.loadContents().contents) }
            }
            task.cancel()
            waitUntil("the cancelled read finished") { outcome.result != nil }
            XCTAssertThrowsError(try outcome.result?.get()) { error in
                XCTAssertTrue(error is CancellationError, "got \(error)")
            }
        }
    }

    // MARK: Helpers

    private static func characters(_ text: String) -> [CChar] {
        text.utf8.map { CChar(bitPattern: $0) }
    }

    private static func text(_ characters: [CChar]) -> String {
        String(decoding: characters.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func assertNotFound(_ error: any Error, path: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let error = error as? GLibError else { return XCTFail("not a GLibError: \(error)", file: file, line: line) }
        XCTAssertEqual(error.domain, "g-io-error-quark", file: file, line: line)
        XCTAssertEqual(error.code, Int32(G_IO_ERROR_NOT_FOUND.rawValue), file: file, line: line)
        XCTAssertTrue(error.message.contains("missing.txt"), "message: \(error.message)", file: file, line: line)
    }
}
