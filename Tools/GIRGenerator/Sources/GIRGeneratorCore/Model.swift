/// The parts of a GObject-introspection (GIR) repository the generator reads.
///
/// Names are kept as GIR writes them (`Widget`, `Gdk.Display`, `utf8`); resolving them to
/// a namespace is `GIRRepository`'s job.

/// What every introspected symbol may carry: availability, deprecation, documentation.
public struct GIRInfo: Equatable, Sendable {
    /// `introspectable="0"` marks API that bindings must not wrap.
    public var introspectable = true
    public var deprecated = false
    /// The release that deprecated it (`deprecated-version`).
    public var deprecatedVersion: String?
    /// The first paragraph of `<doc-deprecated>`, which usually names the replacement.
    public var deprecationNote: String?
    /// The release it appeared in (`version`).
    public var version: String?
    /// The first paragraph of `<doc>`.
    public var doc: String?
    /// The line of the element in its file.
    public var line: Int?

    public init() {}
}

/// How a value moves between caller and callee (`transfer-ownership`).
public enum GIRTransfer: String, Equatable, Sendable {
    case none, full, container, floating
}

/// `direction` of a parameter.
public enum GIRDirection: String, Equatable, Sendable {
    case `in`, out, `inout`
}

/// A callback parameter's `scope`: how long the callee may keep it.
public enum GIRScope: String, Equatable, Sendable {
    case call, async, notified, forever
}

/// A C array as GIR describes it.
public struct GIRArray: Equatable, Sendable {
    /// The index (among the non-instance parameters) of the parameter holding the length.
    public var lengthIndex: Int?
    /// `zero-terminated` as written (GIR's default depends on the other attributes).
    public var zeroTerminatedAttribute: Bool?
    public var fixedSize: Int?
    /// `GLib.Array`, `GLib.PtrArray` or `GLib.ByteArray` for GLib's array types; `nil` for C arrays.
    public var name: String?
    public var cType: String?

    public init() {}

    /// Zero-terminated when GIR says so, or when nothing else gives the length.
    public var isZeroTerminated: Bool {
        zeroTerminatedAttribute ?? (lengthIndex == nil && fixedSize == nil)
    }
}

/// A `<type>` or `<array>`.
public struct GIRType: Equatable, Sendable {
    /// The GIR name (`gint`, `utf8`, `Widget`, `Gdk.Display`, `GLib.List`); `nil` for C arrays.
    public var name: String?
    /// The C type as written (`const char*`, `GtkWidget*`); absent for properties and signals.
    public var cType: String?
    /// Element types: of a `GLib.List`, a `GLib.HashTable`, or an array (one).
    public var elements: [GIRType] = []
    /// Set for `<array>`.
    public var array: GIRArray?
    /// `<varargs/>`.
    public var isVarargs = false

    public init(name: String? = nil, cType: String? = nil) {
        self.name = name
        self.cType = cType
    }
}

/// A parameter, instance parameter or return value.
public struct GIRParameter: Equatable, Sendable {
    public var name: String
    public var type: GIRType
    public var direction: GIRDirection = .in
    public var callerAllocates = false
    public var transfer: GIRTransfer = .none
    public var nullable = false
    /// `optional="1"`: an out parameter the caller may pass as `NULL`.
    public var optional = false
    public var scope: GIRScope?
    /// The index of the user-data parameter of a callback (`closure`).
    public var closureIndex: Int?
    /// The index of the destroy-notify parameter of a callback (`destroy`).
    public var destroyIndex: Int?
    public var doc: String?

    public init(name: String, type: GIRType) {
        self.name = name
        self.type = type
    }
}

/// What a callable is.
public enum GIRCallableKind: String, Equatable, Sendable {
    case function, method, constructor, callback, signal, virtualMethod
}

/// A function, method, constructor, callback or signal.
public struct GIRCallable: Equatable, Sendable {
    public var kind: GIRCallableKind
    /// The GIR name (`set_visible_child_name`, `new_with_label`, `clicked`).
    public var name: String
    /// The C symbol (`c:identifier`); absent for callbacks and signals.
    public var cIdentifier: String?
    public var returnValue: GIRParameter
    public var instanceParameter: GIRParameter?
    public var parameters: [GIRParameter] = []
    /// `throws="1"`: a trailing `GError **` not listed among the parameters.
    public var throwsError = false
    /// `shadows`: this callable takes the name of another (the one it shadows is hidden).
    public var shadows: String?
    /// `shadowed-by`: another callable takes this one's name; this one is not wrapped.
    public var shadowedBy: String?
    /// `moved-to`: the API lives elsewhere now (for example as a method of a type).
    public var movedTo: String?
    /// For signals: `when` (first/last/cleanup), `detailed`, `action`.
    public var signalDetailed = false
    /// For callbacks: the C typedef.
    public var cType: String?
    public var info = GIRInfo()

    public init(kind: GIRCallableKind, name: String, returnValue: GIRParameter) {
        self.kind = kind
        self.name = name
        self.returnValue = returnValue
    }
}

/// A `<property>`.
public struct GIRProperty: Equatable, Sendable {
    /// As GIR writes it (`reveal-child`).
    public var name: String
    public var type: GIRType
    public var readable = true
    public var writable = false
    public var constructOnly = false
    /// `getter`/`setter`: the GIR names of the methods that read and write it.
    public var getter: String?
    public var setter: String?
    public var transfer: GIRTransfer = .none
    public var info = GIRInfo()

    public init(name: String, type: GIRType) {
        self.name = name
        self.type = type
    }
}

/// A `<class>`.
public struct GIRClass: Equatable, Sendable {
    public var name: String
    public var cType: String
    /// The C symbol prefix of its functions (`stack` for `gtk_stack_…`).
    public var symbolPrefix: String?
    /// The GIR parent (`Widget`, `GObject.InitiallyUnowned`); `nil` for fundamental roots.
    public var parent: String?
    public var getType: String?
    public var typeName: String?
    public var isAbstract = false
    public var isFinal = false
    public var implements: [String] = []
    /// `glib:type-struct`: the class struct (a record the generator skips).
    public var typeStruct: String?
    /// Whether the C instance struct is public (has fields). Without fields the C type is
    /// incomplete, and Swift imports pointers to it as `OpaquePointer`.
    public var hasFields = false
    public var constructors: [GIRCallable] = []
    public var methods: [GIRCallable] = []
    public var functions: [GIRCallable] = []
    public var properties: [GIRProperty] = []
    public var signals: [GIRCallable] = []
    public var info = GIRInfo()

    public init(name: String, cType: String) {
        self.name = name
        self.cType = cType
    }
}

/// An `<interface>`.
public struct GIRInterface: Equatable, Sendable {
    public var name: String
    public var cType: String
    public var symbolPrefix: String?
    public var getType: String?
    /// Types every implementation must also be (`GObject.Object`, `Widget`).
    public var prerequisites: [String] = []
    public var methods: [GIRCallable] = []
    public var functions: [GIRCallable] = []
    public var properties: [GIRProperty] = []
    public var signals: [GIRCallable] = []
    public var info = GIRInfo()

    public init(name: String, cType: String) {
        self.name = name
        self.cType = cType
    }
}

/// A `<record>` (a C struct; boxed when it has a GType) or a `<union>`.
public struct GIRRecord: Equatable, Sendable {
    public var name: String
    public var cType: String?
    public var symbolPrefix: String?
    public var getType: String?
    /// `glib:is-gtype-struct-for`: a class or interface struct, never wrapped.
    public var isGTypeStructFor: String?
    public var copyFunction: String?
    public var freeFunction: String?
    public var isOpaque = false
    public var isUnion = false
    /// Whether the C struct is public (has fields): then Swift sees its type and layout.
    public var hasFields = false
    public var constructors: [GIRCallable] = []
    public var methods: [GIRCallable] = []
    public var functions: [GIRCallable] = []
    public var info = GIRInfo()

    public init(name: String) { self.name = name }
}

/// A member of an enumeration or bitfield.
public struct GIRMember: Equatable, Sendable {
    public var name: String
    public var cIdentifier: String
    public var value: Int64
    public var info = GIRInfo()

    public init(name: String, cIdentifier: String, value: Int64) {
        self.name = name
        self.cIdentifier = cIdentifier
        self.value = value
    }
}

/// An `<enumeration>` or `<bitfield>`.
public struct GIREnum: Equatable, Sendable {
    public var name: String
    public var cType: String
    public var getType: String?
    public var isBitfield: Bool
    /// `glib:error-domain`: the enum lists a GError domain's codes.
    public var errorDomain: String?
    public var members: [GIRMember] = []
    public var functions: [GIRCallable] = []
    public var info = GIRInfo()

    public init(name: String, cType: String, isBitfield: Bool) {
        self.name = name
        self.cType = cType
        self.isBitfield = isBitfield
    }
}

/// A `<constant>`.
public struct GIRConstant: Equatable, Sendable {
    public var name: String
    public var cType: String?
    public var value: String
    public var type: GIRType
    public var info = GIRInfo()

    public init(name: String, value: String, type: GIRType) {
        self.name = name
        self.value = value
        self.type = type
    }
}

/// An `<alias>` (a C typedef of another type).
public struct GIRAlias: Equatable, Sendable {
    public var name: String
    public var cType: String?
    public var target: GIRType
    public var info = GIRInfo()

    public init(name: String, target: GIRType) {
        self.name = name
        self.target = target
    }
}

/// An `<include>` of another namespace.
public struct GIRInclude: Equatable, Hashable, Sendable {
    public var name: String
    public var version: String

    public init(name: String, version: String) {
        self.name = name
        self.version = version
    }

    /// `Gtk-4.0`: how GIR files are named.
    public var fileStem: String { "\(name)-\(version)" }
}

/// One `<namespace>` of a GIR file.
public struct GIRNamespace: Equatable, Sendable {
    public var name: String
    public var version: String
    public var cIdentifierPrefixes: [String] = []
    public var cSymbolPrefixes: [String] = []
    public var includes: [GIRInclude] = []
    /// The `<package>` names (pkg-config), and the C headers.
    public var packages: [String] = []
    public var cIncludes: [String] = []
    public var classes: [GIRClass] = []
    public var interfaces: [GIRInterface] = []
    public var records: [GIRRecord] = []
    public var enums: [GIREnum] = []
    public var callbacks: [GIRCallable] = []
    public var functions: [GIRCallable] = []
    public var constants: [GIRConstant] = []
    public var aliases: [GIRAlias] = []
    /// The file it was read from.
    public var file: String = ""

    public init(name: String, version: String) {
        self.name = name
        self.version = version
    }

    /// The C symbol prefix of namespace-level functions (`gtk`).
    public var symbolPrefix: String { cSymbolPrefixes.first ?? name.lowercased() }
}
