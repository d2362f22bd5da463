import CGtk

/// A `GtkMenuButton` showing a popover built from a `Menu`.
@MainActor
extension MenuButton {

    /// Creates a menu button; `primary` makes it the window's primary menu (opened with
    /// F10), and the icon defaults to the GNOME `open-menu-symbolic`.
    public convenience init(menu: Menu? = nil, iconName: String = "open-menu-symbolic",
                            primary: Bool = true) {
        self.init(retaining: gtk_menu_button_new())
        self.iconName = iconName
        self.primary = primary
        if let menu { menuModel = menu }
    }

    /// Whether the popover is open (shown on screen).
    public var isPopoverShown: Bool {
        guard let popover = gtk_menu_button_get_popover(opaque) else { return false }
        return gtk_widget_get_mapped(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self)) != 0
    }
}
