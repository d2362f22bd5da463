import CGtk

/// A `GtkHeaderBar`: the GNOME title bar with widgets at both ends.
@MainActor
public final class HeaderBar: Widget {
    /// `gtk_header_bar_get_type()`: typed builder lookups check objects against it.
    override public class var gType: GType { gtk_header_bar_get_type() }

    /// Creates a header bar with the window controls shown.
    public convenience init() {
        self.init(retaining: gtk_header_bar_new())
    }

    /// Adds `widget` at the start (left in left-to-right locales).
    public func packStart(_ widget: Widget) { gtk_header_bar_pack_start(opaque, widget.widgetPointer) }

    /// Adds `widget` at the end (right in left-to-right locales).
    public func packEnd(_ widget: Widget) { gtk_header_bar_pack_end(opaque, widget.widgetPointer) }

    /// Replaces the title (by default the window title) with `widget`.
    public func setTitleWidget(_ widget: Widget?) {
        gtk_header_bar_set_title_widget(opaque, widget?.widgetPointer)
    }

    /// Whether the minimize/maximize/close buttons are shown.
    public var showsTitleButtons: Bool {
        get { gtk_header_bar_get_show_title_buttons(opaque) != 0 }
        set { gtk_header_bar_set_show_title_buttons(opaque, newValue ? 1 : 0) }
    }
}
