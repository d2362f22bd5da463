import Gtk

/// A table of rows with identity: renders an array of row view models in GTK's recycling
/// `ColumnView`, one ``Column`` per value shown, changing only what changed, and sorting
/// by a column when the user clicks its header.
///
/// ```swift
/// let table = ColumnViewController<Expense>(columns: [
///     .text("Title", expands: true, sortKey: \.title) { $0.title },
///     .text("Amount", sortKey: \.amount) { String($0.amount) },
/// ])
/// table.onOutput = { output in … }   // .selected(id), .activated(id)
/// try table.apply(state.expenses)    // in render(): diffed by id
/// ```
///
/// Guarantees (main actor, synchronous):
/// - `apply(_:)` diffs by `id` (`ListDiff`), as ``ListViewController`` does: only removed,
///   inserted or moved rows change the model; an unchanged row keeps its cell widgets
///   (and their focus and typed text); a column's `update` runs only for rows whose value
///   changed (`!=`) and are on screen, and for rows GTK binds as they scroll into view.
/// - Duplicate ids are refused with `ListDiffError.duplicateID`, and then nothing changes.
/// - Order: without a sort the table shows `rows` in their order. Clicking a sortable
///   column's header sorts by it, ascending, then descending on the next click (GTK's
///   `GtkColumnViewSorter` feeding a `GtkSortListModel`, as on GTK 4.8). The sort stays
///   through later `apply` calls: inserted rows and rows whose value changed take their
///   sorted place (an `apply` that changes a value while sorted re-sorts all rows once,
///   O(n log n)); rows the column finds equal keep the order of `rows`.
///   ``displayedIDs`` is the order on screen.
/// - Outputs go to ``onOutput`` synchronously, on the main actor, in the order the user
///   acted: `.selected` when the user selects or unselects a row, `.activated` on a
///   double click or Enter on a row. Code is not reported to: setting ``selectedID``, a
///   sort moving the selected row, and an `apply` moving or removing it (removing it
///   unselects) send nothing.
/// - Ownership: the controller owns GTK's models and the cells' Swift objects; GTK's
///   models and sorters read the rows through a separate object, so they stay consistent
///   while GTK disposes the view after the controller is gone.
///
/// The root widget (`view`) is a `ScrolledWindow` around the `ColumnView`.
@MainActor
public final class ColumnViewController<Row: Identifiable & Equatable>: ViewController {
    /// How rows can be selected.
    public enum Selection {
        /// No row can be selected (keyboard focus still moves between rows).
        case none
        /// At most one row is selected; the selection follows its row across changes and sorts.
        case single
    }

    /// What the table reports to its host.
    public enum Output: Equatable {
        /// The user selected the row with this id, or unselected (`nil`).
        case selected(Row.ID?)
        /// The user activated the row with this id (double click, or Enter).
        case activated(Row.ID)
    }

    /// Receives the table's ``Output``s; the host sets it once.
    public var onOutput: (@MainActor (Output) -> Void)?

    /// The rows, in the order of the last list passed to `apply(_:)` (unsorted).
    public var rows: [Row] { content.rows }

    /// Counts cell widgets made and cells shown while installed (tests, benchmarks);
    /// `nil`, the default, counts nothing.
    @_spi(Instrumentation) public var activity: ListActivity?

    /// GTK's column view (inside `scrolledWindow`).
    public let columnView: ColumnView
    /// The scrolled window around the table: the root widget.
    public let scrolledWindow: ScrolledWindow

    private let columns: [Column]
    private let gtkColumns: [ColumnViewColumn]
    private let model: SourceListModel
    /// The rows in the order on screen: `model` sorted by the column view's sorter.
    private let sortModel: SortListModel
    private let singleSelection: SingleSelection?
    private let content = Content()
    private var cells: [ObjectKey: Cell] = [:]
    /// The selection last reported (or set by code), so a move is not reported as a change.
    private var reportedSelection: Row.ID?
    /// Whether `apply` is changing the model: selection changes then come from the state.
    private var isApplying = false

    /// A row GTK has asked for: its model item, and the cells showing it now by column.
    @MainActor
    final class Slot {
        let id: Row.ID
        var version = 0
        let item = Gio.ListStore.makeItem()
        var cells: [Int: Cell] = [:]
        init(id: Row.ID) { self.id = id }
    }

    /// One cell widget made by a column's `makeCell`, and what it last showed.
    @MainActor
    final class Cell {
        let column: Int
        let content: any ListRowContent
        weak var shownSlot: Slot?
        var shownVersion = -1
        init(column: Int, content: any ListRowContent) {
            self.column = column
            self.content = content
        }
    }

    /// What GTK's models and sorters read. A separate object captured by their closures,
    /// so they answer consistently even after the controller is gone.
    @MainActor
    final class Content {
        /// The ids in the order the source model has them now: `rows`' ids except in the
        /// middle of `apply`, between two splices.
        var ids: [Row.ID] = []
        var rows: [Row] = []
        var indexByID: [Row.ID: Int] = [:]
        /// During `apply`: the rows before it, for the sorter comparing an item that a
        /// later splice is about to remove.
        var previous: (rows: [Row], indexByID: [Row.ID: Int])?
        var slotsByID: [Row.ID: Slot] = [:]
        var slotsByItem: [ObjectKey: Slot] = [:]

        /// The model item of the row at `position`, made on first request.
        func item(at position: Int) -> Object {
            let id = ids[position]
            if let slot = slotsByID[id] { return slot.item }
            let slot = Slot(id: id)
            slotsByID[id] = slot
            slotsByItem[slot.item.key] = slot
            return slot.item
        }

        /// The row a model item stands for (also one leaving in the `apply` under way).
        func row(for item: Object) -> Row? {
            guard let id = slotsByItem[item.key]?.id else { return nil }
            if let index = indexByID[id] { return rows[index] }
            guard let previous, let index = previous.indexByID[id] else { return nil }
            return previous.rows[index]
        }
    }

    /// Creates an empty table with `columns`, left to right.
    public init(selection: Selection = .single, columns: [Column]) {
        self.columns = columns
        scrolledWindow = ScrolledWindow()
        let content = self.content
        model = SourceListModel(count: { content.ids.count }, item: { content.item(at: $0) })
        columnView = ColumnView(model: nil)
        sortModel = SortListModel(model: model, sorter: columnView.sorter)
        let selectionModel: SelectionModel
        switch selection {
        case .none:
            selectionModel = NoSelection(model: sortModel)
            singleSelection = nil
        case .single:
            let single = SingleSelection(unselected: sortModel)
            selectionModel = single
            singleSelection = single
        }
        columnView.model = selectionModel
        gtkColumns = columns.map { column in ColumnViewColumn(title: column.title, factory: SignalListItemFactory()) }
        scrolledWindow.child = columnView
        super.init()
        for (index, column) in columns.enumerated() {
            let gtkColumn = gtkColumns[index]
            gtkColumn.expand = column.expands
            if let areInIncreasingOrder = column.areInIncreasingOrder {
                gtkColumn.sorter = CustomSorter { first, second in
                    guard let first = content.row(for: first), let second = content.row(for: second) else { return .equal }
                    return areInIncreasingOrder(first, second) ? .smaller
                        : areInIncreasingOrder(second, first) ? .larger : .equal
                }
            }
            if let factory = gtkColumn.factory as? SignalListItemFactory {
                connect(factory, column: index)
            }
            columnView.appendColumn(gtkColumn)
        }
        connectOutputs()
    }

    /// The scrolled window around the table.
    override public func loadView() -> Widget { scrolledWindow }

    // MARK: Rows

    /// Shows `newRows`: diffs them by id against the rows shown, changes the model where
    /// rows were removed, inserted or moved, re-sorts rows whose value changed when the
    /// table is sorted, and updates the cells of rows whose value changed. Throws
    /// `ListDiffError.duplicateID` (and changes nothing) when two rows share an id.
    public func apply(_ newRows: [Row]) throws(ListDiffError) {
        let newIDs = newRows.map(\.id)
        let diff = try ListDiff(from: content.ids, to: newIDs)

        // Values first, so a cell GTK binds during a splice already sees the new row.
        var changed: [Slot] = []
        for slot in content.slotsByID.values {
            guard let oldPosition = content.indexByID[slot.id], let newPosition = diff.newIndex[slot.id],
                  newRows[newPosition] != content.rows[oldPosition] else { continue }
            slot.version += 1
            changed.append(slot)
        }
        content.previous = (content.rows, content.indexByID)
        content.rows = newRows
        content.indexByID = diff.newIndex
        isApplying = true
        defer {
            content.previous = nil
            isApplying = false
            reportedSelection = selectedID
        }

        for splice in diff.splices {
            let range = splice.position..<(splice.position + splice.removed)
            for id in content.ids[range] where diff.newIndex[id] == nil {
                if let slot = content.slotsByID.removeValue(forKey: id) {
                    content.slotsByItem.removeValue(forKey: slot.item.key)
                }
            }
            content.ids.replaceSubrange(range, with: newIDs[splice.inserted])
            model.itemsChanged(at: splice.position, removed: splice.removed, added: splice.inserted.count)
        }

        // GtkSortListModel sorts an item when it arrives and keeps it there: a row whose
        // value changed may now belong elsewhere, and the rows inserted above were placed by
        // comparing with its stale place. Re-sorting once puts every row where it belongs
        // (GTK keeps the widgets of rows that only move).
        if !changed.isEmpty, isSorted {
            columnView.sorter?.changed(.different)
        }

        // Cells on screen whose row changed and that GTK did not rebind above.
        for slot in changed {
            for cell in slot.cells.values where cell.shownSlot === slot && cell.shownVersion != slot.version {
                show(slot, in: cell)
            }
        }
    }

    /// Whether the user (or ``sort(byColumn:_:)``) sorted the table by a column.
    public var isSorted: Bool {
        guard let sorter = columnView.sorter else { return false }
        switch sorter.order {
        case .none: return false
        case .partial, .total, .unknown: return true
        }
    }

    /// The ids of the rows in the order the table shows them: `rows`' order, or sorted.
    public var displayedIDs: [Row.ID] {
        (0..<Int(sortModel.nItems)).compactMap(id(atDisplayed:))
    }

    /// Sorts by the column at `index` (of `columns`), as clicking its header does; a column
    /// without a sort key leaves the order alone.
    public func sort(byColumn index: Int, _ direction: SortType = .ascending) {
        guard gtkColumns.indices.contains(index), gtkColumns[index].sorter != nil else { return }
        columnView.sortByColumn(gtkColumns[index], direction: direction)
    }

    /// The cell (widget or controller) of the column at `column` showing the row with `id`
    /// now, or `nil` when that row is not on screen or not in the table.
    public func cell(for id: Row.ID, column: Int) -> (any ListRowContent)? {
        guard let slot = content.slotsByID[id], let cell = slot.cells[column], cell.shownSlot === slot else { return nil }
        return cell.content
    }

    /// The id of the selected row (single selection only; `nil` for none). Setting an id
    /// that is not in the table selects nothing; setting it reports no output.
    public var selectedID: Row.ID? {
        get {
            guard let single = singleSelection, let position = single.selectedPosition else { return nil }
            return id(atDisplayed: position)
        }
        set {
            guard let single = singleSelection else { return }
            let position = newValue.flatMap { id in displayedIDs.firstIndex(of: id) }
            reportedSelection = position == nil ? nil : newValue
            single.selectedPosition = position
        }
    }

    private func id(atDisplayed position: Int) -> Row.ID? {
        guard let item = sortModel.getObject(UInt32(position)) else { return nil }
        return content.slotsByItem[item.key]?.id
    }

    // MARK: Outputs

    private func connectOutputs() {
        columnView.onActivate { [weak self] _, position in
            guard let self, let id = self.id(atDisplayed: Int(position)) else { return }
            self.onOutput?(.activated(id))
        }
        singleSelection?.onSelectionChanged { [weak self] _, _, _ in
            guard let self else { return }
            let selected = self.selectedID
            guard !self.isApplying, selected != self.reportedSelection else { return }
            self.reportedSelection = selected
            self.onOutput?(.selected(selected))
        }
    }

    // MARK: GTK's factories

    private func connect(_ factory: SignalListItemFactory, column: Int) {
        factory.onSetup { [weak self] listItem in
            guard let self else { return }
            let cell = Cell(column: column, content: self.columns[column].makeCell())
            self.activity?.rowWidgetsCreated += 1
            self.cells[listItem.key] = cell
            listItem.child = cell.content.contentWidget
        }
        factory.onBind { [weak self] listItem in
            guard let self, let cell = self.cells[listItem.key],
                  let itemKey = listItem.itemKey, let slot = self.content.slotsByItem[itemKey] else { return }
            slot.cells[column] = cell
            // A move (or a re-sort) rebinds a cell to the item it already shows: leave it.
            if cell.shownSlot === slot, cell.shownVersion == slot.version { return }
            self.show(slot, in: cell)
        }
        factory.onUnbind { [weak self] listItem in
            guard let self, let cell = self.cells[listItem.key] else { return }
            if let slot = cell.shownSlot, slot.cells[column] === cell { slot.cells[column] = nil }
        }
        factory.onTeardown { [weak self] listItem in
            self?.cells.removeValue(forKey: listItem.key)
        }
    }

    private func show(_ slot: Slot, in cell: Cell) {
        guard let position = content.indexByID[slot.id] else { return }
        cell.shownSlot = slot
        cell.shownVersion = slot.version
        activity?.rowUpdates += 1
        columns[cell.column].update(cell.content, content.rows[position])
    }
}
