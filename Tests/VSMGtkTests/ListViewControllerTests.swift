import CGtk
import Gtk
import VSMGtkTesting
@_spi(Instrumentation) @testable import VSMGtk
import XCTest

/// A row view model: an id and the text its entry shows.
private struct TextRow: Identifiable, Equatable {
    let id: Int
    var text: String
}

@MainActor
private func makeList(_ rows: [TextRow], selection: ListViewController<TextRow, Entry>.Selection = .none)
    throws -> (ListViewController<TextRow, Entry>, Window) {
    let list = ListViewController<TextRow, Entry>(selection: selection, makeRow: { Entry() },
                                                  update: { entry, row in entry.text = row.text })
    list.activity = ListActivity()
    try list.apply(rows)
    let window = Window()
    window.setDefaultSize(300, height: 600)
    window.setRootViewController(list)
    window.present()
    waitUntil("the first rows are bound") { list.rowView(for: rows.first?.id ?? 0) != nil }
    return (list, window)
}

extension ListViewController {
    /// The counters `makeList` installs.
    fileprivate var counted: ListActivity {
        guard let activity else { fatalError("makeList installs the list's activity counters") }
        return activity
    }
}

private func rows(_ ids: Swift.Range<Int>) -> [TextRow] {
    ids.map { TextRow(id: $0, text: "row \($0)") }
}

final class ListViewControllerTests: XCTestCase {
    func testUnchangedRowsKeepTheirWidgetAndTypedText() throws {
        try onMainActor {
            try requireDisplay()
            let (list, window) = try makeList(rows(0..<10))
            defer { window.destroy() }
            let third = try XCTUnwrap(list.rowView(for: 3))
            XCTAssertEqual(third.text, "row 3")
            third.text = "typed by the user"
            XCTAssertTrue(third.grabFocus())
            // An entry passes focus to its inner text widget.
            @MainActor func focusIsInThird() -> Bool {
                guard let focused = window.focus else { return false }
                return focused === third || focused.parent === third
            }
            XCTAssertTrue(focusIsInThird())
            let created = list.counted.rowWidgetsCreated, updates = list.counted.rowUpdates

            var next = rows(0..<10)
            next[7].text = "changed"
            try list.apply(next)
            drainMainLoop()
            XCTAssertTrue(list.rowView(for: 3) === third, "the same widget instance")
            XCTAssertEqual(third.text, "typed by the user", "typing in an unchanged row survives")
            XCTAssertTrue(focusIsInThird(), "and so does its keyboard focus")
            XCTAssertEqual(list.rowView(for: 7)?.text, "changed")
            XCTAssertEqual(list.counted.rowWidgetsCreated, created, "no widget created")
            XCTAssertEqual(list.counted.rowUpdates, updates + 1, "exactly the changed row was updated")
        }
    }

    func testInsertionsAndRemovalsTouchOnlyTheirRows() throws {
        try onMainActor {
            try requireDisplay()
            let (list, window) = try makeList(rows(0..<10))
            defer { window.destroy() }
            let widgets = (0..<10).map { list.rowView(for: $0) }
            let updates = list.counted.rowUpdates

            var next = rows(0..<10)
            next.remove(at: 5)
            next.insert(TextRow(id: 100, text: "new"), at: 2)
            try list.apply(next)
            waitUntil("the new row is shown") { list.rowView(for: 100) != nil }
            XCTAssertEqual(list.rowView(for: 100)?.text, "new")
            XCTAssertNil(list.rowView(for: 5))
            for id in [0, 1, 2, 3, 4, 6, 7, 8, 9] {
                XCTAssertTrue(list.rowView(for: id) === widgets[id], "row \(id) keeps its widget")
            }
            XCTAssertEqual(list.counted.rowUpdates, updates + 1, "only the inserted row was bound")
            XCTAssertEqual(list.rows.map(\.id), next.map(\.id))
        }
    }

    func testAMovedRowKeepsItsWidgetAndText() throws {
        try onMainActor {
            try requireDisplay()
            let (list, window) = try makeList(rows(0..<10))
            defer { window.destroy() }
            let moved = try XCTUnwrap(list.rowView(for: 8))
            moved.text = "typed"
            let updates = list.counted.rowUpdates, created = list.counted.rowWidgetsCreated

            var next = rows(0..<10)
            next.insert(next.remove(at: 8), at: 1)
            try list.apply(next)
            drainMainLoop()
            XCTAssertTrue(list.rowView(for: 8) === moved)
            XCTAssertEqual(moved.text, "typed")
            XCTAssertEqual(list.counted.rowUpdates, updates, "a move updates nothing")
            XCTAssertEqual(list.counted.rowWidgetsCreated, created)
        }
    }

    func testSelectionFollowsItsRowAcrossChanges() throws {
        try onMainActor {
            try requireDisplay()
            let (list, window) = try makeList(rows(0..<10), selection: .single)
            defer { window.destroy() }
            XCTAssertNil(list.selectedID)
            list.selectedID = 4
            XCTAssertEqual(list.selectedID, 4)
            var next = rows(0..<10)
            next.insert(TextRow(id: 50, text: "x"), at: 0)
            next.removeLast()
            try list.apply(next)
            XCTAssertEqual(list.selectedID, 4)
            list.selectedID = 999
            XCTAssertNil(list.selectedID, "an unknown id selects nothing")
        }
    }

    func testDuplicateIDsAreRefusedAndNothingChanges() throws {
        try onMainActor {
            try requireDisplay()
            let (list, window) = try makeList(rows(0..<5))
            defer { window.destroy() }
            let updates = list.counted.rowUpdates
            var bad = rows(0..<5)
            bad[1].text = "would change"
            bad.append(TextRow(id: 3, text: "again"))
            XCTAssertThrowsError(try list.apply(bad)) { error in
                XCTAssertEqual(error as? ListDiffError, .duplicateID(id: "3", firstIndex: 3, secondIndex: 5))
            }
            XCTAssertEqual(list.rows, rows(0..<5), "the shown rows are unchanged")
            XCTAssertEqual(list.rowView(for: 1)?.text, "row 1")
            XCTAssertEqual(list.counted.rowUpdates, updates)
        }
    }

    func testAHundredThousandRowsOpenAndScrollWithAScreenfulOfWidgets() throws {
        try onMainActor {
            try requireDisplay()
            let (list, window) = try makeList(rows(0..<100_000))
            defer { window.destroy() }
            XCTAssertEqual(list.rows.count, 100_000)
            XCTAssertLessThan(list.counted.rowWidgetsCreated, 300, "widgets only for the rows on screen")
            let scrolled = list.scrolledWindow
            waitUntil("the list knows its height") { scrolled.contentHeight > 100_000 }
            scrolled.verticalOffset = scrolled.contentHeight / 2
            waitUntil("a middle row is shown") { (49_000..<51_000).contains { list.rowView(for: $0) != nil } }
            XCTAssertLessThan(list.counted.rowWidgetsCreated, 300, "scrolling recycles widgets")
            let offset = scrolled.verticalOffset

            // An update far below the viewport leaves the scroll position alone.
            var next = rows(0..<100_000)
            next[99_000].text = "changed"
            next.remove(at: 99_500)
            try list.apply(next)
            drainMainLoop()
            XCTAssertEqual(scrolled.verticalOffset, offset)
        }
    }

    /// Regression: GTK's model read the controller weakly, so once the controller was
    /// released the model reported 0 rows without `items-changed`, and disposing the
    /// list view aborted in GTK (`gtk_list_item_manager_clear_node`).
    func testTheListOutlivesItsControllerSafely() throws {
        try onMainActor {
            try requireDisplay()
            let window = Window()
            window.setDefaultSize(300, height: 400)
            weak var weakList: ListViewController<TextRow, Entry>?
            do {
                let list = ListViewController<TextRow, Entry>(makeRow: { Entry() },
                                                              update: { entry, row in entry.text = row.text })
                try list.apply(rows(0..<50))
                window.child = list.view
                window.present()
                waitUntil("rows are shown") { list.rowView(for: 0) != nil }
                weakList = list
            }
            XCTAssertNil(weakList, "the window's content does not keep the controller")
            drainMainLoop()
            window.destroy()
            drainMainLoop()
        }
    }

    /// Per-row view controllers: each gets its lifecycle, and closing the window releases
    /// the list, every row controller and their widgets.
    func testRowViewControllersAreReleasedWithTheWindow() throws {
        try onMainActor {
            try requireDisplay()
            final class RowController: ViewController {
                let label = Label()
                override func loadView() -> Widget { label }
            }
            var rowControllers: [() -> RowController?] = []
            weak var weakList: ListViewController<TextRow, RowController>?
            let window = Window()
            window.setDefaultSize(300, height: 400)
            do {
                let list = ListViewController<TextRow, RowController>(
                    makeRow: {
                        let row = RowController()
                        rowControllers.append { [weak row] in row }
                        return row
                    },
                    update: { row, value in row.label.text = value.text })
                try list.apply(rows(0..<30))
                window.setRootViewController(list)
                window.present()
                waitUntil("rows appear") { list.rowView(for: 0)?.isAppeared == true }
                XCTAssertEqual(list.rowView(for: 0)?.label.text, "row 0")
                weakList = list
            }
            XCTAssertFalse(rowControllers.isEmpty)
            window.destroy()
            waitUntil("the list is released") { weakList == nil }
            waitUntil("every row controller is released") { rowControllers.allSatisfy { $0() == nil } }
        }
    }

    /// No leak: once the window is closed and released, GTK's model (with the Swift source
    /// it holds) is finalized and every wrapper the list made (rows, items, views) is gone.
    /// (A destroyed window that Swift still holds keeps references to its former widgets.)
    func testClosingTheWindowFreesTheModelAndEveryWrapper() throws {
        try onMainActor {
            try requireDisplay()
            MainContext.drainPending()
            let modelReference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
            modelReference.initialize(to: GWeakRef())
            defer { g_weak_ref_clear(modelReference); modelReference.deallocate() }
            let before = Object.liveWrapperCount
            var window: Window? = Window()
            window?.setDefaultSize(300, height: 400)
            do {
                let list = ListViewController<TextRow, Entry>(makeRow: { Entry() },
                                                              update: { entry, row in entry.text = row.text })
                try list.apply(rows(0..<1_000))
                window?.setRootViewController(list)
                window?.present()
                waitUntil("rows are shown") { list.rowView(for: 0) != nil }
                let model = try XCTUnwrap(list.model)
                g_weak_ref_init(modelReference, model.gObject)
                XCTAssertGreaterThan(Object.liveWrapperCount, before + 10)
            }
            window?.destroy()
            window = nil
            func modelIsFinalized() -> Bool {
                guard let model = g_weak_ref_get(modelReference) else { return true }
                g_object_unref(model)
                return false
            }
            waitUntil("the model is finalized") { modelIsFinalized() }
            waitUntil("every wrapper the list made is released") { Object.liveWrapperCount <= before }
        }
    }
}
