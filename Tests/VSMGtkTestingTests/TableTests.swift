import Gtk
import VSMGtkTesting
import XCTest

/// Finding a table's column headers, rows and cells, as a person perceives a `ColumnView`.
final class TableTests: XCTestCase {
    func test_findsAColumnViewsHeadersRowsAndCellsByRoleAndName() throws {
        try MainActor.assumeIsolated {
            try requireDisplay()
            let window = Window()
            defer { window.destroy() }
            window.setDefaultSize(360, height: 300)
            let items = StringList(strings: ["Coffee", "Rent"])
            let view = ColumnView(model: SingleSelection(model: items))
            for (title, text) in [("Item", { (item: String) in item }), ("Length", { (item: String) in "\(item.count) letters" })] {
                let factory = SignalListItemFactory()
                factory.onSetup { item in item.child = Label("") }
                factory.onBind { item in
                    guard let string = item.item as? StringObject else { return }
                    (item.child as? Label)?.label = text(string.string)
                }
                view.appendColumn(ColumnViewColumn(title: title, factory: factory))
            }
            window.child = view
            window.present()
            let user = TestUser(window)
            user.waitUntil("the rows are shown") { user.findAll(.role(.gridCell)).count == 4 }

            XCTAssertTrue(try user.find(.role(.treeGrid)) === view)
            XCTAssertEqual(user.findAll(.role(.columnHeader)).map(user.accessibleName(of:)), ["Item", "Length"])
            // GTK makes the header a row too, named by its titles.
            XCTAssertEqual(user.findAll(.role(.row)).map(user.accessibleName(of:)).filter { $0 != "Item Length" },
                           ["Coffee 6 letters", "Rent 4 letters"], "a row is named by its cells")
            let rent = try user.find(.role(.row, named: "Rent 4 letters"))
            XCTAssertTrue(try user.find(.role(.gridCell, named: "Rent")).isAncestor(rent), "the cell is in its row")
            XCTAssertNoThrow(try user.find(.role(.gridCell, named: "Rent")))
            XCTAssertNoThrow(try user.find(.role(AccessibleRole(Gtk.AccessibleRole.columnHeader), named: "Length")),
                             "any GTK role, through its generated enumeration")
        }
    }
}
