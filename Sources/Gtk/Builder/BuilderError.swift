/// Why a `Builder` could not load a file or return a typed object (GTK's own error codes
/// are the generated `BuilderError`).
///
/// The `description` always names the builder file, and for lookups the object id, the
/// expected GType name and (for a wrong type) the actual GType name, so that a broken
/// `.ui` file is found from the message alone.
public enum BuilderLookupError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read or parsed; `message` is GLib's error message.
    case cannotLoad(file: String, message: String)
    /// No object has this id in the file.
    case missingObject(file: String, id: String, expectedType: String)
    /// The object with this id has another type than the one asked for.
    case wrongType(file: String, id: String, expectedType: String, actualType: String)
    /// The object already has a Swift wrapper of another class than the one asked for
    /// (one wrapper per object; for example a `Widget` subclass requested for an object
    /// that already has a plain `Button` wrapper).
    case wrapperClassMismatch(file: String, id: String, requestedClass: String, existingClass: String)

    /// One line naming the file and, for lookups, the id and the types involved.
    public var description: String {
        switch self {
        case let .cannotLoad(file, message):
            "cannot load GtkBuilder file '\(file)': \(message)"
        case let .missingObject(file, id, expectedType):
            "GtkBuilder file '\(file)' has no object with id '\(id)' (expected a \(expectedType))"
        case let .wrongType(file, id, expectedType, actualType):
            "GtkBuilder file '\(file)': object '\(id)' is a \(actualType), expected a \(expectedType)"
        case let .wrapperClassMismatch(file, id, requestedClass, existingClass):
            "GtkBuilder file '\(file)': object '\(id)' already has a Swift wrapper of class "
                + "\(existingClass), which is not a \(requestedClass)"
        }
    }
}
