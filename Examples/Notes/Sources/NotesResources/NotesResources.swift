import Gtk

/// The app's GResource bundle (`Notes.gresource.xml`: the `.ui` layouts), compiled by the
/// library's GResourceCompiler build plugin and embedded here, so a build always runs with
/// the layouts it was built from.
public enum NotesResources {
    /// The resource path prefix of every layout.
    public static let basePath = "/io/github/vsmgtk/Notes"

    /// The resource path of a layout, `ui/<name>`.
    public static func layout(_ name: String) -> String { "\(basePath)/ui/\(name)" }

    /// Registers the embedded bundle with GIO once, so `Builder` and `BuilderViewController`
    /// find the layouts by resource path. Safe to call again.
    @MainActor
    public static func register() throws(ResourceError) {
        guard bundle == nil else { return }
        let resource = try Resource(base64Encoded: gresourceBundleBase64, name: "Notes.gresource.xml")
        resource.register()
        bundle = resource
    }

    /// The registered bundle, kept for the life of the process: GIO reads the layouts from
    /// its bytes whenever a window is built.
    @MainActor private static var bundle: Resource?
}
