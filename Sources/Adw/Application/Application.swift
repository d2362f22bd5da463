import CAdw
import Gtk

/// An `AdwApplication` (libadwaita 1.2): a `Gtk.Application` that initializes libadwaita
/// when it starts up (`adw_init`: its style sheet, icons and ``StyleManager``) and loads
/// the `style.css` (and `style-dark.css`) found under the application's resource base path.
///
/// Everything `Gtk.Application` offers works unchanged (actions, accelerators, windows,
/// `run`). Make libadwaita windows (``ApplicationWindow``) from `onStartup`/`onActivate`
/// handlers: by then libadwaita is initialized. Ownership and identity as every `Object`
/// (one wrapper per object; the wrapper owns the reference `adw_application_new` returned).
/// Main actor only; run it from synchronous top-level code on the main thread.
@MainActor
open class Application: Gtk.Application {
    /// `adw_application_get_type()`.
    override open class var gType: GType { adw_application_get_type() }

    /// Creates a libadwaita application. `id` must be a valid application id
    /// (`Gtk.Application.isValidID`, for example `org.example.App`); an invalid one is a
    /// programming error (precondition failure). Registers this module's wrapper classes,
    /// so getters return `Adw` wrappers for libadwaita widgets.
    public convenience init(id: String, flags: ApplicationFlags = []) {
        precondition(Self.isValidID(id), "invalid application id \(id)")
        AdwRuntime.registerWrappers()
        let pointer = adw_application_new(id.nulSafe, GApplicationFlags(rawValue: flags.rawValue))!
        self.init(adopting: UnsafeMutableRawPointer(pointer))
    }

    /// The application's style manager (light or dark); the display's default one, which
    /// libadwaita sets up on start-up. Valid after the application has started up
    /// (registered).
    public var styleManager: StyleManager {
        let manager = adw_application_get_style_manager(adwPointer(AdwApplication.self))!
        return StyleManager.wrap(UnsafeMutableRawPointer(manager))!
    }
}
