import CGLib

/// The fundamental GTypes, which C defines only as macros (`G_TYPE_INT` is
/// `G_TYPE_MAKE_FUNDAMENTAL (6)`, that is 6 << 2): for signal signatures.
@_spi(GeneratedBindings) public enum GIRGType {
    /// `G_TYPE_NONE`.
    public static let none: GType = 1 << 2
    /// `G_TYPE_CHAR`.
    public static let char: GType = 3 << 2
    /// `G_TYPE_UCHAR`.
    public static let uchar: GType = 4 << 2
    /// `G_TYPE_BOOLEAN`.
    public static let boolean: GType = 5 << 2
    /// `G_TYPE_INT`.
    public static let int: GType = 6 << 2
    /// `G_TYPE_UINT`.
    public static let uint: GType = 7 << 2
    /// `G_TYPE_LONG`.
    public static let long: GType = 8 << 2
    /// `G_TYPE_ULONG`.
    public static let ulong: GType = 9 << 2
    /// `G_TYPE_INT64`.
    public static let int64: GType = 10 << 2
    /// `G_TYPE_UINT64`.
    public static let uint64: GType = 11 << 2
    /// `G_TYPE_FLOAT`.
    public static let float: GType = 14 << 2
    /// `G_TYPE_DOUBLE`.
    public static let double: GType = 15 << 2
    /// `G_TYPE_STRING`.
    public static let string: GType = 16 << 2
    /// `G_TYPE_OBJECT`.
    public static let object: GType = 20 << 2
    /// `G_TYPE_GTYPE` is registered at run time.
    public static var gtype: GType { g_gtype_get_type() }
}
