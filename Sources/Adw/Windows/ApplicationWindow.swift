import CAdw
import Gtk

/// An `AdwApplicationWindow`: a GNOME window whose content reaches its edges (the header
/// bar is part of the content, not a separate title bar).
///
/// It is a `Gtk.ApplicationWindow`: actions, accelerators and the help overlay work as
/// there. What it shows is its `content`: libadwaita forbids `child` on this type (setting it
/// aborts the process), so VSMGtk's `setRootViewController` and `ChildContainer` put a view in
/// the content instead, once this module's classes are registered (making an
/// `Adw.Application` or calling `AdwRuntime.initialize()` does that). Main actor; the
/// application holds the window while it is open.
@MainActor
extension ApplicationWindow {
}
