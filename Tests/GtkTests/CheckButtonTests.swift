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
        check.onToggled { button in toggles.append(button.isActive) }

        XCTAssertFalse(check.isActive)
        XCTAssertEqual(check.label, "Subscribe")
        check.isActive = true
        check.isActive = true  // unchanged: no signal
        check.isActive = false
        XCTAssertEqual(toggles, [true, false])

        check.label = nil
        XCTAssertNil(check.label)
        check.isInconsistent = true
        XCTAssertTrue(check.isInconsistent)
        XCTAssertFalse(check.isActive, "inconsistent is a look, not a value")
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
        XCTAssertTrue(check.isActive)
        check.sensitive = false
        XCTAssertFalse(check.performClick(), "an insensitive box cannot be clicked")
        XCTAssertTrue(check.isActive)
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
