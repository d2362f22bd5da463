import CGtk

/// The size and state of a window as a person left it: what apps save on close and
/// restore on the next start (GNOME's "remembered window").
extension Window {
    /// The window's default size: the size it opens with, which GTK 4 keeps up to date
    /// while the person resizes the window (not while it is maximized or full screen), so
    /// it is the size to save. A dimension is 0 (or -1) when the window keeps its natural size.
    public var defaultSize: (width: Int32, height: Int32) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(windowPointer, &width, &height)
        return (width, height)
    }
}
