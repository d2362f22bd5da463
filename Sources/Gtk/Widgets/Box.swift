import CGtk

/// A `GtkBox`: children in one row or column.
@MainActor
open class Box: Widget {
    /// `gtk_box_get_type()`: typed builder lookups check objects against it.
    override open class var gType: GType { gtk_box_get_type() }

    /// Creates an empty box.
    public convenience init(orientation: Orientation = .vertical, spacing: Int32 = 0) {
        self.init(retaining: gtk_box_new(orientation.gtkValue, spacing))
    }

    /// Spacing between children, in pixels.
    public var spacing: Int32 {
        get { gtk_box_get_spacing(cast()) }
        set { gtk_box_set_spacing(cast(), newValue) }
    }

    /// Appends `child` at the end. The child must not have a parent yet.
    public func append(_ child: Widget) { gtk_box_append(cast(), child.widgetPointer) }

    /// Inserts `child` at the start. The child must not have a parent yet.
    public func prepend(_ child: Widget) { gtk_box_prepend(cast(), child.widgetPointer) }

    /// Removes `child`, which must be a child of this box.
    public func remove(_ child: Widget) { gtk_box_remove(cast(), child.widgetPointer) }

    /// Removes every child.
    public func removeAll() {
        while let child = gtk_widget_get_first_child(widgetPointer) {
            gtk_box_remove(cast(), child)
        }
    }
}
