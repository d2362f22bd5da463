import CGLib
import VSMGtkTesting
import XCTest
@testable import Gtk

/// Swift closures where GTK's list models take a filter or an expression: `CustomFilter`
/// in a `FilterListModel`, and `ClosureExpression` as a sort key and as a `DropDown`'s label.
/// Each owns its closure and lets it go with the GTK object.
final class ListClosureTests: XCTestCase {
    /// A value the filter reads and the test changes (a search field's text in an app).
    @MainActor private final class Threshold { var amount = 20.0 }

    @MainActor private static func expenses() -> Gio.ListStore {
        let store = Gio.ListStore(itemType: Expense.gType)
        [("rent", 900.0), ("coffee", 3.5), ("food", 120.0), ("book", 25.0)].map(Expense.init).forEach(store.append)
        return store
    }

    @MainActor private static func titles(_ model: some Gio.ListModel) -> [String] {
        (0..<model.nItems).map { (model.getObject($0) as? Expense)?.title ?? "?" }
    }

    func testACustomFilterKeepsTheItemsItsClosureAccepts() {
        onMainActor {
            let threshold = Threshold()
            let filter = CustomFilter(Expense.self) { $0.amount > threshold.amount }
            let filtered = FilterListModel(model: Self.expenses(), filter: filter)
            XCTAssertEqual(Self.titles(filtered), ["rent", "food", "book"])
            threshold.amount = 100
            filter.changed(.moreStrict)
            XCTAssertEqual(Self.titles(filtered), ["rent", "food"], "filtered again after changed(_:)")
            XCTAssertFalse(filter.match(Label("not an expense")), "an item of another class is left out")
        }
    }

    func testAClosureExpressionIsASortKey() {
        onMainActor {
            let store = Self.expenses()
            let byLastLetter = StringSorter(expression: ClosureExpression(Expense.self) { String($0.title.reversed()) })
            XCTAssertEqual(Self.titles(SortListModel(model: store, sorter: byLastLetter)),
                           ["food", "coffee", "book", "rent"], "by the reversed title: doof, eeffoc, koob, tner")
            let byCostPerLetter = NumericSorter(expression: ClosureExpression(Expense.self) { $0.amount / Double($0.title.count) })
            XCTAssertEqual(Self.titles(SortListModel(model: store, sorter: byCostPerLetter)),
                           ["coffee", "book", "food", "rent"])
        }
    }

    func testAClosureExpressionLabelsADropDownsItems() throws {
        try onMainActor {
            try requireDisplay()
            let label = ClosureExpression(Expense.self) { "\($0.title) (\(Int($0.amount)))" }
            let dropDown = DropDown(model: Self.expenses(), expression: label)
            let window = Window()
            defer { window.destroy() }
            window.child = dropDown
            window.present()
            let user = TestUser(window)
            _ = try user.find(.label("rent (900)"))   // the first item, shown in the button
            dropDown.selected = 2
            _ = try user.find(.label("food (120)"))
        }
    }

    func testTheClosuresAreReleasedWithTheirGTKObjects() {
        onMainActor {
            weak var filterOwned: Threshold?
            weak var expressionOwned: Threshold?
            do {
                let forFilter = Threshold(), forExpression = Threshold()
                filterOwned = forFilter
                expressionOwned = forExpression
                let filter = CustomFilter(Expense.self) { $0.amount > forFilter.amount }
                let sorter = NumericSorter(expression: ClosureExpression(Expense.self) { $0.amount - forExpression.amount })
                XCTAssertEqual(Self.titles(FilterListModel(model: Self.expenses(), filter: filter)).count, 3)
                XCTAssertEqual(Self.titles(SortListModel(model: Self.expenses(), sorter: sorter)).first, "coffee")
            }
            XCTAssertNil(filterOwned, "the filter released its closure when it was finalized")
            XCTAssertNil(expressionOwned, "the expression released its closure when it was freed")
        }
    }
}
