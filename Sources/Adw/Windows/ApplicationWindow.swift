import CAdw
import Gtk

/// An `AdwApplicationWindow`: a GNOME window whose content reaches its edges (the header
/// bar is part of the content, not a separate title bar).
///
/// It is a `Gtk.ApplicationWindow`: actions, accelerators and the help overlay work as
/// there. Set what it shows with ``content``: libadwaita forbids `child` on this type, so
/// `child` and VSMGtk's `setRootViewController` (which sets `child`) are not for it; put a
/// controller's view in the content and keep the controller alive with the window. Main
/// actor; the application holds the window while it is open.
@MainActor
extension ApplicationWindow {
}
