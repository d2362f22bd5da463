import XCTest
@testable import GIRGeneratorCore

/// A boxed record C takes ownership of when passed (fixture `Owned-1.0.gir`, as
/// `adw_breakpoint_new` takes its condition): C gets a copy, the wrapper keeps its own.
final class OwnedRecordTests: XCTestCase {
    private func breakpoint() throws -> String {
        var options = GeneratorOptions(namespace: "Owned-1.0")
        options.cModules = ["COwned"]
        let (files, _) = try Generator.generate(girDirectory: fixturesDirectory, options: options)
        return try XCTUnwrap(files.first { $0.name == "Breakpoint.swift" }?.contents)
    }

    func testAConstructorGetsACopyOfAnOwnedRecord() throws {
        let text = try breakpoint()
        XCTAssertContains(text, "public convenience init(condition: Condition) {")
        XCTAssertContains(text, "owned_breakpoint_new(OpaquePointer(g_boxed_copy(owned_condition_get_type(), UnsafeRawPointer(condition.pointer)))!)")
    }

    func testAnOptionalOwnedRecordIsCopiedOnlyWhenGiven() throws {
        let text = try breakpoint()
        XCTAssertContains(text, "public func setCondition(_ condition: Condition?) {")
        XCTAssertContains(text, "condition.map { OpaquePointer(g_boxed_copy(owned_condition_get_type(), UnsafeRawPointer($0.pointer)))! }")
    }
}
