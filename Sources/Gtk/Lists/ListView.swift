import CGtk

/// A `GtkListView`: GTK's recycling list. It creates row widgets (through its
/// `SignalListItemFactory`) only for the rows on screen and a few around them, so a
/// model of 100,000 items opens and scrolls at the cost of one screenful.
///
/// Put it in a `ScrolledWindow`. Main actor only.
@MainActor
public final class ListView: Widget {
    /// `gtk_list_view_get_type()`: typed builder lookups check objects against it.
    override public class var gType: GType { gtk_list_view_get_type() }

    /// Shows `model` with row widgets from `factory`. The view keeps both.
    public convenience init(model: SelectionModel, factory: SignalListItemFactory) {
        g_object_ref(model.gObject)
        g_object_ref(factory.gObject)
        // gtk_list_view_new takes ownership of one reference of each (transfer full).
        self.init(retaining: UnsafeMutableRawPointer(gtk_list_view_new(
            OpaquePointer(model.gObject), OpaquePointer(factory.gObject))))
    }

    /// Shows another model (the view keeps it); GTK drops the row widgets of the old one.
    public func setModel(_ model: SelectionModel) {
        gtk_list_view_set_model(opaque, OpaquePointer(model.gObject))
    }

    /// A list view without a model yet (set one with `setModel`), with rows from `factory`.
    public convenience init(factory: SignalListItemFactory) {
        g_object_ref(factory.gObject)
        // gtk_list_view_new takes ownership of the factory reference (transfer full).
        self.init(retaining: UnsafeMutableRawPointer(gtk_list_view_new(nil, OpaquePointer(factory.gObject))))
    }

    /// Whether thin lines separate the rows.
    public var showsSeparators: Bool {
        get { gtk_list_view_get_show_separators(opaque) != 0 }
        set { gtk_list_view_set_show_separators(opaque, newValue ? 1 : 0) }
    }
}
