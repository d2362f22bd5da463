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
extension Application {

}
