import CAdw
import Gtk

/// The application's `AdwStyleManager`: light or dark, following the desktop's preference
/// (`org.freedesktop.appearance color-scheme`) unless the application forces one.
///
/// One per display; main actor. Requires ``AdwRuntime/initialize()`` first.
@MainActor
extension StyleManager {
    /// The process's style manager (`adw_style_manager_get_default`): its one wrapper.
    public static var `default`: StyleManager {
        AdwRuntime.registerWrappers()
        return getDefault()
    }

    /// Runs `handler` whenever ``isDark`` changes (the desktop's setting or ``colorScheme``).
    @discardableResult
    public func onDarkChanged(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        onNotify(.dark) { manager in handler(manager.dark) }
    }
}
