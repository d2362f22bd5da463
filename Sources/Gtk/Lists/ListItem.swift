import CGtk

/// The `GtkListItem` a `SignalListItemFactory` handler receives: one recycled slot of a
/// `ListView`, showing the item at `position` in its `child` widget.
///
/// GTK owns the list item and recycles it; keep its `key` to recognise it in a later call.
/// Main actor only.
@MainActor
extension ListItem {

    /// The key of the model item shown now, or `nil` when unbound.
    public var itemKey: ObjectKey? {
        gtk_list_item_get_item(opaque).map { ObjectKey($0) }
    }

    /// The position of the item in the model, or `nil` when unbound.
    public var boundPosition: Int? {
        let position = gtk_list_item_get_position(opaque)
        return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
    }

}
