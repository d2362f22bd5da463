import CAdw
import Gtk

/// An `AdwWindowTitle`: a title and an optional subtitle for a header bar.
@MainActor
public final class WindowTitle: Widget {
    /// `adw_window_title_get_type()`.
    override public class var gType: GType { adw_window_title_get_type() }

    /// Creates a title with an optional subtitle (empty hides it).
    public convenience init(title: String, subtitle: String = "") {
        self.init(retaining: adw_window_title_new(title.nulSafe, subtitle.nulSafe))
    }

    /// The title.
    public var title: String {
        get { String(adwString: adw_window_title_get_title(adwOpaque)) ?? "" }
        set { adw_window_title_set_title(adwOpaque, newValue.nulSafe) }
    }

    /// The subtitle; empty hides it.
    public var subtitle: String {
        get { String(adwString: adw_window_title_get_subtitle(adwOpaque)) ?? "" }
        set { adw_window_title_set_subtitle(adwOpaque, newValue.nulSafe) }
    }
}
