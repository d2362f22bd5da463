import CAdw
import Gtk

/// An `AdwToastOverlay`: shows ``Toast``s over its child, one at a time, in order.
@MainActor
public final class ToastOverlay: Widget {
    /// `adw_toast_overlay_get_type()`.
    override public class var gType: GType { adw_toast_overlay_get_type() }

    /// Creates an empty overlay.
    public convenience init() {
        self.init(retaining: adw_toast_overlay_new())
    }

    /// The content the toasts show over.
    public var child: Widget? {
        get { wrappedWidget(adw_toast_overlay_get_child(adwOpaque)) }
        set { adw_toast_overlay_set_child(adwOpaque, newValue?.widgetPointer) }
    }

    /// Shows `toast` (after the ones already queued). The overlay holds it while it shows.
    public func add(_ toast: Toast) {
        adw_toast_overlay_add_toast(adwOpaque, UnsafeMutableRawPointer(g_object_ref(toast.gObject))
            .map { OpaquePointer($0) })
    }
}
