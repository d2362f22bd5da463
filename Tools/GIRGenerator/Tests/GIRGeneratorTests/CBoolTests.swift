import XCTest
@testable import GIRGeneratorCore

/// GIR says `gboolean` for C99 `bool` (Graphene's API), which Swift imports as `Bool`: the
/// value passes unconverted, where a `gboolean` (an `Int32`) is compared with 0.
final class CBoolTests: XCTestCase {
    func testACBoolPassesAsBoolWithoutConversion() throws {
        var options = GeneratorOptions(namespace: "Inherit-1.0")
        options.cModules = ["CInherit"]
        let (files, _) = try Generator.generate(girDirectory: fixturesDirectory, options: options)
        let manual = files.first { $0.name == "Manual.swift" }?.contents
        XCTAssertContains(manual, "public func isEmpty(_ strict: Bool) -> Bool {")
        XCTAssertContains(manual, "let _r = inherit_manual_is_empty(girOpaque(gObject), strict)")
        XCTAssertContains(manual, "return _r\n")
    }
}
