/// The parts of a GObject-introspection (GIR) repository the generator reads.
///
/// Names are kept as GIR writes them (`Widget`, `Gdk.Display`, `utf8`); resolving them to
/// a namespace is `GIRRepository`'s job.

/// What every introspected symbol may carry: availability, deprecation, documentation.
public struct GIRInfo: Equatable, Sendable {
    /// `introspectable="0"` marks API that bindings must not wrap.
    public var introspectable = true
    /// `deprecated`.
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

    /// A value with the required parts; the others keep their defaults.
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
    /// `fixed-size`: the number of elements of a fixed-size array.
    public var fixedSize: Int?
    /// `GLib.Array`, `GLib.PtrArray` or `GLib.ByteArray` for GLib's array types; `nil` for C arrays.
    public var name: String?
    /// The C type name (`c:type`).
    public var cType: String?

    /// A value with the required parts; the others keep their defaults.
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

    /// A value with the required parts; the others keep their defaults.
    public init(name: String? = nil, cType: String? = nil) {
        self.name = name
        self.cType = cType
    }
}

/// A parameter, instance parameter or return value.
public struct GIRParameter: Equatable, Sendable {
    /// The GIR name.
    public var name: String
    /// The type of the value.
    public var type: GIRType
    /// `direction`: in, out or inout.
    public var direction: GIRDirection = .in
    /// `caller-allocates`: the caller provides the storage of an out parameter.
    public var callerAllocates = false
    /// `transfer-ownership`.
    public var transfer: GIRTransfer = .none
    /// `nullable` (or `allow-none` on an in parameter): `NULL` is a valid value.
    public var nullable = false
    /// `optional="1"`: an out parameter the caller may pass as `NULL`.
    public var optional = false
    /// `scope` of a callback parameter.
    public var scope: GIRScope?
    /// The index of the user-data parameter of a callback (`closure`).
    public var closureIndex: Int?
    /// The index of the destroy-notify parameter of a callback (`destroy`).
    public var destroyIndex: Int?
    /// The first paragraph of its documentation.
    public var doc: String?

    /// A value with the required parts; the others keep their defaults.
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
    /// What the callable is.
    public var kind: GIRCallableKind
    /// The GIR name (`set_visible_child_name`, `new_with_label`, `clicked`).
    public var name: String
    /// The C symbol (`c:identifier`); absent for callbacks and signals.
    public var cIdentifier: String?
    /// The return value (`none` for `void`).
    public var returnValue: GIRParameter
    /// The receiver of a method.
    public var instanceParameter: GIRParameter?
    /// The parameters after the receiver, in C order.
    public var parameters: [GIRParameter] = []
    /// `throws="1"`: a trailing `GError **` not listed among the parameters.
    public var throwsError = false
    /// `shadows`: this callable takes the name of another (the one it shadows is hidden).
    public var shadows: String?
    /// `shadowed-by`: another callable takes this one's name; this one is not wrapped.
    public var shadowedBy: String?
    /// `moved-to`: the API lives elsewhere now (for example as a method of a type).
    public var movedTo: String?
    /// `glib:finish-func` of an asynchronous callable: the GIR name of its `_finish`
    /// (Debian 13's GIR files have it; Debian 12's, from gobject-introspection 1.74, do not).
    public var finishFunc: String?
    /// For signals: `when` (first/last/cleanup), `detailed`, `action`.
    public var signalDetailed = false
    /// For callbacks: the C typedef.
    public var cType: String?
    /// Availability, deprecation and documentation.
    public var info = GIRInfo()

    /// A value with the required parts; the others keep their defaults.
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
    /// The type of the value.
    public var type: GIRType
    /// Whether it can be read.
    public var readable = true
    /// Whether it can be written.
    public var writable = false
    /// Whether it can be set only at construction.
    public var constructOnly = false
    /// `getter`/`setter`: the GIR names of the methods that read and write it.
    public var getter: String?
    /// The GIR name of its setter method (`setter`).
    public var setter: String?
    /// `transfer-ownership`.
    public var transfer: GIRTransfer = .none
    /// Availability, deprecation and documentation.
    public var info = GIRInfo()

    /// A value with the required parts; the others keep their defaults.
    public init(name: String, type: GIRType) {
        self.name = name
        self.type = type
    }
}

/// A `<class>`.
public struct GIRClass: Equatable, Sendable {
    /// The GIR name.
    public var name: String
    /// The C type name (`c:type`).
    public var cType: String
    /// The C symbol prefix of its functions (`stack` for `gtk_stack_…`).
    public var symbolPrefix: String?
    /// The GIR parent (`Widget`, `GObject.InitiallyUnowned`); `nil` for fundamental roots.
    public var parent: String?
    /// The `_get_type` function (`glib:get-type`); `intern` for fundamental types.
    public var getType: String?
    /// The GType name (`glib:type-name`).
    public var typeName: String?
    /// `abstract`: no instances of the class itself.
    public var isAbstract = false
    /// `final`: no subclasses.
    public var isFinal = false
    /// The interfaces it implements (GIR lists inherited ones too).
    public var implements: [String] = []
    /// `glib:type-struct`: the class struct (a record the generator skips).
    public var typeStruct: String?
    /// `glib:ref-func` and `glib:unref-func` of a fundamental type that is not a GObject
    /// (`gtk_expression_ref`, `gtk_expression_unref`); subclasses inherit them.
    public var refFunction: String?
    public var unrefFunction: String?
    /// Whether the C instance struct is public (has fields). Without fields the C type is
    /// incomplete, and Swift imports pointers to it as `OpaquePointer`.
    public var hasFields = false
    /// Its constructors.
    public var constructors: [GIRCallable] = []
    /// Its instance methods.
    public var methods: [GIRCallable] = []
    /// Its functions (static in Swift).
    public var functions: [GIRCallable] = []
    /// Its properties.
    public var properties: [GIRProperty] = []
    /// Its signals (`glib:signal`).
    public var signals: [GIRCallable] = []
    /// Availability, deprecation and documentation.
    public var info = GIRInfo()

    /// A value with the required parts; the others keep their defaults.
    public init(name: String, cType: String) {
        self.name = name
        self.cType = cType
    }
}

/// An `<interface>`.
public struct GIRInterface: Equatable, Sendable {
    /// The GIR name.
    public var name: String
    /// The C type name (`c:type`).
    public var cType: String
    /// The C symbol prefix of its functions (`c:symbol-prefix`).
    public var symbolPrefix: String?
    /// The `_get_type` function (`glib:get-type`); `intern` for fundamental types.
    public var getType: String?
    /// Types every implementation must also be (`GObject.Object`, `Widget`).
    public var prerequisites: [String] = []
    /// Its instance methods.
    public var methods: [GIRCallable] = []
    /// Its functions (static in Swift).
    public var functions: [GIRCallable] = []
    /// Its properties.
    public var properties: [GIRProperty] = []
    /// Its signals (`glib:signal`).
    public var signals: [GIRCallable] = []
    /// Availability, deprecation and documentation.
    public var info = GIRInfo()

    /// A value with the required parts; the others keep their defaults.
    public init(name: String, cType: String) {
        self.name = name
        self.cType = cType
    }
}

/// A `<record>` (a C struct; boxed when it has a GType) or a `<union>`.
public struct GIRRecord: Equatable, Sendable {
    /// The GIR name.
    public var name: String
    /// The C type name (`c:type`).
    public var cType: String?
    /// The C symbol prefix of its functions (`c:symbol-prefix`).
    public var symbolPrefix: String?
    /// The `_get_type` function (`glib:get-type`); `intern` for fundamental types.
    public var getType: String?
    /// `glib:is-gtype-struct-for`: a class or interface struct, never wrapped.
    public var isGTypeStructFor: String?
    /// `copy-function`.
    public var copyFunction: String?
    /// `free-function`.
    public var freeFunction: String?
    /// `opaque` or `disguised`: no public fields.
    public var isOpaque = false
    /// Whether it is a `<union>`.
    public var isUnion = false
    /// Whether the C struct is public (has fields): then Swift sees its type and layout.
    public var hasFields = false
    /// Its constructors.
    public var constructors: [GIRCallable] = []
    /// Its instance methods.
    public var methods: [GIRCallable] = []
    /// Its functions (static in Swift).
    public var functions: [GIRCallable] = []
    /// Availability, deprecation and documentation.
    public var info = GIRInfo()

    /// A value with the required parts; the others keep their defaults.
    public init(name: String) { self.name = name }
}

/// A member of an enumeration or bitfield.
public struct GIRMember: Equatable, Sendable {
    /// The GIR name.
    public var name: String
    /// The C name of the member (`c:identifier`).
    public var cIdentifier: String
    /// The value.
    public var value: Int64
    /// Availability, deprecation and documentation.
    public var info = GIRInfo()

    /// A value with the required parts; the others keep their defaults.
    public init(name: String, cIdentifier: String, value: Int64) {
        self.name = name
        self.cIdentifier = cIdentifier
        self.value = value
    }
}

/// An `<enumeration>` or `<bitfield>`.
public struct GIREnum: Equatable, Sendable {
    /// The GIR name.
    public var name: String
    /// The C type name (`c:type`).
    public var cType: String
    /// The `_get_type` function (`glib:get-type`); `intern` for fundamental types.
    public var getType: String?
    /// Whether it is a `<bitfield>` (flags).
    public var isBitfield: Bool
    /// `glib:error-domain`: the enum lists a GError domain's codes.
    public var errorDomain: String?
    /// Its members, in GIR order.
    public var members: [GIRMember] = []
    /// Its functions (static in Swift).
    public var functions: [GIRCallable] = []
    /// Availability, deprecation and documentation.
    public var info = GIRInfo()

    /// A value with the required parts; the others keep their defaults.
    public init(name: String, cType: String, isBitfield: Bool) {
        self.name = name
        self.cType = cType
        self.isBitfield = isBitfield
    }
}

/// A `<constant>`.
public struct GIRConstant: Equatable, Sendable {
    /// The GIR name.
    public var name: String
    /// The C type name (`c:type`).
    public var cType: String?
    /// The value.
    public var value: String
    /// The type of the value.
    public var type: GIRType
    /// Availability, deprecation and documentation.
    public var info = GIRInfo()

    /// A value with the required parts; the others keep their defaults.
    public init(name: String, value: String, type: GIRType) {
        self.name = name
        self.value = value
        self.type = type
    }
}

/// An `<alias>` (a C typedef of another type).
public struct GIRAlias: Equatable, Sendable {
    /// The GIR name.
    public var name: String
    /// The C type name (`c:type`).
    public var cType: String?
    /// The aliased type.
    public var target: GIRType
    /// Availability, deprecation and documentation.
    public var info = GIRInfo()

    /// A value with the required parts; the others keep their defaults.
    public init(name: String, target: GIRType) {
        self.name = name
        self.target = target
    }
}

/// An `<include>` of another namespace.
public struct GIRInclude: Equatable, Hashable, Sendable {
    /// The GIR name.
    public var name: String
    /// The version (`2.0`).
    public var version: String

    /// A value with the required parts; the others keep their defaults.
    public init(name: String, version: String) {
        self.name = name
        self.version = version
    }

    /// `Gtk-4.0`: how GIR files are named.
    public var fileStem: String { "\(name)-\(version)" }
}

/// One `<namespace>` of a GIR file.
public struct GIRNamespace: Equatable, Sendable {
    /// The GIR name.
    public var name: String
    /// The version (`2.0`).
    public var version: String
    /// `c:identifier-prefixes` (`Gtk`).
    public var cIdentifierPrefixes: [String] = []
    /// `c:symbol-prefixes` (`gtk`).
    public var cSymbolPrefixes: [String] = []
    /// The namespaces it includes.
    public var includes: [GIRInclude] = []
    /// The `<package>` names (pkg-config), and the C headers.
    public var packages: [String] = []
    /// The C headers (`c:include`).
    public var cIncludes: [String] = []
    /// Its classes.
    public var classes: [GIRClass] = []
    /// Its interfaces.
    public var interfaces: [GIRInterface] = []
    /// Its records and unions.
    public var records: [GIRRecord] = []
    /// Its enumerations and bitfields.
    public var enums: [GIREnum] = []
    /// Its callback types.
    public var callbacks: [GIRCallable] = []
    /// Its functions (static in Swift).
    public var functions: [GIRCallable] = []
    /// Its constants.
    public var constants: [GIRConstant] = []
    /// Its aliases.
    public var aliases: [GIRAlias] = []
    /// The file it was read from.
    public var file: String = ""

    /// A value with the required parts; the others keep their defaults.
    public init(name: String, version: String) {
        self.name = name
        self.version = version
    }

    /// The C symbol prefix of namespace-level functions (`gtk`).
    public var symbolPrefix: String { cSymbolPrefixes.first ?? name.lowercased() }
}
