import CGtk

/// The icon theme of the default display (`GtkIconTheme`).
///
/// Main actor. Without a display there is no theme: every lookup answers `false`.
@MainActor
extension IconTheme {
    /// Makes the icons under `path` in the registered GResource bundles part of the
    /// theme, laid out like an icon theme folder (`<path>/scalable/actions/x-symbolic.svg`).
    /// GNOME apps keep their own symbolic icons there. Returns `false` without a display.
    @discardableResult
    public static func addResourcePath(_ path: String) -> Bool {
        guard let display = gdk_display_get_default(),
              let theme = gtk_icon_theme_get_for_display(display) else { return false }
        gtk_icon_theme_add_resource_path(theme, path.nulSafe)
        return true
    }

    /// Whether the current icon theme has an icon named `name` (for example an app icon
    /// that is only there once the package is installed).
    public static func hasIcon(named name: String) -> Bool {
        guard let display = gdk_display_get_default(),
              let theme = gtk_icon_theme_get_for_display(display) else { return false }
        return gtk_icon_theme_has_icon(theme, name.nulSafe) != 0
    }
}
