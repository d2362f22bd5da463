import CGtk

/// A `GtkScrolledWindow`: shows a part of a larger child (a `ListView`) with scroll bars.
@MainActor
public final class ScrolledWindow: Widget {
    /// `gtk_scrolled_window_get_type()`: typed builder lookups check objects against it.
    override public class var gType: GType { gtk_scrolled_window_get_type() }

    /// Creates an empty scrolled window that scrolls vertically only and expands.
    public convenience init() {
        self.init(retaining: UnsafeMutableRawPointer(gtk_scrolled_window_new()))
        gtk_scrolled_window_set_policy(opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        expandsVertically = true
        expandsHorizontally = true
    }

    /// The scrolled child.
    public func setChild(_ child: Widget?) {
        gtk_scrolled_window_set_child(opaque, child?.widgetPointer)
    }

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
