import VSMGtkTesting
import XCTest
@testable import Gtk

/// `onTextChanged` runs once per change, where `changed` runs twice for a replacement.
final class EntryTextChangedTests: XCTestCase {
    func testOncePerReplacementWhereChangedRunsTwice() throws { try onMainActor(Self.checkOncePerReplacementWhereChangedRunsTwice) }
    @MainActor private static func checkOncePerReplacementWhereChangedRunsTwice() throws {
        try requireDisplay()
        let entry = Entry()
        entry.text = "ada"
        var notified: [String] = []
        var changed: [String] = []
        entry.onTextChanged { notified.append($0.text) }
        entry.onChanged { changed.append($0.text) }

        entry.text = "grace"

        XCTAssertEqual(notified, ["grace"])
        XCTAssertEqual(changed, ["", "grace"], "GTK deletes, then inserts: two `changed`")
    }
}
