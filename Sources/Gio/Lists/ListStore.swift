import CGLib

/// `GListStore` as the list model behind a `ListView`: a store of plain `GObject` items.
///
/// The items carry no data; they stand for rows, and the code that owns the store maps
/// each item's `key` to its row (so the model stays cheap for 100,000 rows). Every
/// change is one `items-changed` emission with the exact position, removed and added
/// counts, which lets GTK keep the widgets of the rows outside the change, and of the
/// items removed and re-added in the same splice (moves).
///
/// Main actor only. The store holds one reference per item; callers keep their own
/// `Object` wrappers to re-insert an item elsewhere.
extension ListStore {
    /// Creates an empty store of `GObject` items.
    public convenience init() {
        self.init(adopting: UnsafeMutableRawPointer(g_list_store_new(g_object_get_type())))
    }

    /// Creates a new plain `GObject` to use as an item (no properties, no data).
    public static func makeItem() -> Object {
        Object(adopting: UnsafeMutableRawPointer(g_object_new_with_properties(g_object_get_type(), 0, nil, nil)))
    }

    /// Replaces `removing` items at `position` with `items`, in one `items-changed`
    /// emission. An item may appear among both the removed and the inserted ones (a
    /// move): the caller's wrapper keeps it alive across the splice.
    ///
    /// Preconditions: `0 <= position`, `position + removing <= count`.
    public func splice(at position: Int, removing: Int, inserting items: [Object]) {
        precondition(position >= 0 && removing >= 0 && position + removing <= itemCount,
                     "ListStore.splice: \(position)+\(removing) is outside 0..<\(itemCount)")
        var pointers: [gpointer?] = items.map { UnsafeMutableRawPointer($0.gObject) }
        withExtendedLifetime(items) {
            pointers.withUnsafeMutableBufferPointer { buffer in
                g_list_store_splice(opaque, guint(position), guint(removing),
                                    buffer.baseAddress, guint(buffer.count))
            }
        }
    }

    /// The key of the item at `position`, or `nil` when out of range.
    public func itemKey(at position: Int) -> ObjectKey? {
        guard position >= 0, position < itemCount,
              let item = g_list_model_get_item(opaque, guint(position)) else { return nil }
        defer { g_object_unref(item) }
        return ObjectKey(item)
    }
}
