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
open class ApplicationWindow: Gtk.ApplicationWindow {
    /// `adw_application_window_get_type()`.
    override open class var gType: GType { adw_application_window_get_type() }

    /// Creates a window of `application` (libadwaita must be initialized: ``AdwRuntime``).
    public convenience init(application: Gtk.Application) {
        self.init(retaining: adw_application_window_new(
            UnsafeMutableRawPointer(application.gObject).assumingMemoryBound(to: GtkApplication.self)))
    }

    /// Not available: an application window belongs to an application
    /// (`init(application:)`); `Window()`'s initializer would make a plain `GtkWindow`.
    @available(*, unavailable, message: "use init(application:)")
    public convenience init() {
        fatalError("unavailable")
    }

    /// What the window shows, header bar included.
    public var content: Widget? {
        get { wrappedWidget(adw_application_window_get_content(adwPointer())) }
        set { adw_application_window_set_content(adwPointer(), newValue?.widgetPointer) }
    }

    /// `ChildContainer`: makes `child` the ``content`` (libadwaita does not support a
    /// window child of its own here), replacing the previous one.
    override open func addChildWidget(_ child: Widget) {
        content = child
    }

    /// `ChildContainer`: clears the ``content`` when it is `child`.
    override open func removeChildWidget(_ child: Widget) {
        if content === child { content = nil }
    }
}
