/// Why a GResource bundle could not be made, or a path in it not read.
///
/// `description` names the bundle (its file, or the name given for embedded bytes) or the
/// resource path, and GLib's message.
public enum ResourceError: Error, Equatable, CustomStringConvertible {
    /// The bytes or the file are not a compiled bundle (`glib-compile-resources` output).
    case invalidBundle(name: String, message: String)
    /// No resource at this path (in the bundle, or in any registered bundle).
    case notFound(path: String)

    /// One line naming the bundle or the path.
    public var description: String {
        switch self {
        case let .invalidBundle(name, message):
            "cannot load the GResource bundle '\(name)': \(message)"
        case let .notFound(path):
            "no resource at '\(path)'"
        }
    }
}
