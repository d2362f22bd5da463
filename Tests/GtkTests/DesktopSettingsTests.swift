import VSMGtkTesting
import XCTest
@testable import Gtk

/// `DesktopSettings`: the display's one `GtkSettings`, its animation preference read,
/// written and observed.
final class DesktopSettingsTests: XCTestCase {
    func testTheAnimationPreferenceIsReadWrittenAndObserved() throws {
        try onMainActor {
            try requireDisplay()
            let settings = try XCTUnwrap(DesktopSettings.default)
            XCTAssertTrue(settings === DesktopSettings.default, "one wrapper for the display's settings")
            XCTAssertEqual(settings.typeName, "GtkSettings")
            let original = settings.enablesAnimations
            defer { settings.enablesAnimations = original }

            var seen: [Bool] = []
            let connection = settings.onEnablesAnimationsChanged { seen.append($0) }
            settings.enablesAnimations = false
            XCTAssertFalse(settings.enablesAnimations)
            settings.enablesAnimations = true
            XCTAssertTrue(settings.enablesAnimations)
            XCTAssertEqual(seen, [false, true], "each change is reported with the new value, synchronously")

            connection.disconnect()
            settings.enablesAnimations = false
            XCTAssertEqual(seen, [false, true], "nothing after disconnecting")
        }
    }
}
