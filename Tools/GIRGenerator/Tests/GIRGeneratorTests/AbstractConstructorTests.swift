import XCTest
@testable import GIRGeneratorCore

/// Constructors of an abstract class (fixture `Abstract-1.0.gir`): static functions returning
/// the abstract class, wrapped as the most-derived registered class of what C made.
final class AbstractConstructorTests: XCTestCase {
    private func generate() throws -> (files: [String: String], report: GenerationReport) {
        var options = GeneratorOptions(namespace: "Abstract-1.0")
        options.cModules = ["CAbstract"]
        let (files, report) = try Generator.generate(girDirectory: fixturesDirectory, options: options)
        return (Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.contents) }), report)
    }

    func testATransferFullConstructorIsAStaticFunctionReturningTheWrapper() throws {
        let text = try XCTUnwrap(try generate().files["Picture.swift"])
        XCTAssertContains(text, """
                /// Loads a picture of whichever kind the file holds.
                public static func newFromPath(_ path: String) throws -> Picture {
            """)
        XCTAssertContains(text, "let _p = girConstructed(UnsafeMutableRawPointer(_r!), Picture.gType, \"abstract_picture_new_from_path\")")
        XCTAssertContains(text, "return girTakeFull(_p, Picture.wrap(girSinkFloating(_p))!)")
        XCTAssertNotContains(text, "init(path")
    }

    func testANullableTransferNoneConstructorReturnsAnOptionalWithoutTakingAReference() throws {
        let text = try XCTUnwrap(try generate().files["Picture.swift"])
        XCTAssertContains(text, "public static func newFromName(_ name: String) -> Picture? {")
        XCTAssertContains(text, "guard let _r else { return nil }")
        XCTAssertContains(text, "return Picture.wrap(_p)!")
    }

    func testNewOfAnAbstractClassIsSkippedAndTheSubclassKeepsItsInit() throws {
        let (files, report) = try generate()
        XCTAssertNotContains(files["Picture.swift"], "func new(")
        XCTAssertEqual(report.skipped.first { $0.symbol == "abstract_picture_new" }?.reason, "constructor 'new' of an abstract class")
        XCTAssertContains(files["MemoryPicture.swift"], "public convenience init(width: Int32) {")
        XCTAssertFalse(report.skipped.contains { $0.symbol.hasSuffix("new_from_path") || $0.symbol.hasSuffix("new_from_name") },
                       "\(report.skipped)")
    }
}
