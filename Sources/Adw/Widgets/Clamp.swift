import CAdw
import Gtk

/// An `AdwClamp`: keeps its child at a readable width, centred, however wide the window.
@MainActor
public final class Clamp: Widget {
    /// `adw_clamp_get_type()`.
    override public class var gType: GType { adw_clamp_get_type() }

    /// Creates a clamp of `maximumSize` pixels.
    public convenience init(maximumSize: Int32 = 600) {
        self.init(retaining: adw_clamp_new())
        self.maximumSize = maximumSize
    }

    /// The widest the child gets.
    public var maximumSize: Int32 {
        get { adw_clamp_get_maximum_size(adwOpaque) }
        set { adw_clamp_set_maximum_size(adwOpaque, newValue) }
    }

    /// The clamped widget.
    public var child: Widget? {
        get { wrappedWidget(adw_clamp_get_child(adwOpaque)) }
        set { adw_clamp_set_child(adwOpaque, newValue?.widgetPointer) }
    }
}
