import CAdw
import Gtk

/// libadwaita's start-up: styles, icons and the style manager.
///
/// Call ``initialize()`` before making libadwaita widgets: in an app's startup handler, or in
/// a test. An `Adw.Application` runs `adw_init` itself when it starts, but the generated
/// classes must be registered before a getter wraps a libadwaita widget. Main thread only,
/// after GTK can open a display.
@MainActor
public enum AdwRuntime {
    private static var isInitialized = false

    /// Initializes libadwaita (`adw_init`, idempotent) and registers this module's wrapper
    /// classes, so getters and builders return `Adw.Avatar` for an `AdwAvatar`.
    public static func initialize() {
        registerWrappers()
        adw_init()
    }

    /// Registers the generated classes once (safe before GTK is initialized), and where
    /// libadwaita's windows keep their content (`content`, not GtkWindow's `child`), so a
    /// view controller's view goes into them as `ChildContainer`s.
    static func registerWrappers() {
        guard !isInitialized else { return }
        isInitialized = true
        registerAdwTypes()
        Gtk.Window.contentSlots.append((
            type: adw_application_window_get_type(),
            get: { window in adw_application_window_get_content(window.cast()).flatMap { Widget.wrap(UnsafeMutableRawPointer($0)) } },
            set: { window, content in adw_application_window_set_content(window.cast(), content?.widgetPointer) }
        ))
        Gtk.Window.contentSlots.append((
            type: adw_window_get_type(),
            get: { window in adw_window_get_content(window.cast()).flatMap { Widget.wrap(UnsafeMutableRawPointer($0)) } },
            set: { window, content in adw_window_set_content(window.cast(), content?.widgetPointer) }
        ))
    }

    /// libadwaita's version at run time (`1.2.2` on Debian 12).
    public static var version: String {
        "\(adw_get_major_version()).\(adw_get_minor_version()).\(adw_get_micro_version())"
    }
}

extension String {
    /// A Swift copy of a C string owned by GLib, or `nil` for a null pointer.
    init?(adwString pointer: UnsafePointer<CChar>?) {
        guard let pointer else { return nil }
        self.init(cString: pointer)
    }
}
