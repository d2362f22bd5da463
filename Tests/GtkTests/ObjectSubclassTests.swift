import CGLib
import CGtk
import VSMGtkTesting
import XCTest
@testable import Gtk

/// GObject subclasses declared in Swift: one GType per class, one wrapper per instance
/// whoever creates it, finalization once, and properties GLib and GTK see as their own.
final class ObjectSubclassTests: XCTestCase {
    func testTheGTypeIsRegisteredOncePerClass() {
        onMainActor {
            let type = Expense.registeredType
            XCTAssertNotEqual(type, 0)
            XCTAssertEqual(Expense.gType, type, "gType returns the registered type")
            XCTAssertEqual(Expense.registeredType, type, "a second use registers nothing new")
            XCTAssertEqual(g_type_from_name("GtkTests_Expense"), type, "named after the Swift type")
            XCTAssertEqual(g_type_parent(type), g_object_get_type(), "a subtype of the superclass's GType")
            XCTAssertTrue(Expense().isA(type))
        }
    }

    func testAnInstanceCreatedFromCGetsOneWrapperOfItsSwiftClass() {
        onMainActor {
            let pointer = UnsafeMutableRawPointer(g_object_new_with_properties(Expense.gType, 0, nil, nil)!)
            XCTAssertNil(Object.existingWrapper(for: pointer), "nothing Swift runs in instance_init")
            let wrapper = Object.wrapper(for: pointer)
            XCTAssertTrue(wrapper is Expense, "the registered Swift class, found from the GType")
            XCTAssertTrue(Expense.wrap(pointer) === wrapper, "the same wrapper back")
            XCTAssertTrue(Object.wrapper(for: pointer) === wrapper)
            XCTAssertEqual(wrapper.referenceCount, 2, "C's reference and the wrapper's toggle reference")
            g_object_unref(pointer)
        }
    }

    func testAnInstanceIsFinalizedOnceWhenBothSidesLetGo() {
        onMainActor {
            // Created from Swift: the wrapper owns the only reference.
            let fromSwift: WeakObject
            let swiftDisposals = UnsafeMutablePointer<Int>.allocate(capacity: 1)
            swiftDisposals.initialize(to: 0)
            defer { swiftDisposals.deallocate() }
            do {
                let expense = Expense("coffee", amount: 3.5)
                fromSwift = WeakObject(expense.gObject)
                g_object_weak_ref(expense.gObject, countDisposal, swiftDisposals)
                XCTAssertEqual(expense.referenceCount, 1, "only the wrapper's toggle reference")
            }
            XCTAssertTrue(fromSwift.isFinalized)
            XCTAssertEqual(swiftDisposals.pointee, 1)

            // Created from C, wrapped, then C lets go first: Swift keeps it alive.
            let disposals = UnsafeMutablePointer<Int>.allocate(capacity: 1)
            disposals.initialize(to: 0)
            defer { disposals.deallocate() }
            let pointer = g_object_new_with_properties(Expense.gType, 0, nil, nil)!
            let object = WeakObject(pointer)
            g_object_weak_ref(pointer, countDisposal, disposals)
            weak var weakWrapper: Expense?
            do {
                let expense = Expense.wrap(UnsafeMutableRawPointer(pointer))!
                weakWrapper = expense
                expense.note = "kept"
                // Swift drops its reference while C still holds one: the wrapper stays.
            }
            XCTAssertEqual(Expense.wrap(UnsafeMutableRawPointer(pointer))?.note, "kept",
                           "C's reference keeps the wrapper and its Swift state")
            var held = Expense.wrap(UnsafeMutableRawPointer(pointer))
            g_object_unref(pointer)
            XCTAssertFalse(object.isFinalized, "Swift still holds it")
            XCTAssertEqual(disposals.pointee, 0)
            held = nil
            XCTAssertNil(held)
            XCTAssertNil(weakWrapper, "with neither side holding it, the wrapper goes")
            XCTAssertTrue(object.isFinalized, "and the GObject is finalized")
            XCTAssertEqual(disposals.pointee, 1, "once")
        }
    }

    func testPropertiesAreGObjectPropertiesWithNotify() throws {
        try onMainActor {
            let expense = Expense()
            XCTAssertEqual(expense.title, "")
            XCTAssertEqual(expense.quantity, 1, "the declared default")
            let spec = try XCTUnwrap(vsm_object_find_property(expense.gObject, "amount"))
            XCTAssertEqual(spec.pointee.value_type, g_type_from_name("gdouble"))
            XCTAssertEqual(spec.pointee.owner_type, Expense.gType)

            var notified: [String] = []
            try expense.onNotify("amount") { _, spec in notified.append(spec.name) }
            try expense.onNotify("title") { _, spec in notified.append(spec.name) }

            expense.amount = 12.5
            XCTAssertEqual(readProperty(expense, "amount") { g_value_get_double($0) }, 12.5, "Swift set, C get")
            XCTAssertEqual(notified, ["amount"], "a Swift set emits notify")
            expense.amount = 12.5
            XCTAssertEqual(notified, ["amount"], "an equal value emits nothing")

            writeProperty(expense, "title") { g_value_set_string($0, "rent") }
            XCTAssertEqual(expense.title, "rent", "C set, Swift get")
            XCTAssertEqual(notified, ["amount", "title"], "a C set emits notify")
            writeProperty(expense, "title") { g_value_set_string($0, "rent") }
            XCTAssertEqual(notified, ["amount", "title"])

            expense.quantity = 3
            expense.serial = 1 << 40
            expense.day = 28
            expense.paid = true
            XCTAssertEqual(readProperty(expense, "quantity") { g_value_get_int64($0) }, 3)
            XCTAssertEqual(readProperty(expense, "serial") { g_value_get_int64($0) }, 1 << 40)
            XCTAssertEqual(readProperty(expense, "day") { g_value_get_int($0) }, 28)
            XCTAssertEqual(readProperty(expense, "paid") { g_value_get_boolean($0) }, 1)
            writeProperty(expense, "paid") { g_value_set_boolean($0, 0) }
            XCTAssertFalse(expense.paid)
        }
    }

    func testPropertyValuesBelongToTheGObjectNotToAWrapper() {
        onMainActor {
            let pointer = g_object_new_with_properties(Expense.gType, 0, nil, nil)!
            let object = UnsafeMutableRawPointer(pointer)
            var value = GValue()
            g_value_init(&value, g_type_from_name("gdouble"))
            g_value_set_double(&value, 42)
            g_object_set_property(pointer, "amount", &value)
            g_value_set_double(&value, 0)
            g_object_get_property(pointer, "amount", &value)
            XCTAssertEqual(g_value_get_double(&value), 42)
            g_value_unset(&value)
            XCTAssertNil(Object.existingWrapper(for: object), "C used the properties without a wrapper")
            XCTAssertEqual(Expense.wrap(object)?.amount, 42, "a wrapper made later reads them")
            g_object_unref(pointer)
        }
    }

    func testSwiftItemsAreSortedByTheirDeclaredPropertyInAColumnView() throws {
        try onMainActor {
            try requireDisplay()
            let store = Gio.ListStore(itemType: Expense.gType)
            let expenses = [("rent", 900.0), ("coffee", 3.5), ("food", 120.0), ("book", 25.0)].map(Expense.init)
            expenses.forEach(store.append)
            XCTAssertTrue(store.getObject(0) === expenses[0], "the same wrapper back from the C model")
            let amount = PropertyExpression(thisType: Expense.gType, expression: nil, propertyName: "amount")
            let sorter = NumericSorter(expression: amount)
            let sorted = SortListModel(model: store, sorter: sorter)
            let columnView = ColumnView(model: NoSelection(model: sorted))
            let factory = SignalListItemFactory()
            factory.onSetup { item in item.child = Label("") }
            var shown: [UInt32: String] = [:]
            factory.onBind { item in
                let title = (item.item as? Expense)?.title ?? "?"
                (item.child as? Label)?.text = title
                shown[item.position] = title
            }
            columnView.appendColumn(ColumnViewColumn(title: "Title", factory: factory))
            let window = Window()
            defer { window.destroy() }
            window.child = columnView
            window.present()

            @MainActor func titles() -> [String] {
                (0..<sorted.nItems).map { (sorted.getObject($0) as? Expense)?.title ?? "?" }
            }
            XCTAssertEqual(titles(), ["coffee", "book", "food", "rent"], "ascending by the Swift-declared amount")
            waitUntil("the column view shows the four rows") { shown.count == 4 }
            XCTAssertEqual((0..<4).map { shown[$0] }, ["coffee", "book", "food", "rent"], "rows in sorted order")
            sorter.sortOrder = .descending
            XCTAssertEqual(titles(), ["rent", "food", "book", "coffee"])
            (store.getObject(0) as? Expense)?.amount = 1   // rent becomes the cheapest
            // GtkSortListModel neither watches its items nor re-reads the sort keys it cached
            // for them; the model's change notification makes it read the item again.
            store.itemsChanged(0, removed: 1, added: 1)
            XCTAssertEqual(titles(), ["food", "book", "coffee", "rent"], "sorted by the new value")

            sorted.sorter = CustomSorter(Expense.self) { first, second in
                first.title < second.title ? .smaller : first.title == second.title ? .equal : .larger
            }
            XCTAssertEqual(titles(), ["book", "coffee", "food", "rent"], "a Swift closure sorter")
        }
    }
}

/// Counts disposals (a weak reference's notification runs once, as the object goes).
private let countDisposal: GWeakNotify = { data, _ in
    data?.assumingMemoryBound(to: Int.self).pointee += 1
}

@MainActor private func readProperty<Result>(_ object: GLib.Object, _ name: String,
                                             _ read: (UnsafeMutablePointer<GValue>) -> Result) -> Result {
    let spec = vsm_object_find_property(object.gObject, name)!
    var value = GValue()
    g_value_init(&value, spec.pointee.value_type)
    defer { g_value_unset(&value) }
    g_object_get_property(object.gObject, name, &value)
    return read(&value)
}

@MainActor private func writeProperty(_ object: GLib.Object, _ name: String,
                                      _ write: (UnsafeMutablePointer<GValue>) -> Void) {
    let spec = vsm_object_find_property(object.gObject, name)!
    var value = GValue()
    g_value_init(&value, spec.pointee.value_type)
    defer { g_value_unset(&value) }
    write(&value)
    g_object_set_property(object.gObject, name, &value)
}
