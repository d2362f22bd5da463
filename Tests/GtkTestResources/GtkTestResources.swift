import Gtk

/// The GtkTests' GResource bundle, compiled from `test.gresource.xml` by the
/// GResourceCompiler build plugin and embedded in this module.
public enum GtkTestResources {
    /// The bundle's resource path prefix.
    public static let prefix = "/io/github/vsmgtk/GtkTests"

    /// The folder holding `test.gresource.xml` and its files (to compare the embedded
    /// bundle with what is on disk).
    public static let sourceFolder: String = {
        let file = "\(#filePath)"
        return String(file[..<file.lastIndex(of: "/")!])
    }()

    /// A new wrapper of the embedded bundle (not registered).
    public static func bundle() throws(ResourceError) -> Resource {
        try Resource(base64Encoded: gresourceBundleBase64, name: "test.gresource.xml")
    }
}
