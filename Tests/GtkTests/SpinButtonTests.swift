import CGtk
import VSMGtkTesting
import XCTest
@testable import Gtk

final class SpinButtonTests: XCTestCase {
    func testValueIsClampedAndSignalled() throws { try onMainActor(Self.checkValueIsClampedAndSignalled) }
    @MainActor private static func checkValueIsClampedAndSignalled() throws {
        try requireDisplay()
        let spin = SpinButton(range: 0...10, step: 0.5)
        var values: [Double] = []
        spin.onValueChanged { button in values.append(button.value) }

        XCTAssertEqual(spin.value, 0)
        XCTAssertEqual(spin.range, 0...10)
        XCTAssertEqual(spin.digits, 1, "as many decimals as the step needs")
        spin.value = 2.5
        spin.value = 2.5  // unchanged: no signal
        spin.value = 99
        XCTAssertEqual(spin.value, 10, "clamped to the range")
        spin.value = -3
        XCTAssertEqual(values, [2.5, 10, 0])
        spin.digits = 0
        XCTAssertEqual(spin.digits, 0)
    }

    func testStepsMoveByTheIncrement() throws { try onMainActor(Self.checkStepsMoveByTheIncrement) }
    @MainActor private static func checkStepsMoveByTheIncrement() throws {
        try requireDisplay()
        let spin = SpinButton(range: 1...3, step: 1)
        var changes = 0
        spin.onValueChanged { _ in changes += 1 }

        spin.stepUp()
        spin.stepUp()
        spin.stepUp()  // already at the top
        XCTAssertEqual(spin.value, 3)
        spin.stepDown()
        XCTAssertEqual(spin.value, 2)
        XCTAssertEqual(changes, 3)

        spin.range = 0...100
        spin.setIncrements(10, page: 50)
        spin.stepUp()
        XCTAssertEqual(spin.value, 12)
        spin.numeric = true
        XCTAssertTrue(spin.numeric)
    }

    func testOneWrapperPerObject() throws { try onMainActor(Self.checkOneWrapperPerObject) }
    @MainActor private static func checkOneWrapperPerObject() throws {
        try requireDisplay()
        let box = Box(orientation: .vertical, spacing: 0)
        let spin = SpinButton(range: 0...1, step: 0.1)
        box.append(spin)
        XCTAssertTrue(box.children.first === spin, "the getter returns the constructor's wrapper")
    }
}

extension SpinButtonTests {
    func testMetFirstThroughAGetterItIsASpinButton() throws { try onMainActor(Self.checkMetFirstThroughAGetterItIsASpinButton) }
    @MainActor private static func checkMetFirstThroughAGetterItIsASpinButton() throws {
        try requireDisplay()
        let box = Box()
        gtk_box_append(box.cast(), gtk_spin_button_new_with_range(0, 1, 0.1))
        XCTAssertTrue(box.children.first is SpinButton)
    }
}
