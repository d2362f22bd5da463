import CGtk

/// GTK's `Settings` (`GtkSettings`), named for what they are: the desktop's settings, not an
/// app's `Gio.Settings`.
public typealias DesktopSettings = Settings

/// The default display's `GtkSettings`: the desktop's preferences as GTK reads them (from
/// the XSETTINGS manager, the settings portal or `settings.ini`), such as whether
/// animations are allowed.
///
/// Not to be confused with `Gio.Settings` (a `GSettings`, the application's own stored
/// preferences). There is one `GtkSettings` per display, owned by GTK for the process's
/// lifetime; its wrapper is the one wrapper of that object (see `Object`), so
/// ``default`` returns the same instance on every call. Main actor: handlers run on the
/// main thread, synchronously when the desktop (or the application) changes a setting.
@MainActor
extension DesktopSettings {

    /// The settings of the default display, or `nil` when GTK has no display (not
    /// initialized, or no display could be opened).
    public static var `default`: DesktopSettings? {
        guard let settings = gtk_settings_get_default() else { return nil }
        return DesktopSettings.wrap(UnsafeMutableRawPointer(settings))
    }

    private var settings: OpaquePointer { opaque }

    /// Whether the desktop allows animations (`gtk-enable-animations`); `false` when the
    /// user asked for reduced motion. GTK itself then stops CSS animations and
    /// transitions; widgets with an animation of their own should stop it too. Setting it
    /// overrides the desktop for this process (tests use this).
    public var enablesAnimations: Bool {
        get { vsm_settings_get_enable_animations(settings) != 0 }
        set { vsm_settings_set_enable_animations(settings, newValue ? 1 : 0) }
    }

    /// Runs `handler` with the new value each time `gtk-enable-animations` is set (by the
    /// desktop or through ``enablesAnimations``; GLib notifies on every set, so the value
    /// may equal the previous one). Disconnect the returned connection when the observer
    /// goes: the settings object lives as long as the display.
    @discardableResult
    public func onEnablesAnimationsChanged(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        onNotify(.gtkEnableAnimations) { settings in handler(settings.enablesAnimations) }
    }
}
