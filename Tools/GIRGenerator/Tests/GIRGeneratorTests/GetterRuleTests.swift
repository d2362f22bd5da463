import XCTest
@testable import GIRGeneratorCore

/// The getter rule: a zero-argument `get_x()` is a property `x`, settable with its `set_x(_:)`,
/// and neither method is emitted beside it.
final class GetterRuleTests: XCTestCase {
    func testTheNameOfAGetterProperty() {
        XCTAssertEqual(Naming.accessorPropertyName(getterName: "getVisibleChild"), "visibleChild")
        XCTAssertEqual(Naming.accessorPropertyName(getterName: "getNItems"), "nItems")
        XCTAssertEqual(Naming.accessorPropertyName(getterName: "getDefault"), "`default`")
        // A Swift protocol's requirement gets the suffix `Text`, as a GIR property does.
        XCTAssertEqual(Naming.accessorPropertyName(getterName: "getDescription"), "descriptionText")
        XCTAssertEqual(Naming.propertyName("description"), "descriptionText")
        // Not a getter, or a name no property can have: the method stays.
        XCTAssertNil(Naming.accessorPropertyName(getterName: "getting"))
        XCTAssertNil(Naming.accessorPropertyName(getterName: "get2d"))
        XCTAssertNil(Naming.accessorPropertyName(getterName: "getSelf"))
        XCTAssertNil(Naming.accessorPropertyName(getterName: "isVisible"))
        XCTAssertEqual(Naming.setterName(getterName: "getVisibleChild"), "setVisibleChild")
    }

    func testGettersBecomePropertiesAndTheirMethodsGo() throws {
        let (files, report) = try generateMini()
        let text = try XCTUnwrap(files["Widget.swift"])
        // No GIR property: the getter alone makes a read-only property.
        XCTAssertContains(text, "public var flags: StateFlags {")
        XCTAssertNotContains(text, "func getFlags(")
        XCTAssertTrue(report.mapped.contains(.init(kind: "method", symbol: "Widget.mini_widget_get_flags", reason: "property flags")),
                      "\(report.mapped)")
        // Out parameters are arguments in C: the getter stays a method.
        XCTAssertContains(text, "public func getSize() -> (width: Int32, height: Int32) {")
        // A setter without a getter stays a method.
        XCTAssertContains(text, "public func setVisibleChildName(_ name: String) {")
        XCTAssertTrue(report.mapped.contains(.init(kind: "method", symbol: "Widget.mini_widget_set_child", reason: "setter of property child")),
                      "\(report.mapped)")
    }
}
