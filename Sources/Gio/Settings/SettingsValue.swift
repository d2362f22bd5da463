import CGLib

/// A Swift type stored in a GSettings key of one GVariant type.
///
/// `Settings.value(_:forKey:)` and `Settings.set(_:forKey:)` check the key's schema type
/// against ``variantType`` before they touch GLib, so a mismatch is an error rather than
/// GLib's abort.
public protocol SettingsValue {
    /// The GVariant type string of keys holding this type (`"i"`, `"b"`, `"s"`, `"d"`).
    static var variantType: String { get }
    /// Reads the value from a variant of ``variantType`` (borrowed, not consumed).
    init(variant: OpaquePointer)
    /// A new floating variant holding the value.
    func makeVariant() -> OpaquePointer
    /// The value as the schema would write it, for error messages.
    var settingsDescription: String { get }
}

extension Int32: SettingsValue {
    public static var variantType: String { "i" }
    public init(variant: OpaquePointer) { self = g_variant_get_int32(variant) }
    public func makeVariant() -> OpaquePointer { g_variant_new_int32(self) }
    public var settingsDescription: String { String(self) }
}

extension Bool: SettingsValue {
    public static var variantType: String { "b" }
    public init(variant: OpaquePointer) { self = g_variant_get_boolean(variant) != 0 }
    public func makeVariant() -> OpaquePointer { g_variant_new_boolean(self ? 1 : 0) }
    public var settingsDescription: String { self ? "true" : "false" }
}

extension String: SettingsValue {
    public static var variantType: String { "s" }
    public init(variant: OpaquePointer) { self = String(cString: g_variant_get_string(variant, nil)) }
    /// Embedded U+0000 becomes U+FFFD (see `nulSafe`): GVariant strings end at NUL.
    public func makeVariant() -> OpaquePointer { g_variant_new_string(nulSafe) }
    public var settingsDescription: String { debugDescription }
}

extension Double: SettingsValue {
    public static var variantType: String { "d" }
    public init(variant: OpaquePointer) { self = g_variant_get_double(variant) }
    public func makeVariant() -> OpaquePointer { g_variant_new_double(self) }
    public var settingsDescription: String { String(self) }
}
