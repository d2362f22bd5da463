import CGtk

/// The fundamental GTypes, which C defines only as macros (`G_TYPE_INT` is
/// `G_TYPE_MAKE_FUNDAMENTAL (6)`, that is 6 << 2): for signal signatures.
public enum GIRGType {
    public static let none: GType = 1 << 2
    public static let char: GType = 3 << 2
    public static let uchar: GType = 4 << 2
    public static let boolean: GType = 5 << 2
    public static let int: GType = 6 << 2
    public static let uint: GType = 7 << 2
    public static let long: GType = 8 << 2
    public static let ulong: GType = 9 << 2
    public static let int64: GType = 10 << 2
    public static let uint64: GType = 11 << 2
    public static let float: GType = 14 << 2
    public static let double: GType = 15 << 2
    public static let string: GType = 16 << 2
    public static let object: GType = 20 << 2
    /// `G_TYPE_GTYPE` is registered at run time.
    public static var gtype: GType { g_gtype_get_type() }
}
