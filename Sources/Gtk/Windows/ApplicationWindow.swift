import CGtk

/// A `GtkApplicationWindow`: a window that belongs to an `Application`, with
/// window-scoped actions (`win.` prefix) and an optional help overlay (shortcuts window).
/// The menubar is never shown (GNOME style: use a `HeaderBar` with a `MenuButton`).
@MainActor
open class ApplicationWindow: Window, ActionMap {
    /// `gtk_application_window_get_type()`: typed builder lookups check objects against it.
    override open class var gType: GType { gtk_application_window_get_type() }

    /// Creates a window of `application` (not yet shown).
    public convenience init(application: Application) {
        self.init(retaining: gtk_application_window_new(application.cast()))
        gtk_application_window_set_show_menubar(cast(), 0)
    }

    /// The window's id among the application's windows (0 before it is registered).
    public var id: UInt32 { gtk_application_window_get_id(cast()) }

    #if !GTK_4_18
    // GTK 4.18 deprecates the help overlay with no replacement in GTK itself: from there on
    // a window presents its `ShortcutsWindow` from an action of its own.

    /// Uses `shortcutsWindow` as this window's help overlay: GTK adds the
    /// `win.show-help-overlay` action, bound to Ctrl+? by `GtkApplication`.
    /// Not offered when built against GTK 4.18 or newer, which deprecates it.
    public func setHelpOverlay(_ shortcutsWindow: ShortcutsWindow?) {
        gtk_application_window_set_help_overlay(cast(), shortcutsWindow?.opaque)
    }

    /// The help overlay set with `setHelpOverlay(_:)` (its one wrapper), if any.
    public var helpOverlay: ShortcutsWindow? {
        gtk_application_window_get_help_overlay(cast()).flatMap { ShortcutsWindow.wrap(UnsafeMutableRawPointer($0)) }
    }
    #endif
}
