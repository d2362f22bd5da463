import CAdw
import Gtk

/// An `AdwToastOverlay`: shows ``Toast``s over its child, one at a time, in order.
@MainActor
extension ToastOverlay {

    /// Shows `toast` (after the ones already queued). The overlay holds it while it shows.
    public func add(_ toast: Toast) {
        adw_toast_overlay_add_toast(adwOpaque, UnsafeMutableRawPointer(g_object_ref(toast.gObject))
            .map { OpaquePointer($0) })
    }
}
