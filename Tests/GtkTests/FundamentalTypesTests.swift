import Gtk
import VSMGtkTesting
import XCTest

/// Types that are not GObjects, through the generated bindings: a `GVariant` (a
/// reference-counted record) and a `GtkExpression` hierarchy (a fundamental class), each
/// wrapper owning one reference.
final class FundamentalTypesTests: XCTestCase {
    func testAVariantSinksItsFloatingReferenceAndReadsBack() {
        onMainActor {
            let number = GLib.Variant(int32: 42)
            XCTAssertEqual(number.int32, 42)
            XCTAssertEqual(number.print(false), "42")
            let text = GLib.Variant(string: "grüß")
            XCTAssertEqual(text.getString().result, "grüß")
            let copy = GLib.Variant(copying: text.pointer)
            XCTAssertEqual(copy.getString().result, "grüß", "a second reference to the same value")
        }
    }

    func testAnExpressionIsPassedToAndReturnedFromGTK() throws {
        try onMainActor {
            try requireDisplay()
            let expression = PropertyExpression(thisType: Label.gType, expression: nil, propertyName: "label")
            XCTAssertNil(expression.expression)
            let filter = StringFilter(expression: expression)
            let back = try XCTUnwrap(filter.expression, "GTK keeps its own reference")
            XCTAssertEqual(back.pointer, expression.pointer, "the same GtkExpression")
        }
    }
}
