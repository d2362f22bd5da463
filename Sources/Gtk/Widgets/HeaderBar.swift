import CGtk

/// A `GtkHeaderBar`: the GNOME title bar with widgets at both ends.
@MainActor
extension HeaderBar {

    /// Whether the minimize/maximize/close buttons are shown.
    public var showsTitleButtons: Bool {
        get { gtk_header_bar_get_show_title_buttons(opaque) != 0 }
        set { gtk_header_bar_set_show_title_buttons(opaque, newValue ? 1 : 0) }
    }
}
