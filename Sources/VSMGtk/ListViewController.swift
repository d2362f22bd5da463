import Gtk

/// A list of rows with identity: renders an array of row view models in GTK's
/// recycling `ListView`, changing only what changed.
///
/// ```swift
/// let list = ListViewController<TodoRow, TodoRowController>(
///     makeRow: { TodoRowController() },            // a widget or a per-row view controller
///     update: { row, value in row.show(value) })  // put a row's values in it
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
/// - Widgets exist only for the rows on screen and some around them (GTK 4.8 keeps up to
///   about 200), so 100,000 rows open and scroll at the cost of a few screenfuls. Row
///   widgets are created by `makeRow` when GTK needs one, and reused for other rows as the
///   list scrolls: `update` must set everything a row shows.
///
/// The root widget (`view`) is a `ScrolledWindow` around the `ListView`.
@MainActor
public final class ListViewController<Row: Identifiable & Equatable, RowView: ListRowContent>: ViewController {
    /// How rows can be selected.
    public enum Selection {
        /// No row can be selected (keyboard focus still moves between rows).
        case none
        /// At most one row is selected; the selection follows its row across changes.
        case single
    }

    /// The rows shown, in order (the last list passed to `apply(_:)`).
    public var rows: [Row] { storedRows }
    @usableFromInline var storedRows: [Row] = []

    /// Counts row widgets made and rows shown while installed (tests, benchmarks); `nil`,
    /// the default, counts nothing.
    @_spi(Instrumentation) public var activity: ListActivity?

    /// GTK's list view (inside `scrolledWindow`).
    public let listView: ListView
    /// The scrolled window around the list: the root widget.
    public let scrolledWindow: ScrolledWindow

    @usableFromInline var model: SourceListModel?
    private var selectionModel: SelectionModel?
    private let factory = SignalListItemFactory()
    private let makeRow: @MainActor () -> RowView
    private let update: @MainActor (RowView, Row) -> Void
    private let rowsAreActivatable: Bool

    /// A row GTK has asked for: its model item, and which value a widget last showed.
    /// Rows never shown have no slot, so 100,000 rows cost only the arrays below.
    @MainActor @usableFromInline
    final class Slot {
        @usableFromInline let id: Row.ID
        @usableFromInline var version = 0
        @usableFromInline let item = Gio.ListStore.makeItem()
        /// The cell showing this row now, if it is bound.
        @usableFromInline weak var cell: Cell?
        init(id: Row.ID) { self.id = id }
    }

    /// One row widget made by `makeRow`, and what it last showed.
    @MainActor @usableFromInline
    final class Cell {
        let rowView: RowView
        @usableFromInline weak var shownSlot: Slot?
        @usableFromInline var shownVersion = -1
        init(rowView: RowView) { self.rowView = rowView }
    }

    /// The position of every row in `rows`.
    @usableFromInline var indexByID: [Row.ID: Int] = [:]
    /// What GTK's model reads. A separate object captured by the model's closures, so the
    /// model answers consistently even while GTK disposes the list after this controller
    /// is gone (GTK asserts when a model's size changes without `items-changed`).
    @MainActor @usableFromInline
    final class ModelContent {
        /// The ids in the order GTK's model has them now: equal to `rows`' ids except in
        /// the middle of `apply`, between two splices.
        @usableFromInline var ids: [Row.ID] = []
        @usableFromInline var slotsByID: [Row.ID: Slot] = [:]
        @usableFromInline var slotsByItem: [ObjectKey: Slot] = [:]
        init() {}

        /// The model item of the row at `position`, made on first request.
        func item(at position: Int) -> Object {
            let id = ids[position]
            if let slot = slotsByID[id] { return slot.item }
            let slot = Slot(id: id)
            slotsByID[id] = slot
            slotsByItem[slot.item.key] = slot
            return slot.item
        }
    }

    @usableFromInline let content = ModelContent()
    private var cells: [ObjectKey: Cell] = [:]

    /// Creates an empty list. `makeRow` creates a row widget; `update` shows a row in a
    /// widget (it may be a widget that showed another row before). `activatableRows: false`
    /// makes rows plain content (no hover highlight, no activation): for lists whose rows
    /// hold their own buttons and entries.
    public init(selection: Selection = .none,
                activatableRows: Bool = true,
                makeRow: @escaping @MainActor () -> RowView,
                update: @escaping @MainActor (RowView, Row) -> Void) {
        self.makeRow = makeRow
        self.update = update
        rowsAreActivatable = activatableRows
        scrolledWindow = ScrolledWindow()
        listView = ListView(factory: factory)
        scrolledWindow.child = listView
        super.init()
        let content = self.content
        let model = SourceListModel(count: { content.ids.count }, item: { content.item(at: $0) })
        let selectionModel: SelectionModel = switch selection {
        case .none: NoSelection(model: model)
        case .single: SingleSelection(unselected: model)
        }
        self.model = model
        self.selectionModel = selectionModel
        listView.model = selectionModel
        connectFactory()
    }

    /// The scrolled window around the list.
    override public func loadView() -> Widget { scrolledWindow }

    // MARK: Rows

    /// Shows `newRows`: diffs them by id against the rows shown, changes the model where
    /// rows were removed, inserted or moved, and updates the widgets of rows whose value
    /// changed. Throws `ListDiffError.duplicateID` (and changes nothing) when two rows
    /// share an id.
    ///
    /// `@inlinable` so that the diff is specialized for the caller's row type: unspecialized
    /// generic hashing made 100,000 rows take about 10 times longer.
    @inlinable
    public func apply(_ newRows: [Row]) throws(ListDiffError) {
        let newIDs = newRows.map(\.id)
        let diff = try ListDiff(from: content.ids, to: newIDs)

        // Values first, so a widget GTK binds during a splice already sees the new row.
        // Only rows GTK has asked for have a slot (a widget may show them).
        var changed: [Slot] = []
        for slot in content.slotsByID.values {
            guard let oldPosition = indexByID[slot.id], let newPosition = diff.newIndex[slot.id],
                  newRows[newPosition] != storedRows[oldPosition] else { continue }
            slot.version += 1
            changed.append(slot)
        }
        storedRows = newRows
        indexByID = diff.newIndex

        for splice in diff.splices {
            let range = splice.position..<(splice.position + splice.removed)
            for id in content.ids[range] where diff.newIndex[id] == nil {
                if let slot = content.slotsByID.removeValue(forKey: id) {
                    content.slotsByItem.removeValue(forKey: slot.item.key)
                }
            }
            content.ids.replaceSubrange(range, with: newIDs[splice.inserted])
            model?.itemsChanged(at: splice.position, removed: splice.removed, added: splice.inserted.count)
        }

        // Rows on screen whose value changed and that GTK did not rebind during a splice.
        for slot in changed {
            if let cell = slot.cell, cell.shownSlot === slot, cell.shownVersion != slot.version {
                show(slot, in: cell)
            }
        }
    }

    /// The row view (widget or controller) showing the row with `id` now, or `nil` when
    /// that row is not on screen (GTK creates rows only for visible ones) or not in the list.
    public func rowView(for id: Row.ID) -> RowView? {
        guard let slot = content.slotsByID[id], let cell = slot.cell, cell.shownSlot === slot else { return nil }
        return cell.rowView
    }

    /// Scrolls the row with `id` into view; does nothing for an id not in the list. GTK
    /// creates the row's widget as it comes into view (``rowView(for:)`` then finds it).
    public func scroll(to id: Row.ID) {
        guard let position = indexByID[id] else { return }
        listView.scrollToItem(at: position)
    }

    /// The id of the selected row (single selection only; `nil` for none). Setting an
    /// id that is not in the list selects nothing.
    public var selectedID: Row.ID? {
        get {
            guard let single = selectionModel as? SingleSelection,
                  let position = single.selectedPosition, position < content.ids.count else { return nil }
            return content.ids[position]
        }
        set {
            guard let single = selectionModel as? SingleSelection else { return }
            single.selectedPosition = newValue.flatMap { id in indexByID[id] }
        }
    }

    // MARK: GTK's factory

    private func connectFactory() {
        factory.onSetup { [weak self] listItem in
            guard let self else { return }
            let cell = Cell(rowView: self.makeRow())
            self.activity?.rowWidgetsCreated += 1
            self.cells[listItem.key] = cell
            listItem.activatable = self.rowsAreActivatable
            listItem.child = cell.rowView.contentWidget
        }
        factory.onBind { [weak self] listItem in
            guard let self, let cell = self.cells[listItem.key],
                  let itemKey = listItem.itemKey, let slot = self.content.slotsByItem[itemKey] else { return }
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

    @usableFromInline func show(_ slot: Slot, in cell: Cell) {
        guard let position = indexByID[slot.id] else { return }
        cell.shownSlot = slot
        cell.shownVersion = slot.version
        activity?.rowUpdates += 1
        update(cell.rowView, storedRows[position])
    }
}
