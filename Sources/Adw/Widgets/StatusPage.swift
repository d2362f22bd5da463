import CAdw
import Gtk

/// An `AdwStatusPage`: a large icon, a title, a description and an optional child (a
/// Retry button) — for empty and error states.
@MainActor
extension StatusPage {

    /// Makes the page as tall as its content instead of scrolling it: for a status page
    /// inside a list row or a box, where its own scrolling (meant for a full window) leaves
    /// it next to no height and cuts off the button. libadwaita 1.2 builds the page around
    /// one `GtkScrolledWindow`; this asks that to propagate its content's natural height.
    /// Does nothing if a later libadwaita builds the page differently.
    public func sizeToContent() {
        for child in children where child.isA(gtk_scrolled_window_get_type()) {
            gtk_scrolled_window_set_propagate_natural_height(OpaquePointer(child.widgetPointer), 1)
        }
    }
}
