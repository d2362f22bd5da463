import CGLib

/// A `GSettings`: typed access to the keys of one installed schema, stored in a backend
/// (dconf on a desktop, memory or a key file in tests).
///
/// The constructor looks the schema up first and throws when it is missing, where
/// `g_settings_new` would abort the process; reads and writes check the key's existence,
/// type and range and throw rather than let GLib abort or log a critical.
///
/// Ownership and identity as every `Object` (one wrapper per `GSettings`); the wrapper
/// also holds a reference to the schema. Main actor: `changed` handlers run on the main
/// context the settings were made on. Writes go to the backend at once; ``sync()`` waits
/// until every pending write has reached it (call it before the process exits).
@MainActor
public final class Settings: Object {
    /// `g_settings_get_type()`.
    override public class var gType: GType { g_settings_get_type() }

    /// The schema's id (`io.github.vsmgtk.VSMProfile`).
    public let schemaID: String
    /// The schema, with one reference of ours (released in `deinit`).
    private let schema: OpaquePointer

    /// The settings of the schema `schemaID`, looked up in `schemaDirectory` (a folder with
    /// a `gschemas.compiled`, e.g. `.build/schemas` in a source build) and then in the
    /// installed schemas (`GSETTINGS_SCHEMA_DIR`, `$XDG_DATA_HOME` and `$XDG_DATA_DIRS`
    /// `/glib-2.0/schemas`), stored in `backend`.
    ///
    /// Throws `SettingsError.schemaNotFound` (naming the folders looked in),
    /// `.schemaDirectoryUnusable` for a `schemaDirectory` GLib cannot read, and
    /// `.relocatableSchema` for a schema without a path.
    public convenience init(schemaID: String, schemaDirectory: String? = nil,
                            backend: SettingsStorage = .default) throws(SettingsError) {
        let schema = try Self.lookUpSchema(schemaID, in: schemaDirectory)
        guard g_settings_schema_get_path(schema) != nil else {
            g_settings_schema_unref(schema)
            throw .relocatableSchema(schemaID: schemaID)
        }
        let store = Self.makeBackend(backend)
        let settings = g_settings_new_full(schema, store, nil)
        if let store { g_object_unref(store) }
        self.init(settings: UnsafeMutableRawPointer(settings!), schema: schema)
    }

    /// Wraps a `GSettings` met through C (see `Object.wrapper(for:)`).
    public required init(retaining pointer: UnsafeMutableRawPointer) {
        schema = Self.schema(of: pointer)
        schemaID = String(cString: g_settings_schema_get_id(schema))
        super.init(retaining: pointer)
    }

    private init(settings pointer: UnsafeMutableRawPointer, schema: OpaquePointer) {
        self.schema = schema
        schemaID = String(cString: g_settings_schema_get_id(schema))
        super.init(adopting: pointer)
    }

    isolated deinit {
        g_settings_schema_unref(schema)
    }

    private var settings: UnsafeMutablePointer<GSettings> { cast() }

    // MARK: Keys

    /// The keys of the schema, sorted.
    public var keys: [String] {
        takeGStringArray(g_settings_schema_list_keys(schema)).sorted()
    }

    /// The value of `key`. Throws `SettingsError.noSuchKey` or `.wrongType`.
    public func value<Value: SettingsValue>(_: Value.Type = Value.self, forKey key: String) throws(SettingsError) -> Value {
        try checkKey(key, holds: Value.self)
        let variant = g_settings_get_value(settings, key.nulSafe)!
        defer { g_variant_unref(variant) }
        return Value(variant: variant)
    }

    /// Stores `value` in `key`. Throws `SettingsError.noSuchKey`, `.wrongType`,
    /// `.outOfRange` (outside the schema's `<range>` or `<choices>`) or `.notWritable`.
    public func set<Value: SettingsValue>(_ value: Value, forKey key: String) throws(SettingsError) {
        let schemaKey = try checkKey(key, holds: Value.self)
        defer { g_settings_schema_key_unref(schemaKey) }
        let variant = g_variant_ref_sink(value.makeVariant())!
        defer { g_variant_unref(variant) }
        guard g_settings_schema_key_range_check(schemaKey, variant) != 0 else {
            throw .outOfRange(schemaID: schemaID, key: key, value: value.settingsDescription)
        }
        guard g_settings_is_writable(settings, key.nulSafe) != 0,
              g_settings_set_value(settings, key.nulSafe, variant) != 0 else {
            throw .notWritable(schemaID: schemaID, key: key)
        }
    }

    /// Puts `key` back to the schema's default. Throws `SettingsError.noSuchKey`.
    public func reset(_ key: String) throws(SettingsError) {
        guard g_settings_schema_has_key(schema, key.nulSafe) != 0 else {
            throw .noSuchKey(schemaID: schemaID, key: key)
        }
        g_settings_reset(settings, key.nulSafe)
    }

    /// Whether `key` can be written (false for a key locked down by the administrator,
    /// or one the schema lacks).
    public func isWritable(_ key: String) -> Bool {
        g_settings_schema_has_key(schema, key.nulSafe) != 0 && g_settings_is_writable(settings, key.nulSafe) != 0
    }

    /// Runs `handler` with the key's name each time `key` (or, for `nil`, any key) changes,
    /// whether this process or another one wrote it. Throws `SettingsError.noSuchKey`.
    @discardableResult
    public func onChanged(_ key: String? = nil,
                          _ handler: @escaping @MainActor (String) -> Void) throws(SettingsError) -> SignalConnection {
        if let key, g_settings_schema_has_key(schema, key.nulSafe) == 0 {
            throw .noSuchKey(schemaID: schemaID, key: key)
        }
        return connectKnown(key.map { "changed::\($0)" } ?? "changed", expecting: .stringArgument) { arguments in
            if let name = arguments.string(at: 1) { handler(name) }
        }
    }

    /// Blocks until every write of every `Settings` in the process has reached its backend.
    public static func sync() {
        g_settings_sync()
    }

    // MARK: Helpers

    /// The key's schema entry (one reference, the caller's) after checking it exists and
    /// holds `Value`.
    @discardableResult
    private func checkKey<Value: SettingsValue>(_ key: String, holds _: Value.Type) throws(SettingsError) -> OpaquePointer {
        guard g_settings_schema_has_key(schema, key.nulSafe) != 0,
              let schemaKey = g_settings_schema_get_key(schema, key.nulSafe) else {
            throw .noSuchKey(schemaID: schemaID, key: key)
        }
        let typeString = g_variant_type_dup_string(g_settings_schema_key_get_value_type(schemaKey))!
        let actual = String(cString: typeString)
        g_free(typeString)
        guard actual == Value.variantType else {
            g_settings_schema_key_unref(schemaKey)
            throw .wrongType(schemaID: schemaID, key: key, expected: Value.variantType, actual: actual)
        }
        return schemaKey
    }

    private static func lookUpSchema(_ schemaID: String, in directory: String?) throws(SettingsError) -> OpaquePointer {
        let installed = g_settings_schema_source_get_default()   // nil when no schema is installed at all
        var source = installed.map { g_settings_schema_source_ref($0)! }
        if let directory {
            var error: UnsafeMutablePointer<GError>?
            guard let explicit = g_settings_schema_source_new_from_directory(directory.nulSafe, installed, 0, &error) else {
                if let source { g_settings_schema_source_unref(source) }
                let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
                if let error { g_error_free(error) }
                throw .schemaDirectoryUnusable(directory: directory, message: message)
            }
            if let source { g_settings_schema_source_unref(source) }
            source = explicit
        }
        defer { if let source { g_settings_schema_source_unref(source) } }
        guard let source, let schema = g_settings_schema_source_lookup(source, schemaID.nulSafe, 1) else {
            throw .schemaNotFound(schemaID: schemaID, searched: (directory.map { [$0] } ?? []) + installedSchemaDirectories())
        }
        return schema
    }

    /// The folders GLib's default schema source reads, in its order.
    static func installedSchemaDirectories() -> [String] {
        var folders: [String] = []
        if let variable = g_getenv("GSETTINGS_SCHEMA_DIR") {
            folders += String(cString: variable).split(separator: ":").map(String.init)
        }
        var dataFolders = [String(cString: g_get_user_data_dir())]
        if let system = g_get_system_data_dirs() {
            var index = 0
            while let folder = system[index] {
                dataFolders.append(String(cString: folder))
                index += 1
            }
        }
        // XDG_DATA_DIRS entries often end in a slash (/usr/share/).
        folders += dataFolders.map { String($0.reversed().drop { $0 == "/" }.reversed()) + "/glib-2.0/schemas" }
        return folders
    }

    private static func makeBackend(_ backend: SettingsStorage) -> UnsafeMutablePointer<GSettingsBackend>? {
        switch backend {
        case .default: nil
        case .memory: g_memory_settings_backend_new()
        case .keyfile(let path): g_keyfile_settings_backend_new(path.nulSafe, "/", nil)
        }
    }

    /// The schema of a `GSettings` (its `settings-schema` property), with a new reference.
    private static func schema(of pointer: UnsafeMutableRawPointer) -> OpaquePointer {
        var value = GValue()
        g_value_init(&value, g_settings_schema_get_type())
        defer { g_value_unset(&value) }
        g_object_get_property(pointer.assumingMemoryBound(to: GObject.self), "settings-schema", &value)
        return g_settings_schema_ref(OpaquePointer(g_value_get_boxed(&value)))!
    }
}
