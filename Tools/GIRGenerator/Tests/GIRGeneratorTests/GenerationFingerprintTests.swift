import Foundation
import GIRGeneratorCore
import XCTest

/// A run whose arguments, generator and GIR files are those of the last generation, with its
/// outputs in place, has nothing to do; any change to one of them means generating again.
final class GenerationFingerprintTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gir-fingerprint-\(getpid())-\(name.hashValue)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("gir"), withIntermediateDirectories: true)
        try Data("<repository/>".utf8).write(to: folder.appendingPathComponent("gir/Mini-1.0.gir"))
        try Data("generator build 1".utf8).write(to: folder.appendingPathComponent("gir-swift"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out/Generated-Mini"), withIntermediateDirectories: true)
        try Data("// bindings".utf8).write(to: folder.appendingPathComponent("out/Generated-Mini/MiniBindings0.swift"))
        try Data("report".utf8).write(to: folder.appendingPathComponent("out/Mini.report.txt"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func fingerprint(arguments: [String] = ["--namespace", "Mini-1.0"]) throws -> GenerationFingerprint {
        try XCTUnwrap(GenerationFingerprint(arguments: arguments, executable: folder.appendingPathComponent("gir-swift").path,
                                            girDirectories: [folder.appendingPathComponent("gir").path]))
    }

    private var output: String { folder.appendingPathComponent("out/Generated-Mini").path }
    private var outputs: [String] { [folder.appendingPathComponent("out/Generated-Mini/MiniBindings0.swift").path] }
    private var report: String { folder.appendingPathComponent("out/Mini.report.txt").path }

    func testTheSameRunMatches_andNoRecordNeverMatches() throws {
        XCTAssertFalse(try fingerprint().matchesLastGeneration(into: output, outputs: outputs, report: report))
        try fingerprint().record(forOutput: output)
        XCTAssertTrue(try fingerprint().matchesLastGeneration(into: output, outputs: outputs, report: report))
        GenerationFingerprint.forget(output: output)
        XCTAssertFalse(try fingerprint().matchesLastGeneration(into: output, outputs: outputs, report: report))
    }

    func testAnyChangedInputMeansGeneratingAgain() throws {
        try fingerprint().record(forOutput: output)
        XCTAssertFalse(try fingerprint(arguments: ["--namespace", "Mini-1.0", "--types-only"])
            .matchesLastGeneration(into: output, outputs: outputs, report: report), "another argument")

        try Data("generator build 2".utf8).write(to: folder.appendingPathComponent("gir-swift"))
        XCTAssertFalse(try fingerprint().matchesLastGeneration(into: output, outputs: outputs, report: report), "another generator")
        try fingerprint().record(forOutput: output)

        try Data("<repository version=\"1.2\"/>".utf8).write(to: folder.appendingPathComponent("gir/Mini-1.0.gir"))
        XCTAssertFalse(try fingerprint().matchesLastGeneration(into: output, outputs: outputs, report: report), "a changed GIR file")
        try fingerprint().record(forOutput: output)

        try Data("<repository/>".utf8).write(to: folder.appendingPathComponent("gir/Other-1.0.gir"))
        XCTAssertFalse(try fingerprint().matchesLastGeneration(into: output, outputs: outputs, report: report), "a new GIR file")
        try fingerprint().record(forOutput: output)

        try FileManager.default.removeItem(atPath: outputs[0])
        XCTAssertFalse(try fingerprint().matchesLastGeneration(into: output, outputs: outputs, report: report), "a missing output")
    }

    func testAnUnreadableGeneratorGivesNoFingerprint() {
        XCTAssertNil(GenerationFingerprint(arguments: [], executable: folder.appendingPathComponent("missing").path,
                                           girDirectories: [folder.path]))
    }
}
