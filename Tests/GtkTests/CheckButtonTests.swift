import CGtk
import VSMGtkTesting
import XCTest
@testable import Gtk

final class CheckButtonTests: XCTestCase {
    func testActiveLabelAndToggledSignal() throws { try onMainActor(Self.checkActiveLabelAndToggledSignal) }
    @MainActor private static func checkActiveLabelAndToggledSignal() throws {
        try requireDisplay()
        let check = CheckButton(label: "Subscribe")
        var toggles: [Bool] = []
        check.onToggled { button in toggles.append(button.active) }

        XCTAssertFalse(check.active)
        XCTAssertEqual(check.label, "Subscribe")
        check.active = true
        check.active = true  // unchanged: no signal
        check.active = false
        XCTAssertEqual(toggles, [true, false])

        check.label = nil
        XCTAssertNil(check.label)
        check.inconsistent = true
        XCTAssertTrue(check.inconsistent)
        XCTAssertFalse(check.active, "inconsistent is a look, not a value")
    }

    func testPerformClickTogglesOnlyWhenUsable() throws { try onMainActor(Self.checkPerformClickTogglesOnlyWhenUsable) }
    @MainActor private static func checkPerformClickTogglesOnlyWhenUsable() throws {
        try requireDisplay()
        let window = Window()
        defer { window.destroy() }
        let check = CheckButton(label: "Subscribe")
        window.child = check
        window.present()

        XCTAssertTrue(check.performClick())
        XCTAssertTrue(check.active)
        check.sensitive = false
        XCTAssertFalse(check.performClick(), "an insensitive box cannot be clicked")
        XCTAssertTrue(check.active)
    }

    func testOneWrapperPerObject() throws { try onMainActor(Self.checkOneWrapperPerObject) }
    @MainActor private static func checkOneWrapperPerObject() throws {
        try requireDisplay()
        let box = Box(orientation: .vertical, spacing: 0)
        let check = CheckButton()
        box.append(check)
        XCTAssertTrue(box.children.first === check, "the getter returns the constructor's wrapper")
    }
}

extension CheckButtonTests {
    func testMetFirstThroughAGetterItIsACheckButton() throws { try onMainActor(Self.checkMetFirstThroughAGetterItIsACheckButton) }
    @MainActor private static func checkMetFirstThroughAGetterItIsACheckButton() throws {
        try requireDisplay()
        let box = Box()
        gtk_box_append(box.cast(), gtk_check_button_new())
        XCTAssertTrue(box.children.first is CheckButton)
    }
}
