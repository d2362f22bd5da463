import XCTest
@testable import GIRGeneratorCore

/// A `utf8` input whose C type is a pointer to a string (`const gchar **endptr` of
/// `g_variant_parse`, which GIR does not mark as an output) is not a Swift `String`.
final class StringPointerTests: XCTestCase {
    func testAPointerToAStringIsNotPassedAsAString() throws {
        var options = GeneratorOptions(namespace: "Inherit-1.0")
        options.cModules = ["CInherit"]
        let (files, report) = try Generator.generate(girDirectory: fixturesDirectory, options: options)
        XCTAssertNotContains(files.first { $0.name == "InheritFunctions.swift" }?.contents, "inherit_parse(")
        XCTAssertTrue(report.skipped.contains { $0.symbol == "inherit_parse" && $0.reason == "pointer to a string as an input" },
                      "\(report.skipped)")
    }
}
