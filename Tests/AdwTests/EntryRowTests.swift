import Adw
import Gtk
import VSMGtkTesting
import XCTest

/// `EntryRow` reads like `Entry`: `onActivate` for Enter.
final class EntryRowTests: XCTestCase {
    func testOnActivateRunsOnEnter() throws {
        try onMainActor {
            try requireDisplay()
            AdwRuntime.initialize()
            let row = EntryRow(title: "Username")
            var activations = 0
            row.onActivate { activations += 1 }

            row.emitActivate()

            XCTAssertEqual(activations, 1)
        }
    }
}
