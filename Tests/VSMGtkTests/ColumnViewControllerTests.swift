import Gtk
import VSMGtkTesting
@_spi(Instrumentation) @testable import VSMGtk
import XCTest

/// A table row: an expense with a title and an amount in cents.
private struct Expense: Identifiable, Equatable {
    let id: Int
    var title: String
    var cents: Int
    var paid = false
}

private typealias ExpenseTable = ColumnViewController<Expense>

@MainActor
private func makeTable(_ expenses: [Expense]) throws -> (ExpenseTable, Window) {
    let table = ColumnViewController<Expense>(columns: [
        .text("Title", expands: true, sortKey: \.title) { $0.title },
        .text("Amount", sortKey: \.cents) { String(format: "%d.%02d", $0.cents / 100, $0.cents % 100) },
        .text("Note") { "#\($0.id)" },
    ])
    table.activity = ListActivity()
    try table.apply(expenses)
    let window = Window()
    window.setDefaultSize(400, height: 500)
    window.setRootViewController(table)
    window.present()
    waitUntil("the first rows are bound") { table.cell(for: expenses.first?.id ?? 0, column: 0) != nil }
    return (table, window)
}

private let expenses = [
    Expense(id: 1, title: "rent", cents: 90_000),
    Expense(id: 2, title: "coffee", cents: 350),
    Expense(id: 3, title: "food", cents: 12_000),
    Expense(id: 4, title: "book", cents: 2_500),
]

extension ColumnViewController {
    /// The counters `makeTable` installs.
    fileprivate var counted: ListActivity {
        guard let activity else { fatalError("makeTable installs the table's activity counters") }
        return activity
    }

    /// The text of the label cell of `column` showing the row with `id`.
    fileprivate func text(of id: Row.ID, column: Int) -> String? {
        (cell(for: id, column: column) as? Label)?.text
    }
}

final class ColumnViewControllerTests: XCTestCase {
    func testRowsAreShownInTheirOrderWithACellPerColumn() throws {
        try onMainActor {
            try requireDisplay()
            let (table, window) = try makeTable(expenses)
            defer { window.destroy() }
            XCTAssertEqual(table.displayedIDs, [1, 2, 3, 4])
            XCTAssertFalse(table.isSorted)
            waitUntil("every row is bound") { (1...4).allSatisfy { table.cell(for: $0, column: 2) != nil } }
            XCTAssertEqual((1...4).map { table.text(of: $0, column: 0) }, ["rent", "coffee", "food", "book"])
            XCTAssertEqual(table.text(of: 2, column: 1), "3.50")
            XCTAssertEqual(table.text(of: 3, column: 2), "#3")
        }
    }

    func testAnUpdateKeepsTheCellsOfUnchangedRowsAndUpdatesOnlyTheChangedRow() throws {
        try onMainActor {
            try requireDisplay()
            let (table, window) = try makeTable(expenses)
            defer { window.destroy() }
            waitUntil("every row is bound") { (1...4).allSatisfy { table.cell(for: $0, column: 2) != nil } }
            let cells = (1...4).map { id in (0..<3).map { table.cell(for: id, column: $0) } }
            let created = table.counted.rowWidgetsCreated, updates = table.counted.rowUpdates

            var next = expenses
            next[2].cents = 100
            try table.apply(next)
            drainMainLoop()
            for (index, id) in (1...4).enumerated() {
                for column in 0..<3 {
                    XCTAssertTrue(table.cell(for: id, column: column) === cells[index][column],
                                  "row \(id) column \(column) keeps its widget")
                }
            }
            XCTAssertEqual(table.text(of: 3, column: 1), "1.00")
            XCTAssertEqual(table.counted.rowWidgetsCreated, created, "no cell created")
            XCTAssertEqual(table.counted.rowUpdates, updates + 3, "the changed row's three cells, nothing else")
        }
    }

    /// Real clicks on the headers (XTest through Xvfb): GTK's title widget sorts on release.
    func testClickingAHeaderSortsAscendingThenDescending() throws {
        try onMainActor {
            try requireDisplay()
            let (table, window) = try makeTable(expenses)
            defer { window.destroy() }
            let user = TestUser(window)
            // Two clicks in quick succession are a double click, which GTK's header does
            // not count as a second click: make every click a single one, as a person's
            // clicks a moment apart are.
            let settings = try XCTUnwrap(Settings.getDefault())
            let doubleClickTime = settings.gtkDoubleClickTime
            settings.gtkDoubleClickTime = 0
            defer { settings.gtkDoubleClickTime = doubleClickTime }

            try user.click(.role(.columnHeader, named: "Amount"))
            XCTAssertTrue(table.isSorted)
            XCTAssertEqual(table.displayedIDs, [2, 4, 3, 1], "by amount, ascending")
            try user.click(.role(.columnHeader, named: "Amount"))
            XCTAssertEqual(table.displayedIDs, [1, 3, 4, 2], "by amount, descending")
            try user.click(.role(.columnHeader, named: "Title"))
            XCTAssertEqual(table.displayedIDs, [4, 2, 3, 1], "by title, ascending")
            XCTAssertEqual(table.rows.map(\.id), [1, 2, 3, 4], "the rows themselves keep their order")
        }
    }

    func testAColumnOfCustomCellsSortsByItsOwnOrder() throws {
        try onMainActor {
            try requireDisplay()
            let table = ColumnViewController<Expense>(selection: .none, columns: [
                .text("Title", sortKey: \.title) { $0.title },
                .init("Paid", sortedBy: { !$0.paid && $1.paid },
                      makeCell: { CheckButton() },
                      update: { check, expense in check.active = expense.paid }),
            ])
            var paidBook = expenses
            paidBook[3].paid = true
            try table.apply(paidBook)
            let window = Window()
            defer { window.destroy() }
            window.setRootViewController(table)
            window.present()
            waitUntil("the rows are bound") { table.cell(for: 4, column: 1) != nil }
            XCTAssertEqual((table.cell(for: 4, column: 1) as? CheckButton)?.active, true)
            XCTAssertEqual((table.cell(for: 1, column: 1) as? CheckButton)?.active, false)
            table.sort(byColumn: 1, .descending)
            XCTAssertEqual(table.displayedIDs, [4, 1, 2, 3], "paid first; the unpaid keep their order")
        }
    }

    func testAColumnWithoutASortKeyDoesNotSort() throws {
        try onMainActor {
            try requireDisplay()
            let (table, window) = try makeTable(expenses.reversed())
            defer { window.destroy() }
            try TestUser(window).click(.role(.columnHeader, named: "Note"))
            table.sort(byColumn: 2)
            XCTAssertFalse(table.isSorted)
            XCTAssertEqual(table.displayedIDs, [4, 3, 2, 1])
        }
    }

    func testAnUpdateWhileSortedKeepsTheSort() throws {
        try onMainActor {
            try requireDisplay()
            let (table, window) = try makeTable(expenses)
            defer { window.destroy() }
            table.sort(byColumn: 1, .descending)
            XCTAssertEqual(table.displayedIDs, [1, 3, 4, 2])

            var next = expenses
            next[1].cents = 1_000_000                           // coffee becomes the dearest
            next.append(Expense(id: 5, title: "bike", cents: 20_000))
            next.remove(at: 2)                                  // food goes
            try table.apply(next)
            XCTAssertEqual(table.displayedIDs, [2, 1, 5, 4], "inserted and changed rows take their sorted place")
            waitUntil("the new row is shown") { table.text(of: 5, column: 0) == "bike" }
            XCTAssertEqual(table.text(of: 2, column: 1), "10000.00")
        }
    }

    func testARowMovedByTheSortKeepsItsCells() throws {
        try onMainActor {
            try requireDisplay()
            let (table, window) = try makeTable(expenses)
            defer { window.destroy() }
            waitUntil("every row is bound") { (1...4).allSatisfy { table.cell(for: $0, column: 2) != nil } }
            let rent = table.cell(for: 1, column: 0), book = table.cell(for: 4, column: 0)
            let created = table.counted.rowWidgetsCreated, updates = table.counted.rowUpdates

            table.sort(byColumn: 0, .descending)
            XCTAssertEqual(table.displayedIDs, [1, 3, 2, 4])
            var next = expenses
            next[0].cents = 1                                   // rent changes, but not its title
            try table.apply(next)
            drainMainLoop()
            XCTAssertTrue(table.cell(for: 1, column: 0) === rent, "the changed row keeps its cells")
            XCTAssertTrue(table.cell(for: 4, column: 0) === book, "and so does a row the sort moved")
            XCTAssertEqual(table.counted.rowWidgetsCreated, created, "no cell created")
            XCTAssertEqual(table.counted.rowUpdates, updates + 3, "only the changed row's cells were updated")
        }
    }

    /// GTK may dispose the view after the controller is gone: its models and sorters read
    /// the rows through an object of their own.
    func testTheTableOutlivesItsControllerSafely() throws {
        try onMainActor {
            try requireDisplay()
            let window = Window()
            window.setDefaultSize(300, height: 300)
            weak var weakTable: ExpenseTable?
            do {
                let (table, tableWindow) = try makeTable(expenses)
                table.sort(byColumn: 1)
                tableWindow.child = nil
                window.child = table.view
                window.present()
                tableWindow.destroy()
                waitUntil("rows are shown") { table.cell(for: 1, column: 0) != nil }
                weakTable = table
            }
            XCTAssertNil(weakTable, "the window's content does not keep the controller")
            drainMainLoop()
            window.destroy()
            drainMainLoop()
        }
    }

    func testSelectionFollowsItsRowThroughSortsAndIsReported() throws {
        try onMainActor {
            try requireDisplay()
            let (table, window) = try makeTable(expenses)
            defer { window.destroy() }
            var outputs: [ExpenseTable.Output] = []
            table.onOutput = { outputs.append($0) }
            let user = TestUser(window)

            try user.click(.label("food"))
            XCTAssertEqual(table.selectedID, 3)
            table.sort(byColumn: 0)
            XCTAssertEqual(table.selectedID, 3, "the selection follows its row")
            try user.press("Return")
            XCTAssertEqual(outputs, [.selected(3), .activated(3)],
                           "the click's selection, then Enter's activation; the sort reports nothing")

            table.selectedID = 4
            XCTAssertEqual(table.selectedID, 4)
            table.selectedID = 99
            XCTAssertNil(table.selectedID, "an unknown id selects nothing")
            XCTAssertEqual(outputs.count, 2, "selection set by code is not reported")

            table.selectedID = 2
            try table.apply(expenses.filter { $0.id != 2 })
            XCTAssertNil(table.selectedID, "removing the selected row unselects")
            XCTAssertEqual(outputs.count, 2, "and reports nothing: the state removed it")
            try user.click(.label("rent"))
            XCTAssertEqual(outputs.last, .selected(1))
        }
    }

    func testDuplicateIDsAreRefusedAndNothingChanges() throws {
        try onMainActor {
            try requireDisplay()
            let (table, window) = try makeTable(expenses)
            defer { window.destroy() }
            table.sort(byColumn: 0)
            let updates = table.counted.rowUpdates
            var bad = expenses
            bad[0].title = "would change"
            bad.append(Expense(id: 2, title: "again", cents: 1))
            XCTAssertThrowsError(try table.apply(bad)) { error in
                XCTAssertEqual(error as? ListDiffError, .duplicateID(id: "2", firstIndex: 1, secondIndex: 4))
            }
            XCTAssertEqual(table.rows, expenses, "the rows are unchanged")
            XCTAssertEqual(table.displayedIDs, [4, 2, 3, 1], "and so is the sorted order")
            XCTAssertEqual(table.text(of: 1, column: 0), "rent")
            XCTAssertEqual(table.counted.rowUpdates, updates)
        }
    }
}
