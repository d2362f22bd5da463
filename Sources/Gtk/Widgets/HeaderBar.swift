import CGtk

/// A `GtkHeaderBar`: the GNOME title bar with widgets at both ends.
@MainActor
extension HeaderBar {

}
