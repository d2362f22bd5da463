import CAdw
import Gtk

/// An `AdwHeaderBar`: the title bar of a libadwaita window, with the window's buttons.
@MainActor
public final class HeaderBar: Widget {
    /// `adw_header_bar_get_type()`.
    override public class var gType: GType { adw_header_bar_get_type() }

    /// Creates an empty header bar.
    public convenience init() {
        self.init(retaining: adw_header_bar_new())
    }

    /// The widget in the middle (a ``WindowTitle``); `nil` shows the window's title.
    public var titleWidget: Widget? {
        get { wrappedWidget(adw_header_bar_get_title_widget(adwOpaque)) }
        set { adw_header_bar_set_title_widget(adwOpaque, newValue?.widgetPointer) }
    }

    /// Adds `widget` at the start (left in left-to-right locales).
    public func packStart(_ widget: Widget) { adw_header_bar_pack_start(adwOpaque, widget.widgetPointer) }

    /// Adds `widget` at the end (right in left-to-right locales), where the primary menu goes.
    public func packEnd(_ widget: Widget) { adw_header_bar_pack_end(adwOpaque, widget.widgetPointer) }
}
