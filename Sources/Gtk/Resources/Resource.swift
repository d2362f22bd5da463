import CGtk
import Locking

/// A compiled GResource bundle (`glib-compile-resources` output): the `.ui` files, style
/// sheets and icons of an app, read from memory by path (`/io/github/…/window.ui`).
///
/// GNOME apps embed their bundle in the binary, so what a build runs is always what it was
/// built from. ``register()`` makes the bundle's paths visible to every GTK lookup by
/// resource path: `Builder(resource:)`, `CssProvider.load(fromResource:)`,
/// `IconTheme.addResourcePath(_:)`, and `resource://` URIs.
///
/// Ownership: the wrapper holds one reference to the `GResource` and releases it in
/// `deinit`; a registered bundle is also held by GLib's list of registered resources until
/// ``unregister()``. Thread safety: GResource is immutable and its lookups are thread-safe
/// (GLib documents them so), and registration is serialized here, so a `Resource` may be
/// used from any thread.
public final class Resource: @unchecked Sendable {
    // @unchecked: `resource` (a C pointer, so not Sendable to the checker) is immutable
    // after init and GLib's GResource calls are thread-safe; the registration flag is `Locked`.
    private let resource: OpaquePointer
    private let registered = Locked(false)

    /// The name used in errors: the file path, or the name given for bytes.
    public let name: String

    /// A bundle from its bytes (copied). Throws `ResourceError.invalidBundle` when they are
    /// not a compiled bundle.
    public init(data: [UInt8], name: String = "<bytes>") throws(ResourceError) {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        self.name = name
        var error: UnsafeMutablePointer<GError>?
        guard let resource = g_resource_new_from_data(bytes, &error) else {
            throw .invalidBundle(name: name, message: Self.consume(error))
        }
        self.resource = resource
    }

    /// A bundle embedded as base64 text (RFC 4648), the form the `GResourceCompiler` build
    /// plugin generates (`gresourceBundleBase64`). Throws `ResourceError.invalidBundle` when
    /// the decoded bytes are not a compiled bundle.
    public convenience init(base64Encoded text: StaticString, name: String = "<embedded>") throws(ResourceError) {
        let decoded = text.withUTF8Buffer { Self.decodeBase64($0) }
        try self.init(data: decoded, name: name)
    }

    /// A bundle read from a `.gresource` file (mapped, not copied). Throws
    /// `ResourceError.invalidBundle` naming the file when it is missing or not a bundle.
    public init(contentsOfFile path: String) throws(ResourceError) {
        name = path
        var error: UnsafeMutablePointer<GError>?
        guard let resource = g_resource_load(path.nulSafe, &error) else {
            throw .invalidBundle(name: path, message: Self.consume(error))
        }
        self.resource = resource
    }

    deinit {
        unregister()
        g_resource_unref(resource)
    }

    /// Adds the bundle to the resources every path lookup searches. Registering twice does
    /// nothing; a bundle registered later shadows an earlier one at the same path.
    public func register() {
        registered.withLock { isRegistered in
            guard !isRegistered else { return }
            g_resources_register(resource)
            isRegistered = true
        }
    }

    /// Removes the bundle from the lookups (nothing when it is not registered).
    public func unregister() {
        registered.withLock { isRegistered in
            guard isRegistered else { return }
            g_resources_unregister(resource)
            isRegistered = false
        }
    }

    /// The bytes of the file at `path` in this bundle. Throws `ResourceError.notFound`.
    public func data(at path: String) throws(ResourceError) -> [UInt8] {
        guard let bytes = g_resource_lookup_data(resource, path.nulSafe, G_RESOURCE_LOOKUP_FLAGS_NONE, nil) else {
            throw .notFound(path: path)
        }
        return Self.copy(bytes)
    }

    /// Whether this bundle has a file at `path` (folders: ``children(of:)``).
    public func contains(_ path: String) -> Bool {
        g_resource_get_info(resource, path.nulSafe, G_RESOURCE_LOOKUP_FLAGS_NONE, nil, nil, nil) != 0
    }

    /// The names of the entries in the folder at `path` (folders end in `/`), sorted;
    /// empty when there is no such folder.
    public func children(of path: String) -> [String] {
        takeGStringArray(g_resource_enumerate_children(resource, path.nulSafe, G_RESOURCE_LOOKUP_FLAGS_NONE, nil)).sorted()
    }

    /// The bytes at `path` in the registered bundles (what GTK's lookups see). Throws
    /// `ResourceError.notFound`.
    public static func registeredData(at path: String) throws(ResourceError) -> [UInt8] {
        guard let bytes = g_resources_lookup_data(path.nulSafe, G_RESOURCE_LOOKUP_FLAGS_NONE, nil) else {
            throw .notFound(path: path)
        }
        return copy(bytes)
    }

    /// Whether a registered bundle has a file at `path`.
    public static func isRegistered(path: String) -> Bool {
        g_resources_get_info(path.nulSafe, G_RESOURCE_LOOKUP_FLAGS_NONE, nil, nil, nil) != 0
    }

    private static func copy(_ bytes: OpaquePointer) -> [UInt8] {
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let start = g_bytes_get_data(bytes, &size), size > 0 else { return [] }
        return Array(UnsafeRawBufferPointer(start: start, count: Int(size)))
    }

    private static func decodeBase64(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        guard let base = text.baseAddress, !text.isEmpty else { return [] }
        var output = [UInt8](repeating: 0, count: text.count / 4 * 3 + 3)
        var state: gint = 0
        var save: guint = 0
        let written = output.withUnsafeMutableBufferPointer { buffer in
            base.withMemoryRebound(to: CChar.self, capacity: text.count) { input in
                g_base64_decode_step(input, gsize(text.count), buffer.baseAddress, &state, &save)
            }
        }
        return Array(output.prefix(Int(written)))
    }

    private static func consume(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }
}
