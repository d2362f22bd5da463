import CGtk

/// A `GtkBox`: children in one row or column.
@MainActor
extension Box {
    /// An empty vertical box without spacing.
    public convenience init() {
        self.init(orientation: .vertical, spacing: 0)
    }

    /// Removes every child.
    public func removeAll() {
        while let child = gtk_widget_get_first_child(widgetPointer) {
            gtk_box_remove(cast(), child)
        }
    }
}
