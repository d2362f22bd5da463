import CGLib
import CGtk

/// A `GtkListBox`: a vertical list of rows (each child is wrapped in a row).
@MainActor
extension ListBox {

    /// Removes the row showing `child`: the row itself, or the row GTK made around a widget
    /// that was appended (the generated `remove(_:)` takes only rows).
    public func removeRow(showing child: Widget) {
        if let row = gtk_widget_get_parent(child.widgetPointer),
           vsm_instance_is_a(UnsafeMutableRawPointer(row), gtk_list_box_row_get_type()) != 0,
           gtk_widget_get_parent(row) == widgetPointer {
            gtk_list_box_remove(opaque, row)
        } else {
            gtk_list_box_remove(opaque, child.widgetPointer)
        }
    }

    #if !GTK_4_12
    /// Removes every row (GTK 4.12 and newer have their own `removeAll()`).
    public func removeAll() {
        while let row = gtk_widget_get_first_child(widgetPointer) {
            gtk_list_box_remove(opaque, row)
        }
    }
    #endif

    /// The number of rows.
    public var rowCount: Int {
        children.filter { $0.isA(gtk_list_box_row_get_type()) }.count
    }

}
