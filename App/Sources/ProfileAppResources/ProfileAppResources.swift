import Gtk

/// The app's GResource bundle (`ProfileApp.gresource.xml`: the `.ui` files, the style sheet
/// and the app icon), compiled by the GResourceCompiler build plugin and embedded here, so a
/// build always runs with the files it was built from.
public enum ProfileAppResources {
    /// The application's resource base path (GApplication's `resource-base-path`).
    public static let basePath = "/io/github/vsmgtk/VSMProfile"

    /// The manifest's file name (for error messages and tests).
    public static let manifestName = "ProfileApp.gresource.xml"

    /// The folder holding the manifest in the source tree it was built from.
    public static let sourceFolder: String = {
        let file = "\(#filePath)"
        return String(file[..<file.lastIndex(of: "/")!])
    }()

    /// A new wrapper of the embedded bundle; `register()` it before loading from it.
    public static func bundle() throws(ResourceError) -> Resource {
        try Resource(base64Encoded: gresourceBundleBase64, name: manifestName)
    }
}
