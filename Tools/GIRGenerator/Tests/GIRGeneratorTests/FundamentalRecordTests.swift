import XCTest
@testable import GIRGeneratorCore

/// A reference-counted fundamental record (`GVariant`: `glib:get-type="intern"`, with
/// `ref_sink` and `unref` methods) is a wrapper class like a boxed record, owning one
/// reference: floating references from its constructors are sunk.
final class FundamentalRecordTests: XCTestCase {
    func testAFundamentalRecordOwnsOneReferenceAndSinksFloatingOnes() throws {
        var options = GeneratorOptions(namespace: "Inherit-1.0")
        options.cModules = ["CInherit"]
        let (files, report) = try Generator.generate(girDirectory: fixturesDirectory, options: options)
        let datum = files.first { $0.name == "Datum.swift" }?.contents
        XCTAssertContains(datum, "public final class Datum {")
        XCTAssertContains(datum, "public convenience init(copying pointer: OpaquePointer) { self.init(taking: inherit_datum_ref_sink(pointer)!) }")
        XCTAssertContains(datum, "isolated deinit { inherit_datum_unref(pointer) }")
        // The constructor returns a floating reference (transfer none): sunk by init(copying:).
        XCTAssertContains(datum, "public convenience init(int32 value: Int32) {")
        XCTAssertContains(datum, "self.init(copying: _r!)")
        XCTAssertContains(datum, "public var int32: Int32 {")
        XCTAssertNotContains(datum, "func refSink(")
        XCTAssertTrue(report.skipped.contains { $0.symbol == "Datum.inherit_datum_ref_sink" }, "\(report.skipped)")
    }

    func testAFundamentalClassHierarchyOwnsOneReferencePerWrapper() throws {
        var options = GeneratorOptions(namespace: "Inherit-1.0")
        options.cModules = ["CInherit"]
        let (files, report) = try Generator.generate(girDirectory: fixturesDirectory, options: options)
        let root = files.first { $0.name == "Expr.swift" }?.contents
        XCTAssertContains(root, "open class Expr {")
        XCTAssertContains(root, "public required init(taking pointer: OpaquePointer) { self.pointer = pointer }")
        XCTAssertContains(root, "public convenience init(copying pointer: OpaquePointer) { self.init(taking: inherit_expr_ref(pointer)!) }")
        XCTAssertContains(root, "isolated deinit { inherit_expr_unref(pointer) }")
        XCTAssertContains(root, "public func isStatic() -> Bool {")
        XCTAssertNotContains(root, "func ref(")
        let sub = files.first { $0.name == "PropertyExpr.swift" }?.contents
        XCTAssertContains(sub, "open class PropertyExpr: Expr {")
        XCTAssertNotContains(sub, "public let pointer")
        // A parameter C owns gets a reference of its own; the result is taken over.
        XCTAssertContains(sub, "public convenience init(expression: Expr?, propertyName: String) {")
        XCTAssertContains(sub, "expression.map { inherit_expr_ref($0.pointer) }")
        XCTAssertContains(sub, "self.init(taking: _r!)")
        XCTAssertContains(sub, "public var expression: Expr? {")
        XCTAssertFalse(report.skipped.contains { $0.symbol.contains("PropertyExpr") }, "\(report.skipped)")
    }
}
