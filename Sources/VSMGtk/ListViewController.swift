import Gtk

/// A list of rows with identity: renders an array of row view models in GTK's
/// recycling `ListView`, changing only what changed.
///
/// ```swift
/// let list = ListViewController<TodoRow, TodoRowView>(
///     makeRow: { TodoRowView() },                  // a new row widget (GTK recycles them)
///     update: { view, row in view.show(row) })    // put a row's values in a widget
/// try list.apply(state.rows)                      // in render(): diffed by id
/// ```
///
/// Guarantees (main actor, synchronous):
/// - `apply(_:)` diffs by `id` (`ListDiff`): rows that were removed, inserted or moved
///   are the only model changes; a row whose value is unchanged keeps its widget and
///   everything in it (focus, selection, typed text, scroll position); `update` runs only
///   for rows whose value changed (`!=`) and are on screen, and for rows GTK binds to a
///   widget as they scroll into view.
/// - Duplicate ids are refused with `ListDiffError.duplicateID`, and then nothing changes.
/// - Widgets exist only for the rows on screen and a few around them, so 100,000 rows
///   open and scroll at the cost of one screenful. Row widgets are created by `makeRow`
///   when GTK needs one, and reused for other rows as the list scrolls: `update` must set
///   everything a row shows.
///
/// The root widget (`view`) is a `ScrolledWindow` around the `ListView`.
@MainActor
public final class ListViewController<Row: Identifiable & Equatable, RowWidget: Widget>: ViewController {
    /// How rows can be selected.
    public enum Selection {
        /// No row can be selected (keyboard focus still moves between rows).
        case none
        /// At most one row is selected; the selection follows its row across changes.
        case single
    }

    /// The rows shown, in order (the last list passed to `apply(_:)`).
    public private(set) var rows: [Row] = []

    /// The number of row widgets created so far (calls of `makeRow`).
    public private(set) var rowWidgetsCreated = 0
    /// The number of `update` calls so far (a widget shown a row's new value).
    public private(set) var rowUpdates = 0

    /// GTK's list view (inside `scrolledWindow`).
    public let listView: ListView
    /// The scrolled window around the list: the root widget.
    public let scrolledWindow: ScrolledWindow

    private let store = ListStore()
    private let selectionModel: SelectionModel
    private let factory = SignalListItemFactory()
    private let makeRow: @MainActor () -> RowWidget
    private let update: @MainActor (RowWidget, Row) -> Void

    /// One row in the model: its current value and its item in the store.
    private final class Slot {
        var row: Row
        var version = 0
        let item: Object
        /// The cell showing this row now, if it is bound.
        weak var cell: Cell?
        init(row: Row, item: Object) { self.row = row; self.item = item }
    }

    /// One row widget made by `makeRow`, and what it last showed.
    private final class Cell {
        let widget: RowWidget
        weak var shownSlot: Slot?
        var shownVersion = -1
        init(widget: RowWidget) { self.widget = widget }
    }

    private var slotsByID: [Row.ID: Slot] = [:]
    private var slotsByItem: [ObjectKey: Slot] = [:]
    private var order: [Row.ID] = []
    private var cells: [ObjectKey: Cell] = [:]

    /// Creates an empty list. `makeRow` creates a row widget; `update` shows a row in a
    /// widget (it may be a widget that showed another row before).
    public init(selection: Selection = .none,
                makeRow: @escaping @MainActor () -> RowWidget,
                update: @escaping @MainActor (RowWidget, Row) -> Void) {
        self.makeRow = makeRow
        self.update = update
        switch selection {
        case .none: selectionModel = NoSelection(store: store)
        case .single: selectionModel = SingleSelection(store: store)
        }
        listView = ListView(model: selectionModel, factory: factory)
        scrolledWindow = ScrolledWindow()
        scrolledWindow.setChild(listView)
        super.init()
        connectFactory()
    }

    /// The scrolled window around the list.
    override public func loadView() -> Widget { scrolledWindow }

    // MARK: Rows

    /// Shows `newRows`: diffs them by id against the rows shown, splices the model where
    /// rows were removed, inserted or moved, and updates the widgets of rows whose value
    /// changed. Throws `ListDiffError.duplicateID` (and changes nothing) when two rows
    /// share an id.
    public func apply(_ newRows: [Row]) throws(ListDiffError) {
        let newOrder = newRows.map(\.id)
        let diff = try ListDiff(from: order, to: newOrder)

        // Values first, so a widget GTK binds during a splice already sees the new row.
        var changed: [Slot] = []
        for row in newRows {
            guard let slot = slotsByID[row.id] else { continue }
            if slot.row != row {
                slot.row = row
                slot.version += 1
                changed.append(slot)
            }
        }

        var current = order
        for splice in diff.splices {
            let removedIDs = current[splice.position..<(splice.position + splice.removed)]
            let insertedIDs = newOrder[splice.inserted]
            let insertedSet = Set(insertedIDs)
            for id in removedIDs where !insertedSet.contains(id) {
                if let slot = slotsByID.removeValue(forKey: id) {
                    slotsByItem.removeValue(forKey: slot.item.key)
                }
            }
            var items: [Object] = []
            items.reserveCapacity(insertedIDs.count)
            for index in splice.inserted {
                if let slot = slotsByID[newOrder[index]] {
                    items.append(slot.item)
                } else {
                    let slot = Slot(row: newRows[index], item: ListStore.makeItem())
                    slotsByID[slot.row.id] = slot
                    slotsByItem[slot.item.key] = slot
                    items.append(slot.item)
                }
            }
            current.replaceSubrange(splice.position..<(splice.position + splice.removed), with: insertedIDs)
            store.splice(at: splice.position, removing: splice.removed, inserting: items)
        }
        order = newOrder
        rows = newRows

        // Rows on screen whose value changed and that GTK did not rebind during a splice.
        for slot in changed {
            if let cell = slot.cell, cell.shownSlot === slot, cell.shownVersion != slot.version {
                show(slot, in: cell)
            }
        }
    }

    /// The widget showing the row with `id` now, or `nil` when that row is not on
    /// screen (GTK creates widgets only for visible rows) or not in the list.
    public func rowWidget(for id: Row.ID) -> RowWidget? {
        guard let slot = slotsByID[id], let cell = slot.cell, cell.shownSlot === slot else { return nil }
        return cell.widget
    }

    /// The id of the selected row (single selection only; `nil` for none). Setting an
    /// id that is not in the list selects nothing.
    public var selectedID: Row.ID? {
        get {
            guard let single = selectionModel as? SingleSelection,
                  let position = single.selectedPosition, position < order.count else { return nil }
            return order[position]
        }
        set {
            guard let single = selectionModel as? SingleSelection else { return }
            single.selectedPosition = newValue.flatMap { id in order.firstIndex(of: id) }
        }
    }

    // MARK: GTK's factory

    private func connectFactory() {
        factory.onSetup { [weak self] listItem in
            guard let self else { return }
            let cell = Cell(widget: self.makeRow())
            self.rowWidgetsCreated += 1
            self.cells[listItem.key] = cell
            listItem.setChild(cell.widget)
        }
        factory.onBind { [weak self] listItem in
            guard let self, let cell = self.cells[listItem.key],
                  let itemKey = listItem.itemKey, let slot = self.slotsByItem[itemKey] else { return }
            slot.cell = cell
            // GTK rebinds a widget to the same item after a splice that removed and
            // re-added it (a move): it already shows this value, so leave it (and the
            // user's typing in it) alone.
            if cell.shownSlot === slot, cell.shownVersion == slot.version { return }
            self.show(slot, in: cell)
        }
        factory.onUnbind { [weak self] listItem in
            guard let self, let cell = self.cells[listItem.key] else { return }
            if let slot = cell.shownSlot, slot.cell === cell { slot.cell = nil }
        }
        factory.onTeardown { [weak self] listItem in
            self?.cells.removeValue(forKey: listItem.key)
        }
    }

    private func show(_ slot: Slot, in cell: Cell) {
        cell.shownSlot = slot
        cell.shownVersion = slot.version
        rowUpdates += 1
        update(cell.widget, slot.row)
    }
}
