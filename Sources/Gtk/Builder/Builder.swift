import CGLib
import CGtk

/// A loaded GtkBuilder `.ui` file with typed lookup of its objects by id (the outlets).
///
/// The builder keeps the file's top-level objects alive while it exists; every object
/// returned by `object(_:id:)` is the object's one wrapper (asking twice returns the same
/// instance), which keeps its object alive, so it outlives the builder.
@MainActor
extension Builder {
    /// The file path (or the name given for a string) used in error messages; kept on the
    /// GtkBuilder object itself, as an extension cannot store it.
    public var fileName: String {
        g_object_get_data(gObject, Self.fileNameKey).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? "<builder>"
    }

    private static let fileNameKey = "vsm-builder-file-name"

    private func setFileName(_ name: String) {
        g_object_set_data_full(gObject, Self.fileNameKey, strdup(name.nulSafe), free)
    }

    /// Loads the `.ui` file at `path`. Throws `BuilderLookupError.cannotLoad` naming the file
    /// when it is missing, unreadable or invalid.
    public static func load(file path: String) throws(BuilderLookupError) -> Builder {
        let builder = Builder()
        builder.setFileName(path)
        var error: UnsafeMutablePointer<GError>?
        if gtk_builder_add_from_file(builder.opaque, path.nulSafe, &error) == 0 {
            throw BuilderLookupError.cannotLoad(file: path, message: Self.consume(error))
        }
        return builder
    }

    /// Loads the `.ui` file at `path` in the registered GResource bundles
    /// (`/io/github/…/window.ui`, see `Resource.register()`). Errors name it as the URI
    /// `resource://<path>`: `BuilderLookupError.cannotLoad` when no bundle has the path or the
    /// file is invalid, and the lookup errors of `object(_:id:)` as for a file.
    public static func load(resource path: String) throws(BuilderLookupError) -> Builder {
        let builder = Builder()
        let fileName = "resource://" + path
        builder.setFileName(fileName)
        guard Resource.isRegistered(path: path) else {
            throw BuilderLookupError.cannotLoad(file: fileName, message: "no registered GResource bundle has this path")
        }
        var error: UnsafeMutablePointer<GError>?
        if gtk_builder_add_from_resource(builder.opaque, path.nulSafe, &error) == 0 {
            throw BuilderLookupError.cannotLoad(file: fileName, message: Self.consume(error))
        }
        return builder
    }

    /// Loads a `.ui` document from a string; `name` stands for the file in messages.
    public static func load(string: String, name: String = "<string>") throws(BuilderLookupError) -> Builder {
        let builder = Builder()
        builder.setFileName(name)
        var error: UnsafeMutablePointer<GError>?
        if gtk_builder_add_from_string(builder.opaque, string.nulSafe, -1, &error) == 0 {
            throw BuilderLookupError.cannotLoad(file: name, message: Self.consume(error))
        }
        return builder
    }

    /// The object with `id`, as its one wrapper of class `type`.
    ///
    /// Throws `BuilderLookupError.missingObject` when the id does not exist,
    /// `BuilderLookupError.wrongType` when the object is not a `type.gType` (or subtype), and
    /// `BuilderLookupError.wrapperClassMismatch` when the object already has a wrapper of a
    /// Swift class that is not a `type`.
    public func object<T: Object>(_ type: T.Type, id: String) throws -> T {
        let expected = String(cString: g_type_name(T.gType))
        guard let pointer = gtk_builder_get_object(opaque, id.nulSafe) else {
            throw BuilderLookupError.missingObject(file: fileName, id: id, expectedType: expected)
        }
        let raw = UnsafeMutableRawPointer(pointer)
        guard vsm_instance_is_a(raw, T.gType) != 0 else {
            throw BuilderLookupError.wrongType(file: fileName, id: id, expectedType: expected,
                                         actualType: String(cString: vsm_object_type_name(raw)))
        }
        guard let wrapper = T.wrap(raw) else {
            let existing = Object.existingWrapper(for: raw).map { String(describing: Swift.type(of: $0)) } ?? "none"
            throw BuilderLookupError.wrapperClassMismatch(file: fileName, id: id, requestedClass: "\(T.self)",
                                                    existingClass: existing)
        }
        return wrapper
    }

    /// The object with `id`, its type inferred from the context:
    /// `let label: Label = try builder.object(id: "title")`.
    public func object<T: Object>(id: String) throws -> T {
        try object(T.self, id: id)
    }

    private static func consume(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }
}
