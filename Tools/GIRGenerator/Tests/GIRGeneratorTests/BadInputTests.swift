import Foundation
import VSMTesting
import XCTest
@testable import GIRGeneratorCore

/// Missing, unreadable and malformed GIR: errors name the file and the element, and
/// nothing is written.
final class BadInputTests: XCTestCase {
    private func error(loading stem: String, directory: String = fixturesDirectory) -> GIRError? {
        do {
            try GIRRepository(directory: directory).load(stem)
            return nil
        } catch {
            return error
        }
    }

    func testMissingFileNamesThePath() throws {
        let failure = try XCTUnwrap(error(loading: "Nothing-1.0"))
        XCTAssertEqual(failure.kind, .missingFile)
        XCTAssertTrue(failure.file.hasSuffix("/Nothing-1.0.gir"))
        XCTAssertTrue(failure.description.contains("Nothing-1.0.gir: no such GIR file"), failure.description)
    }

    func testMissingIncludeNamesTheIncludedFile() throws {
        let failure = try XCTUnwrap(error(loading: "BadInclude-1.0"))
        XCTAssertEqual(failure.kind, .missingFile)
        XCTAssertTrue(failure.file.hasSuffix("/Missing-9.0.gir"), failure.file)
    }

    func testNotXMLIsMalformedWithALine() throws {
        let failure = try XCTUnwrap(error(loading: "NotXML-1.0"))
        guard case .malformedXML = failure.kind else { return XCTFail("\(failure)") }
        XCTAssertEqual(failure.file, "NotXML-1.0.gir")
        XCTAssertNotNil(failure.line)
    }

    func testTruncatedXMLNamesTheOpenElement() throws {
        let failure = try XCTUnwrap(error(loading: "Truncated-1.0"))
        guard case .malformedXML = failure.kind else { return XCTFail("\(failure)") }
        XCTAssertEqual(failure.element, "class")
        XCTAssertTrue(failure.description.hasPrefix("Truncated-1.0.gir:"), failure.description)
    }

    func testClassWithoutNameNamesTheElementAndLine() throws {
        let failure = try XCTUnwrap(error(loading: "NoName-1.0"))
        XCTAssertEqual(failure.kind, .missingAttribute("name"))
        XCTAssertEqual(failure.element, "class")
        XCTAssertEqual(failure.line, 5)
        XCTAssertEqual(failure.description, "NoName-1.0.gir:5: <class>: missing required attribute 'name'")
    }

    func testInvalidValueIsReported() throws {
        let failure = try XCTUnwrap(error(loading: "BadValue-1.0"))
        XCTAssertEqual(failure.kind, .invalidAttribute(name: "value", value: "one"))
        XCTAssertEqual(failure.element, "member")
    }

    func testUnreadableFileIsReported() throws {
        guard runsUnprivileged(self) else { return }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gir-unreadable-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Locked-1.0.gir")
        try Data("<repository/>".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
        let failure = try XCTUnwrap(error(loading: "Locked-1.0", directory: directory.path))
        guard case .unreadable = failure.kind else { return XCTFail("\(failure)") }
    }

    func testNothingIsWrittenWhenGenerationFails() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("gir-out-\(getpid())")
        defer { try? FileManager.default.removeItem(at: output) }
        var options = GeneratorOptions(namespace: "NoName-1.0")
        options.cModules = ["CMini"]
        XCTAssertThrowsError(try Generator.generate(girDirectory: fixturesDirectory, options: options))
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
    }

    func testWriteReplacesTheWholeFolder() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("gir-replace-\(getpid())")
        defer { try? FileManager.default.removeItem(at: output) }
        try Generator.write([GeneratedFile(name: "Old.swift", contents: "old\n")], to: output.path,
                            report: nil, reportPath: nil)
        let (files, report) = try generateMini()
        let reportPath = output.deletingLastPathComponent().appendingPathComponent("Mini-\(getpid()).report.txt").path
        defer { try? FileManager.default.removeItem(atPath: reportPath) }
        try Generator.write(files.map { GeneratedFile(name: $0.key, contents: $0.value) }, to: output.path,
                            report: report, reportPath: reportPath)
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path)
        XCTAssertFalse(names.contains("Old.swift"), "the previous output is replaced, not merged")
        XCTAssertEqual(Set(names), Set(files.keys))
        XCTAssertTrue(try String(contentsOfFile: reportPath, encoding: .utf8).hasPrefix("gir-swift report for Mini-1.0"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path)
            .filter { $0.contains(".gir-replace-\(getpid()).gir-swift") }
        XCTAssertEqual(leftovers, [], "no staging folder is left behind")
    }

    func testARewriteKeepsUnchangedFilesAsTheyWere() throws {
        let manager = FileManager.default
        let output = manager.temporaryDirectory.appendingPathComponent("gir-keep-\(getpid())")
        defer { try? manager.removeItem(at: output) }
        try Generator.write([GeneratedFile(name: "Same.swift", contents: "same\n"),
                             GeneratedFile(name: "Changed.swift", contents: "before\n")],
                            to: output.path, report: nil, reportPath: nil)
        let same = output.appendingPathComponent("Same.swift").path
        let before = try manager.attributesOfItem(atPath: same)
        try Generator.write([GeneratedFile(name: "Same.swift", contents: "same\n"),
                             GeneratedFile(name: "Changed.swift", contents: "after\n")],
                            to: output.path, report: nil, reportPath: nil)
        let after = try manager.attributesOfItem(atPath: same)
        // The compiler and the build system see an unchanged file: same inode, same time.
        XCTAssertEqual(after[.systemFileNumber] as? UInt64, before[.systemFileNumber] as? UInt64)
        XCTAssertEqual(after[.modificationDate] as? Date, before[.modificationDate] as? Date)
        XCTAssertEqual(try String(contentsOfFile: output.appendingPathComponent("Changed.swift").path, encoding: .utf8),
                       "after\n")
        XCTAssertEqual(Set(try manager.contentsOfDirectory(atPath: output.path)), ["Same.swift", "Changed.swift"])
    }
}
