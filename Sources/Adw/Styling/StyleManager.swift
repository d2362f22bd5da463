import CAdw
import Gtk

/// The application's `AdwStyleManager`: light or dark, following the desktop's preference
/// (`org.freedesktop.appearance color-scheme`) unless the application forces one.
///
/// One per display; main actor. Requires ``AdwRuntime/initialize()`` first.
@MainActor
public final class StyleManager: Object {
    /// `adw_style_manager_get_type()`.
    override public class var gType: GType { adw_style_manager_get_type() }

    /// The style manager of the default display.
    public static var `default`: StyleManager {
        AdwRuntime.registerWrappers()
        let manager = adw_style_manager_get_default()!
        return StyleManager.wrap(UnsafeMutableRawPointer(manager))!
    }

    /// What the application asks for.
    public var colorScheme: ColorScheme {
        get { ColorScheme(adw_style_manager_get_color_scheme(adwOpaque)) }
        set { adw_style_manager_set_color_scheme(adwOpaque, newValue.adw) }
    }

    /// Whether the application is drawn dark now.
    public var isDark: Bool { adw_style_manager_get_dark(adwOpaque) != 0 }

    /// Whether the desktop tells its preference (else `default` means light).
    public var systemSupportsColorSchemes: Bool { adw_style_manager_get_system_supports_color_schemes(adwOpaque) != 0 }

    /// Runs `handler` whenever ``isDark`` changes (the desktop's setting or ``colorScheme``).
    @discardableResult
    public func onDarkChanged(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        do {
            return try onNotify("dark") { manager, _ in handler(manager.isDark) }
        } catch {
            preconditionFailure("Adw module bug: \(error)")
        }
    }
}
