import Gtk

extension ColumnViewController {
    /// One column of a ``ColumnViewController``: its title, how its cells are made and
    /// filled, and — when the user may sort by it — how two rows compare.
    ///
    /// A column's cells are created by `makeCell` when GTK needs one and reused for other
    /// rows as the table scrolls, so its `update` must set everything a cell shows (as
    /// ``ListViewController``'s `update` does for a row). Main actor only.
    @MainActor
    public struct Column {
        /// The header's text.
        public let title: String
        /// Whether the column takes the width left over by the others.
        public let expands: Bool
        let makeCell: @MainActor () -> any ListRowContent
        let update: @MainActor (any ListRowContent, Row) -> Void
        /// `nil` for a column the user cannot sort by (its header does not react to clicks).
        let areInIncreasingOrder: (@MainActor (Row, Row) -> Bool)?

        /// A column whose cells are `Cell`s made by `makeCell` and filled by `update`.
        /// With `areInIncreasingOrder`, clicking the header sorts the rows by it (ascending
        /// first, then descending); rows it finds equal keep the order of `rows`.
        public init<Cell: ListRowContent>(_ title: String,
                                          expands: Bool = false,
                                          sortedBy areInIncreasingOrder: (@MainActor (Row, Row) -> Bool)? = nil,
                                          makeCell: @escaping @MainActor () -> Cell,
                                          update: @escaping @MainActor (Cell, Row) -> Void) {
            self.title = title
            self.expands = expands
            self.areInIncreasingOrder = areInIncreasingOrder
            self.makeCell = makeCell
            // The cell passed back is always one `makeCell` made for this column.
            self.update = { cell, row in
                guard let cell = cell as? Cell else { preconditionFailure("a cell of another column") }
                update(cell, row)
            }
        }

        /// A column sorted by the value at `sortKey` (ascending by `<`).
        public init<Cell: ListRowContent, Key: Comparable>(_ title: String,
                                                          expands: Bool = false,
                                                          sortKey: KeyPath<Row, Key>,
                                                          makeCell: @escaping @MainActor () -> Cell,
                                                          update: @escaping @MainActor (Cell, Row) -> Void) {
            self.init(title, expands: expands, sortedBy: { $0[keyPath: sortKey] < $1[keyPath: sortKey] },
                      makeCell: makeCell, update: update)
        }

        /// A column of start-aligned labels showing `text(row)`, sorted by `sortKey` when
        /// one is given.
        public static func text<Key: Comparable>(_ title: String,
                                                 expands: Bool = false,
                                                 sortKey: KeyPath<Row, Key>,
                                                 _ text: @escaping @MainActor (Row) -> String) -> Column {
            Column(title, expands: expands, sortKey: sortKey, makeCell: Column.makeLabel,
                   update: { label, row in label.text = text(row) })
        }

        /// A column of start-aligned labels showing `text(row)` that the user cannot sort by.
        public static func text(_ title: String,
                                expands: Bool = false,
                                _ text: @escaping @MainActor (Row) -> String) -> Column {
            Column(title, expands: expands, makeCell: Column.makeLabel,
                   update: { label, row in label.text = text(row) })
        }

        private static func makeLabel() -> Label {
            let label = Label("")
            label.xalign = 0
            return label
        }
    }
}
