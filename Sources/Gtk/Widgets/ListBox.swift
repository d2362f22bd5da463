import CGLib
import CGtk

/// A `GtkListBox`: a vertical list of rows (each child is wrapped in a row).
@MainActor
public final class ListBox: Widget {
    /// `gtk_list_box_get_type()`: typed builder lookups check objects against it.
    override public class var gType: GType { gtk_list_box_get_type() }

    /// Creates an empty list without selection.
    public convenience init() {
        self.init(retaining: gtk_list_box_new())
        gtk_list_box_set_selection_mode(opaque, GTK_SELECTION_NONE)
    }

    /// Appends a row showing `child`.
    public func append(_ child: Widget) { gtk_list_box_append(opaque, child.widgetPointer) }

    /// Removes a row (pass the row or the widget that was appended).
    public func remove(_ child: Widget) {
        if let row = gtk_widget_get_parent(child.widgetPointer),
           vsm_instance_is_a(UnsafeMutableRawPointer(row), gtk_list_box_row_get_type()) != 0,
           gtk_widget_get_parent(row) == widgetPointer {
            gtk_list_box_remove(opaque, row)
        } else {
            gtk_list_box_remove(opaque, child.widgetPointer)
        }
    }

    /// Removes every row.
    public func removeAll() {
        while let row = gtk_widget_get_first_child(widgetPointer) {
            gtk_list_box_remove(opaque, row)
        }
    }

    /// The number of rows.
    public var rowCount: Int {
        children.filter { $0.isA(gtk_list_box_row_get_type()) }.count
    }

    /// Shows `widget` when the list is empty (`nil` removes the placeholder).
    public func setPlaceholder(_ widget: Widget?) {
        gtk_list_box_set_placeholder(opaque, widget?.widgetPointer)
    }
}
