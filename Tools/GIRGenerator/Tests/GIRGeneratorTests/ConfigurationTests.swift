import XCTest
@testable import GIRGeneratorCore

/// What a target's configuration adds to GIR: classes left out, and C functions the headers
/// deprecate though GIR does not.
final class ConfigurationTests: XCTestCase {
    private func generate(_ configure: (inout GeneratorOptions) -> Void) throws -> (files: [String: String], report: GenerationReport) {
        var options = GeneratorOptions(namespace: "Inherit-1.0")
        options.cModules = ["CInherit"]
        configure(&options)
        let (files, report) = try Generator.generate(girDirectory: fixturesDirectory, options: options)
        return (Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.contents) }), report)
    }

    func testAnOmittedClassAndTheMembersMentioningItAreLeftOut() throws {
        let (files, report) = try generate { $0.omittedTypes = ["Manual"] }
        XCTAssertNil(files["Manual.swift"])
        XCTAssertNotContains(files["InheritRegistration.swift"], "Manual.self")
        XCTAssertNotContains(files["AppWindow.swift"], "init(app:")
        XCTAssertTrue(report.skipped.contains { $0.symbol == "Manual" && $0.reason.hasPrefix("omitted by the configuration") })
        XCTAssertTrue(report.skipped.contains { $0.symbol == "inherit_app_window_new" && $0.reason.contains("omitted") },
                      "\(report.skipped)")
    }

    func testAFunctionDeprecatedInTheHeadersIsDeprecated() throws {
        let (files, _) = try generate { $0.deprecatedSymbols = ["inherit_manual_get_id"] }
        XCTAssertContains(files["Manual.swift"], """
            @available(*, deprecated, message: "Deprecated: uses deprecated types")
            public var id: Int32 {
        """)
    }
}
