import Gtk
import ProfileAppResources

/// The app's `.ui` files, style sheet and icon: the GResource bundle compiled from
/// `App/Sources/ProfileAppResources/ProfileApp.gresource.xml` and embedded in the binary, so
/// nothing is looked up on disk and a build always runs with the files it was built from
/// (the build plugin declares the manifest and every file it lists as inputs).
///
/// Paths: a layout `X.ui` is at `<basePath>/ui/X.ui`, the style sheet at
/// `<basePath>/style.css`, the icon under `<basePath>/icons` (where GtkApplication's
/// resource base path makes GTK look). Main thread only.
@MainActor
public struct AppResources {
    /// The application's resource base path (GApplication's `resource-base-path`).
    public static let basePath = ProfileAppResources.basePath

    /// The style sheet's resource path.
    public var styleSheetPath: String { Self.basePath + "/style.css" }

    /// The resource path of the layout file `name` (`"MainWindow.ui"`).
    public func path(for name: String) -> String {
        Self.basePath + "/ui/" + name
    }

    /// The embedded bundle, registered with GIO once per process.
    ///
    /// - Throws: `ResourceError` when the embedded bytes are not a bundle (a broken build).
    public static func load() throws(ResourceError) -> AppResources {
        if registered == nil {
            let bundle = try ProfileAppResources.bundle()
            bundle.register()
            registered = bundle
        }
        // GtkApplication adds the same folder; a screen shown without one needs it too.
        // It can be added only once a display is open.
        if !iconsAdded {
            iconsAdded = IconTheme.addResourcePath(basePath + "/icons")
        }
        return AppResources()
    }

    /// Kept for the process lifetime: GIO reads the registered bundle's bytes.
    private static var registered: Resource?
    /// Whether the bundle's icons are part of the default display's icon theme.
    private static var iconsAdded = false

    private init() {}
}
