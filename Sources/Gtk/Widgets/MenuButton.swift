import CGtk

/// A `GtkMenuButton` showing a popover built from a `Menu`.
@MainActor
public final class MenuButton: Widget {
    /// `gtk_menu_button_get_type()`: typed builder lookups check objects against it.
    override public class var gType: GType { gtk_menu_button_get_type() }

    /// Creates a menu button; `primary` makes it the window's primary menu (opened with
    /// F10), and the icon defaults to the GNOME `open-menu-symbolic`.
    public convenience init(menu: Menu? = nil, iconName: String = "open-menu-symbolic",
                            primary: Bool = true) {
        self.init(retaining: gtk_menu_button_new())
        self.iconName = iconName
        self.isPrimary = primary
        if let menu { setMenu(menu) }
    }

    /// The themed icon shown on the button.
    public var iconName: String? {
        get { String(gString: gtk_menu_button_get_icon_name(opaque)) }
        set { gtk_menu_button_set_icon_name(opaque, newValue?.nulSafe) }
    }

    /// Whether F10 opens this menu (the window's primary menu).
    public var isPrimary: Bool {
        get { gtk_menu_button_get_primary(opaque) != 0 }
        set { gtk_menu_button_set_primary(opaque, newValue ? 1 : 0) }
    }

    /// Uses `menu` as the popover's model (`nil` removes it).
    public func setMenu(_ menu: Menu?) {
        gtk_menu_button_set_menu_model(opaque, menu?.cast())
    }

    /// Opens the popover.
    public func popup() { gtk_menu_button_popup(opaque) }

    /// Closes the popover.
    public func popdown() { gtk_menu_button_popdown(opaque) }

    /// Whether the popover is open (shown on screen).
    public var isPopoverShown: Bool {
        guard let popover = gtk_menu_button_get_popover(opaque) else { return false }
        return gtk_widget_get_mapped(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self)) != 0
    }
}
