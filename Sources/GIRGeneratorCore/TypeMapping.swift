/// How the generator sees a value of a GIR type, before choosing Swift code for it.
indirect enum ValueKind: Equatable {
    case void
    /// `gboolean`: `Bool` in Swift, `gint` in C.
    case boolean
    /// A number, or `GType`: the Swift type is what Swift imports for the C type, so
    /// values pass without conversion.
    case scalar(swift: String)
    /// `utf8` or `filename`.
    case string
    case enumeration(EnumRef)
    case bitfield(EnumRef)
    case object(ObjectRef)
    /// A boxed record (a C struct with a GType, copied and freed through it).
    case record(RecordRef)
    /// A `NULL`-terminated array of strings.
    case strv
    /// `GLib.List` (`single == false`) or `GLib.SList` of objects or strings.
    case list(element: ValueKind, single: Bool)
    /// A C array whose length is another parameter (`lengthIndex`) or that ends with a zero.
    case array(element: ValueKind, lengthIndex: Int?, zeroTerminated: Bool)
}

/// An enumeration or bitfield type, in Swift and C.
struct EnumRef: Equatable {
    /// `Orientation`, or `GenGdk.ModifierType` from another module.
    var swift: String
    var cType: String
    var getType: String?
}

/// A boxed record type in Swift and C.
struct RecordRef: Equatable {
    /// `TextIter`, or `GenGtk.TextIter` from another module.
    var swift: String
    var cType: String
    var getType: String
    /// Whether Swift sees the struct (pointers are `UnsafeMutablePointer<cType>`, and the
    /// caller can allocate it); otherwise pointers are `OpaquePointer`.
    var isComplete: Bool
    /// For a reference-counted fundamental record (`GVariant`, `glib:get-type="intern"`):
    /// its C functions that take a reference (sinking a floating one) and release one, used
    /// instead of `g_boxed_copy` and `g_boxed_free`.
    var referenceFunctions: (take: String, release: String)?

    static func == (lhs: RecordRef, rhs: RecordRef) -> Bool {
        lhs.swift == rhs.swift && lhs.cType == rhs.cType && lhs.getType == rhs.getType && lhs.isComplete == rhs.isComplete
            && lhs.referenceFunctions?.take == rhs.referenceFunctions?.take
            && lhs.referenceFunctions?.release == rhs.referenceFunctions?.release
    }
}

/// An object type (class or interface) in Swift and C.
struct ObjectRef: Equatable {
    enum Kind: Equatable {
        /// A generated class: wrappers come from `<Class>.wrap(_:)`.
        case classType
        /// A generated interface protocol: wrappers are found with `Object.wrapper(for:)`.
        case interface
        /// A type outside the generated scope: seen as the runtime's `Object`, and checked
        /// against its GType when passed to C.
        case fallback
    }
    var kind: Kind
    /// The Swift type in signatures: `Widget`, `any Orientable`, `GLib.Object`.
    var swift: String
    /// The class or protocol name to call (`Widget` in `Widget.wrap(_:)`).
    var swiftName: String
    /// The C instance type (`GtkWidget`).
    var cType: String
    /// The `_get_type` function, for checks and signal signatures.
    var getType: String?
}

/// Why something was not generated.
public struct SkipReason: Error, Equatable, Sendable, CustomStringConvertible {
    /// The reason, as the report prints it.
    public let text: String
    init(_ text: String) { self.text = text }
    /// The reason.
    public var description: String { text }
}

/// Swift types of C number types as Swift imports them on LP64 Linux (where GLib's
/// `gint64` is `long`, imported as `Int`). Pure table; the key is the C spelling or the
/// GIR name.
enum Fundamentals {
    static let swiftTypes: [String: String] = [
        "gchar": "CChar", "char": "CChar", "gint8": "Int8", "int8_t": "Int8",
        "guchar": "UInt8", "unsigned char": "UInt8", "guint8": "UInt8", "uint8_t": "UInt8",
        "gshort": "Int16", "short": "Int16", "gint16": "Int16", "int16_t": "Int16",
        "gushort": "UInt16", "unsigned short": "UInt16", "guint16": "UInt16", "uint16_t": "UInt16",
        "gunichar2": "UInt16",
        "gint": "Int32", "int": "Int32", "gint32": "Int32", "int32_t": "Int32",
        "guint": "UInt32", "unsigned int": "UInt32", "unsigned": "UInt32", "guint32": "UInt32",
        "uint32_t": "UInt32", "gunichar": "UInt32", "GQuark": "UInt32",
        "gint64": "Int", "guint64": "UInt", "int64_t": "Int64", "uint64_t": "UInt64",
        "glong": "Int", "long": "Int", "gulong": "UInt", "unsigned long": "UInt",
        "gssize": "Int", "ssize_t": "Int", "gsize": "UInt", "size_t": "Int",
        "goffset": "Int", "gintptr": "Int", "guintptr": "UInt", "time_t": "Int",
        "gfloat": "Float", "float": "Float", "gdouble": "Double", "double": "Double",
        "GType": "GType",
    ]

    /// The GValue accessor suffix, GType constant and the Swift type the accessor traffics in,
    /// of a fundamental GIR type, for signals and properties (`gint` → `int`, `GIRGType.int`,
    /// `Int32`).
    static let valueAccessors: [String: (accessor: String, gType: String, valueType: String)] = [
        "gint": ("int", "GIRGType.int", "Int32"), "guint": ("uint", "GIRGType.uint", "UInt32"),
        "gint64": ("int64", "GIRGType.int64", "Int"), "guint64": ("uint64", "GIRGType.uint64", "UInt"),
        "glong": ("long", "GIRGType.long", "Int"), "gulong": ("ulong", "GIRGType.ulong", "UInt"),
        "gdouble": ("double", "GIRGType.double", "Double"), "gfloat": ("float", "GIRGType.float", "Float"),
        "gchar": ("schar", "GIRGType.char", "Int8"), "guchar": ("uchar", "GIRGType.uchar", "UInt8"),
        "GType": ("gtype", "GIRGType.gtype", "GType"),
    ]

    /// `expression`, of Swift type `type`, as a `target`: the expression itself when the two
    /// are the same type. An integer conversion that is not needed still costs: Swift's generic
    /// integer initializer is transparent, inlined wherever it is called.
    static func converted(_ expression: String, from type: String, to target: String) -> String {
        type == target ? expression : "\(target)(\(expression))"
    }

    /// A C type without qualifiers and its outermost `*` count: `const char*` → (`char`, 1).
    static func strip(_ cType: String) -> (base: String, pointers: Int) {
        var text = cType.replacingOccurrences(of: "const ", with: "")
            .replacingOccurrences(of: "volatile ", with: "")
        var pointers = 0
        while true {
            text = text.trimmingCharacters(in: .whitespaces)
            guard text.hasSuffix("*") else { break }
            text.removeLast()
            pointers += 1
        }
        return (text, pointers)
    }

    /// Whether the pointed-to data is `const` (`const char*`, `const char* const*`).
    static func isConstPointer(_ cType: String?) -> Bool {
        cType?.hasPrefix("const ") ?? false
    }
}

import Foundation
