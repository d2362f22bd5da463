import CAdw
import Gtk

/// libadwaita's start-up: styles, icons and the style manager.
///
/// ``Application`` does this for you (it registers the wrappers when it is made, and
/// libadwaita runs `adw_init` when it starts up); call ``initialize()`` yourself only when
/// you use libadwaita widgets without one (tests, a `Gtk.Application`). Main thread only,
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

    /// Registers the wrapper classes once (safe before GTK is initialized).
    static func registerWrappers() {
        guard !isInitialized else { return }
        isInitialized = true
        for type in wrapperClasses { Object.register(type) }
    }

    /// The most specific class first does not matter: the registry picks by GType.
    private static let wrapperClasses: [Object.Type] = [
        ApplicationWindow.self, HeaderBar.self, WindowTitle.self, ToastOverlay.self, Toast.self,
        StatusPage.self, Clamp.self, PreferencesGroup.self, ActionRow.self, EntryRow.self, Avatar.self,
        StyleManager.self, Application.self,
    ] + versionedWrapperClasses

    /// The classes that exist, or are not deprecated, only in some libadwaita releases.
    private static var versionedWrapperClasses: [Object.Type] {
        var classes: [Object.Type] = []
        #if !ADW_1_6
        classes += [AboutWindow.self, MessageDialog.self]
        #endif
        #if ADW_1_5
        classes += [Dialog.self, AboutDialog.self, AlertDialog.self]
        #endif
        return classes
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
