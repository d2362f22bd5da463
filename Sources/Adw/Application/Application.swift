import CAdw
import Gtk

/// An `AdwApplication` (libadwaita 1.2): a `Gtk.Application` that initializes libadwaita
/// when it starts up (`adw_init`: its style sheet, icons and ``StyleManager``) and loads
/// the `style.css` (and `style-dark.css`) found under the application's resource base path.
///
/// Nothing else to set up: making one registers this module's classes (so getters and
/// builders return `Adw.Avatar` for an `AdwAvatar`, and a view controller's view goes into an
/// ``ApplicationWindow``'s `content`), and libadwaita is initialized before the first
/// `onStartup` handler runs, so every handler may make libadwaita widgets and windows.
/// ``AdwRuntime/initialize()`` is for code without an `Adw.Application` (tests, a plain
/// `Gtk.Application`).
///
/// Everything `Gtk.Application` offers works unchanged (actions, accelerators, windows,
/// `run`). Ownership and identity as every `Object` (one wrapper per object; the wrapper owns
/// the reference it was created with). Subclass it to keep an app's state with its
/// application: a subclass keeps the `AdwApplication` GType. Main actor only; run it from
/// synchronous top-level code on the main thread.
@MainActor
open class Application: Gtk.Application {
    /// The GType of `AdwApplication`. Asking for it registers this module's classes first:
    /// `Application(id:flags:)` asks before it makes the object, so an app made with it needs
    /// no other set-up.
    override open class var gType: GType {
        AdwRuntime.registerWrappers()
        return adw_application_get_type()
    }

    /// The style manager of the application's display: light or dark, accent colours. Valid
    /// from `onStartup` on.
    public var styleManager: StyleManager {
        StyleManager.wrap(UnsafeMutableRawPointer(adw_application_get_style_manager(cast())))!
    }
}
