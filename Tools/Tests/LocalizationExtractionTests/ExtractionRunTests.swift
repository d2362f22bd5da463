import Foundation
import LocalizationExtraction
import XCTest

/// `vsm-extract-strings` over a small project: POTFILES must list exactly the files with
/// messages, and every problem is reported.
final class ExtractionRunTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("vsm-extract-\(UUID().uuidString)")
        try write("Sources/A/Messages.swift", "let a = localized(\"Hello\")\nlet b = localized(\"Bye\")\n")
        try write("Sources/A/Plain.swift", "let c = 1\n")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    private func run() -> ExtractionRun.Outcome {
        ExtractionRun(root: root, potfiles: "po/POTFILES", outputDirectory: root.appendingPathComponent("out"),
                      scanDirectories: ["Sources"]).run()
    }

    func test_aCompleteList_writesTheMirrors() throws {
        try write("po/POTFILES", "# Swift\nSources/A/Messages.swift\n\nResources/Main.ui  # not Swift: xgettext reads it\n")
        XCTAssertEqual(run(), .extracted(listedSwiftFiles: ["Sources/A/Messages.swift"], messageCount: 2))
        let mirror = try String(contentsOf: root.appendingPathComponent("out/Sources/A/Messages.swift"), encoding: .utf8)
        XCTAssertTrue(mirror.hasPrefix("/* xgettext:no-objc-format no-c-format */ gettext(\"Hello\");\n"))
    }

    func test_aFileWithMessagesMissingFromTheList_fails() throws {
        try write("po/POTFILES", "\n")
        XCTAssertEqual(run(), .failed(problems: [
            "Sources/A/Messages.swift has 2 translatable message(s) but is not listed in POTFILES",
        ]))
    }

    func test_staleAndMissingEntries_fail() throws {
        try write("po/POTFILES", "Sources/A/Messages.swift\nSources/A/Plain.swift\nSources/Gone.swift\n")
        XCTAssertEqual(run(), .failed(problems: [
            "POTFILES lists Sources/A/Plain.swift, which has no translatable message (or does not exist)",
            "POTFILES lists Sources/Gone.swift, which has no translatable message (or does not exist)",
        ]))
    }

    func test_anUnextractableCall_anywhere_failsWithFileAndLine() throws {
        try write("po/POTFILES", "Sources/A/Messages.swift\n")
        try write("Sources/B/Bad.swift", "\nlet x = localized(name)\n")
        guard case .failed(let problems) = run() else { return XCTFail("expected a failure") }
        XCTAssertEqual(problems.count, 1)
        XCTAssertTrue(problems[0].hasPrefix("Sources/B/Bad.swift:2: error: "), problems[0])
    }

    func test_aMissingPOTFILES_fails() {
        guard case .failed(let problems) = run() else { return XCTFail("expected a failure") }
        XCTAssertTrue(problems[0].hasPrefix("cannot read po/POTFILES"), problems[0])
    }
}
