import CGtk

/// A `GtkApplicationWindow`: a window that belongs to an `Application`, with
/// window-scoped actions (`win.` prefix) and an optional help overlay (shortcuts window).
/// The menubar is never shown (GNOME style: use a `HeaderBar` with a `MenuButton`).
@MainActor
extension ApplicationWindow {

    /// The window's id among the application's windows (0 before it is registered).
    public var id: UInt32 { gtk_application_window_get_id(cast()) }

    #if !GTK_4_18
    // GTK 4.18 deprecates the help overlay with no replacement in GTK itself: from there on
    // a window presents its `ShortcutsWindow` from an action of its own.

    /// The help overlay set with `setHelpOverlay(_:)` (its one wrapper), if any.
    public var helpOverlay: ShortcutsWindow? {
        gtk_application_window_get_help_overlay(cast()).flatMap { ShortcutsWindow.wrap(UnsafeMutableRawPointer($0)) }
    }
    #endif
}
