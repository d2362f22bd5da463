/// Why settings could not be opened, read or written.
///
/// GLib aborts the process on most of these (`g_settings_new` with a missing schema,
/// `g_settings_get_int` on a key the schema lacks or of another type); `Settings` checks
/// first and throws instead. `description` names the schema and key.
public enum SettingsError: Error, Equatable, CustomStringConvertible {
    /// No installed or given schema has this id; `searched` lists the schema folders looked at.
    case schemaNotFound(schemaID: String, searched: [String])
    /// An explicit schema folder could not be read (missing, or no `gschemas.compiled`).
    case schemaDirectoryUnusable(directory: String, message: String)
    /// The schema has no fixed path (a relocatable schema), which `Settings` does not open.
    case relocatableSchema(schemaID: String)
    /// The schema has no such key.
    case noSuchKey(schemaID: String, key: String)
    /// The key holds another type than the one asked for (GVariant type strings: `i`, `b`, `s`).
    case wrongType(schemaID: String, key: String, expected: String, actual: String)
    /// The value is outside the key's range or choices in the schema.
    case outOfRange(schemaID: String, key: String, value: String)
    /// The key is locked down (not writable) in this backend.
    case notWritable(schemaID: String, key: String)

    /// One line naming the schema, the key and what to do.
    public var description: String {
        switch self {
        case let .schemaNotFound(schemaID, searched):
            "the GSettings schema '\(schemaID)' is not installed (looked in: "
                + (searched.isEmpty ? "no schema folder" : searched.joined(separator: ", "))
                + "); install the package, or compile it with glib-compile-schemas and set GSETTINGS_SCHEMA_DIR"
        case let .schemaDirectoryUnusable(directory, message):
            "cannot read GSettings schemas in '\(directory)': \(message)"
        case let .relocatableSchema(schemaID):
            "the GSettings schema '\(schemaID)' is relocatable (it has no path)"
        case let .noSuchKey(schemaID, key):
            "the GSettings schema '\(schemaID)' has no key '\(key)'"
        case let .wrongType(schemaID, key, expected, actual):
            "the GSettings key '\(key)' of '\(schemaID)' has type '\(actual)', not '\(expected)'"
        case let .outOfRange(schemaID, key, value):
            "\(value) is outside the range of the GSettings key '\(key)' of '\(schemaID)'"
        case let .notWritable(schemaID, key):
            "the GSettings key '\(key)' of '\(schemaID)' is not writable"
        }
    }
}
