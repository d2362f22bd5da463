import CGtk

/// A `GtkScrolledWindow`: shows a part of a larger child (a `ListView`) with scroll bars.
@MainActor
extension ScrolledWindow {

    /// The vertical scroll position in pixels from the top (clamped by GTK to the
    /// scrollable range).
    public var verticalOffset: Double {
        get { gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(opaque)) }
        set { gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(opaque), newValue) }
    }

    /// The height of the whole scrollable content, in pixels.
    public var contentHeight: Double {
        gtk_adjustment_get_upper(gtk_scrolled_window_get_vadjustment(opaque))
    }
}
