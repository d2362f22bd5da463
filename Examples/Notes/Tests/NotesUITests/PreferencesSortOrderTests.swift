import Adw
import Gtk
import NotesFeature
@testable import NotesUI
import VSMGtkTesting
import VSMTesting
import XCTest

/// The sort order chosen as a person chooses it: click the combo row, move through its list
/// with the arrow keys, press Return. The walk goes from every order to every other and
/// keeps each order through another preference's change, so the preferences' recorded
/// journey visits every transition.
final class PreferencesSortOrderTests: XCTestCase {
    func testEachSortOrderIsChosenFromTheComboRowsList_andTheSidebarFollows() throws {
        try MainActor.assumeIsolated {
            let notes = try LaunchedNotes.launch("SortByHand")
            defer { notes.close() }
            notes.app.perform(.preferences)
            let preferences = try XCTUnwrap(notes.app.preferencesWindow)
            let user = TestUser(try XCTUnwrap(preferences.hostWindow))
            user.waitUntil("the preferences show") { preferences.view.mapped }
            XCTAssertEqual(notes.settings.read().sortOrder, .modified)

            let expectedTitles: [NoteSortOrder: [String]] = [
                .modified: ["Ideas", "Groceries", "Books to read"],
                .created: ["Books to read", "Ideas", "Groceries"],
                .title: ["Books to read", "Groceries", "Ideas"],
            ]
            // From each order to each other one; `nil` sets another font size instead, so the
            // order stays while the preferences change.
            let walk: [NoteSortOrder?] = [.created, nil, .title, nil, .modified, .title, .created, .modified, nil]
            var fontSize = notes.settings.read().fontSize
            for step in walk {
                guard let order = step else {
                    fontSize += 1
                    try user.type("\(fontSize)\n", into: .role(.spinButton, named: "Font Size"))
                    user.waitUntil("the font size is kept") { notes.settings.read().fontSize == fontSize }
                    continue
                }
                try user.click(.role(.comboBox, named: "Sort Notes By"))
                let choice = try user.find(.label(order.label))
                user.waitUntil("the list shows") { choice.mapped }
                let from = NoteSortOrder.allCases.firstIndex(of: notes.settings.read().sortOrder)!
                let to = NoteSortOrder.allCases.firstIndex(of: order)!
                for _ in 0..<abs(to - from) { try user.press(to > from ? "Down" : "Up") }
                try user.press("Return")
                user.waitUntil("the list closes") { !choice.mapped }
                user.waitUntil("sorted by \(order)") { notes.listTitles == expectedTitles[order] }
                XCTAssertEqual(notes.settings.read().sortOrder, order, "kept in GSettings")
                XCTAssertEqual(preferences.sortRow.selected, UInt32(NoteSortOrder.allCases.firstIndex(of: order)!))
            }
        }
    }
}
