import CGtk

/// The `GtkListItem` a `SignalListItemFactory` handler receives: one recycled slot of a
/// `ListView`, showing the item at `position` in its `child` widget.
///
/// Valid only during the handler call it was passed to (GTK owns the list item); keep
/// its `key` to recognise it in a later call. Main actor only.
@MainActor
public struct ListItem {
    private let pointer: OpaquePointer

    init(_ pointer: UnsafeMutableRawPointer) {
        self.pointer = OpaquePointer(pointer)
    }

    /// This list item's identity: the same across setup, bind, unbind and teardown.
    public var key: ObjectKey { ObjectKey(UnsafeMutableRawPointer(pointer)) }

    /// The key of the model item shown now, or `nil` when unbound.
    public var itemKey: ObjectKey? {
        gtk_list_item_get_item(pointer).map { ObjectKey($0) }
    }

    /// The position of the item in the model, or `nil` when unbound.
    public var position: Int? {
        let position = gtk_list_item_get_position(pointer)
        return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
    }

    /// Whether the item is selected in the view's selection model.
    public var isSelected: Bool { gtk_list_item_get_selected(pointer) != 0 }

    /// Whether GTK treats the row as a button: hover highlight, and `activate` on click or
    /// Enter. Rows that only show content (or hold their own buttons) turn it off.
    public var isActivatable: Bool {
        get { gtk_list_item_get_activatable(pointer) != 0 }
        nonmutating set { gtk_list_item_set_activatable(pointer, newValue ? 1 : 0) }
    }

    /// Sets the widget shown for the item; the list item keeps a reference to it.
    public func setChild(_ widget: Widget?) {
        gtk_list_item_set_child(pointer, widget?.widgetPointer)
    }
}
