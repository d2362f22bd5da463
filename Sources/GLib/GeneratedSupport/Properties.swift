import CGLib

// Properties without C getter or setter functions, through `GValue`s of the type the
// property's `GParamSpec` declares (so a value is never read with the wrong accessor).

private func readProperty<Result>(_ object: UnsafeMutablePointer<GObject>, _ name: String,
                                  _ read: (UnsafeMutablePointer<GValue>) -> Result) -> Result {
    guard let spec = vsm_object_find_property(object, name) else {
        preconditionFailure("\(String(cString: vsm_object_type_name(object))) has no property '\(name)'")
    }
    var value = GValue()
    g_value_init(&value, spec.pointee.value_type)
    defer { g_value_unset(&value) }
    g_object_get_property(object, name, &value)
    return read(&value)
}

private func writeProperty(_ object: UnsafeMutablePointer<GObject>, _ name: String,
                           _ write: (UnsafeMutablePointer<GValue>) -> Void) {
    guard let spec = vsm_object_find_property(object, name) else {
        preconditionFailure("\(String(cString: vsm_object_type_name(object))) has no property '\(name)'")
    }
    var value = GValue()
    g_value_init(&value, spec.pointee.value_type)
    defer { g_value_unset(&value) }
    write(&value)
    g_object_set_property(object, name, &value)
}

/// Reads a property of the object at `object` named `name` (generated property getters).
@_spi(GeneratedBindings) public func girGetBool(_ object: UnsafeMutablePointer<GObject>, _ name: String) -> Bool {
    readProperty(object, name) { g_value_get_boolean($0) != 0 }
}
/// Writes the property `name` (generated property setters).
@_spi(GeneratedBindings) public func girSetBool(_ object: UnsafeMutablePointer<GObject>, _ name: String, _ newValue: Bool) {
    writeProperty(object, name) { g_value_set_boolean($0, newValue ? 1 : 0) }
}
/// Reads the property `name` (generated property getters).
@_spi(GeneratedBindings) public func girGetInt(_ object: UnsafeMutablePointer<GObject>, _ name: String) -> gint {
    readProperty(object, name) { g_value_get_int($0) }
}
/// Writes the property `name` (generated property setters).
@_spi(GeneratedBindings) public func girSetInt(_ object: UnsafeMutablePointer<GObject>, _ name: String, _ newValue: gint) {
    writeProperty(object, name) { g_value_set_int($0, newValue) }
}
/// Reads the property `name` (generated property getters).
@_spi(GeneratedBindings) public func girGetUint(_ object: UnsafeMutablePointer<GObject>, _ name: String) -> guint {
    readProperty(object, name) { g_value_get_uint($0) }
}
/// Writes the property `name` (generated property setters).
@_spi(GeneratedBindings) public func girSetUint(_ object: UnsafeMutablePointer<GObject>, _ name: String, _ newValue: guint) {
    writeProperty(object, name) { g_value_set_uint($0, newValue) }
}
/// Reads the property `name` (generated property getters).
@_spi(GeneratedBindings) public func girGetInt64(_ object: UnsafeMutablePointer<GObject>, _ name: String) -> gint64 {
    readProperty(object, name) { g_value_get_int64($0) }
}
/// Writes the property `name` (generated property setters).
@_spi(GeneratedBindings) public func girSetInt64(_ object: UnsafeMutablePointer<GObject>, _ name: String, _ newValue: gint64) {
    writeProperty(object, name) { g_value_set_int64($0, newValue) }
}
/// Reads the property `name` (generated property getters).
@_spi(GeneratedBindings) public func girGetUint64(_ object: UnsafeMutablePointer<GObject>, _ name: String) -> guint64 {
    readProperty(object, name) { g_value_get_uint64($0) }
}
/// Writes the property `name` (generated property setters).
@_spi(GeneratedBindings) public func girSetUint64(_ object: UnsafeMutablePointer<GObject>, _ name: String, _ newValue: guint64) {
    writeProperty(object, name) { g_value_set_uint64($0, newValue) }
}
/// Reads the property `name` (generated property getters).
@_spi(GeneratedBindings) public func girGetLong(_ object: UnsafeMutablePointer<GObject>, _ name: String) -> glong {
    readProperty(object, name) { g_value_get_long($0) }
}
/// Writes the property `name` (generated property setters).
@_spi(GeneratedBindings) public func girSetLong(_ object: UnsafeMutablePointer<GObject>, _ name: String, _ newValue: glong) {
    writeProperty(object, name) { g_value_set_long($0, newValue) }
}
/// Reads the property `name` (generated property getters).
@_spi(GeneratedBindings) public func girGetUlong(_ object: UnsafeMutablePointer<GObject>, _ name: String) -> gulong {
    readProperty(object, name) { g_value_get_ulong($0) }
}
/// Writes the property `name` (generated property setters).
@_spi(GeneratedBindings) public func girSetUlong(_ object: UnsafeMutablePointer<GObject>, _ name: String, _ newValue: gulong) {
    writeProperty(object, name) { g_value_set_ulong($0, newValue) }
}
/// Reads the property `name` (generated property getters).
@_spi(GeneratedBindings) public func girGetDouble(_ object: UnsafeMutablePointer<GObject>, _ name: String) -> gdouble {
    readProperty(object, name) { g_value_get_double($0) }
}
/// Writes the property `name` (generated property setters).
@_spi(GeneratedBindings) public func girSetDouble(_ object: UnsafeMutablePointer<GObject>, _ name: String, _ newValue: gdouble) {
    writeProperty(object, name) { g_value_set_double($0, newValue) }
}
/// Reads the property `name` (generated property getters).
@_spi(GeneratedBindings) public func girGetFloat(_ object: UnsafeMutablePointer<GObject>, _ name: String) -> gfloat {
    readProperty(object, name) { g_value_get_float($0) }
}
/// Writes the property `name` (generated property setters).
@_spi(GeneratedBindings) public func girSetFloat(_ object: UnsafeMutablePointer<GObject>, _ name: String, _ newValue: gfloat) {
    writeProperty(object, name) { g_value_set_float($0, newValue) }
}
/// Reads the property `name` (generated property getters).
@_spi(GeneratedBindings) public func girGetSchar(_ object: UnsafeMutablePointer<GObject>, _ name: String) -> gint8 {
    readProperty(object, name) { g_value_get_schar($0) }
}
/// Writes the property `name` (generated property setters).
@_spi(GeneratedBindings) public func girSetSchar(_ object: UnsafeMutablePointer<GObject>, _ name: String, _ newValue: gint8) {
    writeProperty(object, name) { g_value_set_schar($0, newValue) }
}
/// Reads the property `name` (generated property getters).
@_spi(GeneratedBindings) public func girGetUchar(_ object: UnsafeMutablePointer<GObject>, _ name: String) -> guchar {
    readProperty(object, name) { g_value_get_uchar($0) }
}
/// Writes the property `name` (generated property setters).
@_spi(GeneratedBindings) public func girSetUchar(_ object: UnsafeMutablePointer<GObject>, _ name: String, _ newValue: guchar) {
    writeProperty(object, name) { g_value_set_uchar($0, newValue) }
}
/// Reads the property `name` (generated property getters).
@_spi(GeneratedBindings) public func girGetGtype(_ object: UnsafeMutablePointer<GObject>, _ name: String) -> GType {
    readProperty(object, name) { g_value_get_gtype($0) }
}
/// Writes the property `name` (generated property setters).
@_spi(GeneratedBindings) public func girSetGtype(_ object: UnsafeMutablePointer<GObject>, _ name: String, _ newValue: GType) {
    writeProperty(object, name) { g_value_set_gtype($0, newValue) }
}
/// Reads the property `name` (generated property getters).
@_spi(GeneratedBindings) public func girGetString(_ object: UnsafeMutablePointer<GObject>, _ name: String) -> String? {
    readProperty(object, name) { girString(g_value_get_string($0)) }
}
/// Writes the property `name` (generated property setters).
@_spi(GeneratedBindings) public func girSetString(_ object: UnsafeMutablePointer<GObject>, _ name: String, _ newValue: String?) {
    writeProperty(object, name) { g_value_set_string($0, newValue) }
}
/// Reads the property `name` (generated property getters).
@_spi(GeneratedBindings) public func girGetEnum(_ object: UnsafeMutablePointer<GObject>, _ name: String) -> Int32 {
    readProperty(object, name) { g_value_get_enum($0) }
}
/// Writes the property `name` (generated property setters).
@_spi(GeneratedBindings) public func girSetEnum(_ object: UnsafeMutablePointer<GObject>, _ name: String, _ newValue: Int32) {
    writeProperty(object, name) { g_value_set_enum($0, newValue) }
}
/// Reads the property `name` (generated property getters).
@_spi(GeneratedBindings) public func girGetFlags(_ object: UnsafeMutablePointer<GObject>, _ name: String) -> UInt32 {
    readProperty(object, name) { g_value_get_flags($0) }
}
/// Writes the property `name` (generated property setters).
@_spi(GeneratedBindings) public func girSetFlags(_ object: UnsafeMutablePointer<GObject>, _ name: String, _ newValue: UInt32) {
    writeProperty(object, name) { g_value_set_flags($0, newValue) }
}

/// The wrapper of an object-valued property, or `nil`.
@MainActor
/// Reads the property `name` (generated property getters).
@_spi(GeneratedBindings) public func girGetObject(_ object: UnsafeMutablePointer<GObject>, _ name: String) -> Object? {
    guard let pointer = readProperty(object, name, { g_value_dup_object($0) }) else { return nil }
    return girTakeFull(pointer, Object.wrapper(for: girSinkFloating(pointer)))
}

/// Writes the property `name` (generated property setters).
@_spi(GeneratedBindings) public func girSetObject(_ object: UnsafeMutablePointer<GObject>, _ name: String,
                         _ newValue: UnsafeMutablePointer<GObject>?) {
    writeProperty(object, name) { g_value_set_object($0, newValue) }
}
