import Foundation
import XCTest
@testable import GIRGeneratorCore

/// The folder of the fixture GIR files (copied into the test bundle's resources).
let fixturesDirectory: String = {
    Bundle.module.resourceURL!.appendingPathComponent("Fixtures").path
}()

/// Generation of the `Mini` fixture namespace with default options, once per test.
func generateMini(_ configure: (inout GeneratorOptions) -> Void = { _ in }) throws
    -> (files: [String: String], report: GenerationReport) {
    var options = GeneratorOptions(namespace: "Mini-1.0")
    options.cModules = ["CMini"]
    configure(&options)
    let (files, report) = try Generator.generate(girDirectory: fixturesDirectory, options: options)
    return (Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.contents) }), report)
}

/// Asserts that `text` contains `fragment`, showing the text on failure.
func XCTAssertContains(_ text: String?, _ fragment: String, file: StaticString = #filePath, line: UInt = #line) {
    guard let text else { return XCTFail("no text (looking for \(fragment))", file: file, line: line) }
    XCTAssertTrue(text.contains(fragment), "missing:\n\(fragment)\n--- in:\n\(text)", file: file, line: line)
}

/// Asserts that `text` does not contain `fragment`.
func XCTAssertNotContains(_ text: String?, _ fragment: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertFalse(text?.contains(fragment) ?? false, "unexpected:\n\(fragment)", file: file, line: line)
}
