import CGLib

/// A Swift type a property declared from Swift (`ObjectProperty`) can hold: it knows the
/// `GParamSpec` that describes it to GLib and how to move between itself and a `GValue` of
/// that spec's value type.
///
/// Conformances: `Bool` (`gboolean`), `Int32` (`gint`), `Int` and `Int64` (`gint64`),
/// `Double` (`gdouble`) and `String` (`gchararray`; GLib's `NULL` reads as `""`). Values are
/// compared with `==` so that setting an equal value emits no `notify`.
public protocol PropertyValue: Equatable, Sendable {
    /// The GLib type of the `GValue`s this type moves to and from (`G_TYPE_DOUBLE` for `Double`).
    static var valueType: GType { get }
    /// A new `GParamSpec` for a read-write, explicit-notify property named `name` whose
    /// default is `defaultValue` (full range for numbers). Floating: installing it on a
    /// class sinks it.
    static func paramSpec(name: String, defaultValue: Self, flags: GParamFlags) -> UnsafeMutablePointer<GParamSpec>
    /// Reads a value from a `GValue` holding this type's GLib type.
    init(gValue: UnsafePointer<GValue>)
    /// Writes the value into a `GValue` initialized with this type's GLib type.
    func store(in gValue: UnsafeMutablePointer<GValue>)
}

extension Bool: PropertyValue {
    public static var valueType: GType { GIRGType.boolean }
    public static func paramSpec(name: String, defaultValue: Bool, flags: GParamFlags) -> UnsafeMutablePointer<GParamSpec> {
        g_param_spec_boolean(name, nil, nil, defaultValue ? 1 : 0, flags)
    }
    public init(gValue: UnsafePointer<GValue>) { self = g_value_get_boolean(gValue) != 0 }
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_boolean(gValue, self ? 1 : 0) }
}

extension Int32: PropertyValue {
    public static var valueType: GType { GIRGType.int }
    public static func paramSpec(name: String, defaultValue: Int32, flags: GParamFlags) -> UnsafeMutablePointer<GParamSpec> {
        g_param_spec_int(name, nil, nil, .min, .max, defaultValue, flags)
    }
    public init(gValue: UnsafePointer<GValue>) { self = g_value_get_int(gValue) }
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_int(gValue, self) }
}

extension Int64: PropertyValue {
    public static var valueType: GType { GIRGType.int64 }
    public static func paramSpec(name: String, defaultValue: Int64, flags: GParamFlags) -> UnsafeMutablePointer<GParamSpec> {
        g_param_spec_int64(name, nil, nil, gint64(Int64.min), gint64(Int64.max), gint64(defaultValue), flags)
    }
    public init(gValue: UnsafePointer<GValue>) { self = Int64(g_value_get_int64(gValue)) }
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_int64(gValue, gint64(self)) }
}

/// `Int` is 64 bits on every platform the project builds for, so it is a `gint64` to GLib.
extension Int: PropertyValue {
    public static var valueType: GType { GIRGType.int64 }
    public static func paramSpec(name: String, defaultValue: Int, flags: GParamFlags) -> UnsafeMutablePointer<GParamSpec> {
        g_param_spec_int64(name, nil, nil, gint64(Int64.min), gint64(Int64.max), gint64(defaultValue), flags)
    }
    public init(gValue: UnsafePointer<GValue>) { self = Int(Int64(g_value_get_int64(gValue))) }
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_int64(gValue, gint64(Int64(self))) }
}

extension Double: PropertyValue {
    public static var valueType: GType { GIRGType.double }
    public static func paramSpec(name: String, defaultValue: Double, flags: GParamFlags) -> UnsafeMutablePointer<GParamSpec> {
        g_param_spec_double(name, nil, nil, -.greatestFiniteMagnitude, .greatestFiniteMagnitude, defaultValue, flags)
    }
    public init(gValue: UnsafePointer<GValue>) { self = g_value_get_double(gValue) }
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_double(gValue, self) }
}

extension String: PropertyValue {
    public static var valueType: GType { GIRGType.string }
    public static func paramSpec(name: String, defaultValue: String, flags: GParamFlags) -> UnsafeMutablePointer<GParamSpec> {
        g_param_spec_string(name, nil, nil, defaultValue, flags)
    }
    public init(gValue: UnsafePointer<GValue>) { self = g_value_get_string(gValue).map { String(cString: $0) } ?? "" }
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_string(gValue, self) }
}
