/// What a generated declaration needs besides its own text: the version conditions of the
/// types it mentions, and whether it mentions deprecated ones (then it is deprecated
/// too, which also keeps the build free of deprecation warnings).
struct Requirements: Equatable {
    var conditions: Set<String> = []
    var deprecated = false

    mutating func merge(_ other: Requirements) {
        conditions.formUnion(other.conditions)
        deprecated = deprecated || other.deprecated
    }
}

/// The generation of one namespace: the repository, the options, and the mapping of GIR
/// types to Swift types and conversions.
final class BindingContext {
    let repository: GIRRepository
    let options: GeneratorOptions
    let namespace: GIRNamespace
    /// `cType` → whether Swift sees the struct's fields (otherwise pointers are `OpaquePointer`).
    private var completeStructs: [String: Bool] = [:]

    init(repository: GIRRepository, options: GeneratorOptions, namespace: GIRNamespace) {
        self.repository = repository
        self.options = options
        self.namespace = namespace
        for other in repository.namespaces.values {
            for item in other.classes { completeStructs[item.cType] = item.hasFields }
            for item in other.interfaces { completeStructs[item.cType] = false }
        }
    }

    // MARK: Scope and names

    /// Whether classes and interfaces of `name` are generated (the others are `Object`).
    func classesGenerated(_ name: String) -> Bool {
        (name == namespace.name && !options.typesOnly) || options.fullNamespaces.contains(name)
    }

    /// Whether enumerations, bitfields and boxed records of `name` are generated.
    func typesGenerated(_ name: String) -> Bool {
        name == namespace.name || options.fullNamespaces.contains(name) || options.typeNamespaces.contains(name)
    }

    func moduleName(_ namespaceName: String) -> String {
        options.moduleNames[namespaceName] ?? options.modulePrefix + namespaceName
    }

    /// The namespace that generates `name` instead of this one: two namespaces generated
    /// into one module (GObject into GLib) may both define a type (Debian 13's GObject-2.0
    /// repeats GLib's `IOCondition`), and the one named like the module keeps it.
    func moduleOwner(ofType name: String) -> String? {
        let module = moduleName(namespace.name)
        guard module != namespace.name, let owner = repository.namespaces[module],
              moduleName(owner.name) == module,
              repository.resolve("\(owner.name).\(name)", in: owner.name) != nil else { return nil }
        return owner.name
    }

    /// The Swift name of a generated type: plain in its own module, qualified elsewhere.
    func swiftName(_ resolved: ResolvedType) -> String {
        resolved.namespace == namespace.name ? resolved.name : "\(moduleName(resolved.namespace)).\(resolved.name)"
    }

    /// The runtime's `Object`.
    var objectType: String { "\(options.runtimeModule).Object" }

    /// The release below which API needs no condition, for namespace `name`.
    func versionFloor(of name: String) -> String {
        if name == namespace.name, let floor = options.versionFloor { return floor }
        let version = repository.namespaces[name]?.version ?? "0"
        let major = version.split(separator: ".").first.map(String.init) ?? version
        return "\(major).0"
    }

    /// The condition under which API of `info` in namespace `name` exists, if any.
    func condition(for info: GIRInfo, in name: String) -> String? {
        guard let version = info.version, Naming.isNewer(version, than: versionFloor(of: name)) else { return nil }
        return Naming.versionCondition(namespace: name, version: version)
    }

    /// Notes the condition and deprecation of a referenced type.
    func note(_ resolved: ResolvedType, in requirements: inout Requirements) {
        let info: GIRInfo
        switch resolved.definition {
        case .classType(let item): info = item.info
        case .interface(let item): info = item.info
        case .record(let item): info = item.info
        case .enumeration(let item): info = item.info
        case .callback(let item): info = item.info
        }
        if let condition = condition(for: info, in: resolved.namespace) { requirements.conditions.insert(condition) }
        if info.deprecated { requirements.deprecated = true }
    }

    // MARK: Classification

    /// How a value of `type` is seen, or why it cannot be mapped.
    func kind(of type: GIRType, requirements: inout Requirements) throws(SkipReason) -> ValueKind {
        if type.isVarargs { throw SkipReason("variadic arguments") }
        if let array = type.array {
            if let name = array.name { throw SkipReason("\(name) container") }
            guard let elementType = type.elements.first else { throw SkipReason("array without element type") }
            if array.fixedSize != nil { throw SkipReason("fixed-size C array") }
            var element = try kind(of: elementType, requirements: &requirements)
            // The array's C type names the element's C spelling (`gchar*` for `guint8` data).
            if case .scalar = element, let cType = array.cType {
                let stripped = Fundamentals.strip(cType)
                if stripped.pointers >= 1, let swift = Fundamentals.swiftTypes[stripped.base] { element = .scalar(swift: swift) }
            }
            if element == .string, array.lengthIndex == nil, array.isZeroTerminated { return .strv }
            switch element {
            case .scalar, .string, .object, .enumeration, .boolean: break
            default: throw SkipReason("array of \(elementType.name ?? "arrays")")
            }
            guard array.lengthIndex != nil || array.isZeroTerminated else {
                throw SkipReason("C array without length or terminator")
            }
            return .array(element: element, lengthIndex: array.lengthIndex, zeroTerminated: array.isZeroTerminated)
        }
        guard let name = type.name else { throw SkipReason("no type") }
        switch name {
        case "none": return .void
        // Graphene declares C99 `bool` (GIR says gboolean, c:type `_Bool`), which Swift
        // imports as `Bool`.
        case "gboolean":
            let isCBool = type.cType.map { ["bool", "_Bool"].contains(Fundamentals.strip($0).base) } ?? false
            return isCBool ? .scalar(swift: "Bool") : .boolean
        case "utf8", "filename": return .string
        case "gpointer", "gconstpointer", "gintptr*": throw SkipReason("untyped pointer (\(name))")
        case "va_list": throw SkipReason("va_list")
        case "GLib.List", "GLib.SList":
            guard let elementType = type.elements.first else { throw SkipReason("\(name) without element type") }
            let element = try kind(of: elementType, requirements: &requirements)
            switch element {
            case .object, .string: return .list(element: element, single: name == "GLib.SList")
            default: throw SkipReason("\(name) of \(elementType.name ?? "?")")
            }
        default:
            break
        }
        if let swift = scalarType(name: name, cType: type.cType) {
            if let cType = type.cType, Fundamentals.strip(cType).pointers > 0 {
                throw SkipReason("pointer to \(name) as a value")
            }
            return .scalar(swift: swift)
        }
        if let target = repository.aliasTarget(name, in: namespace.name), target.name != name {
            var aliased = target
            aliased.cType = type.cType ?? target.cType
            return try kind(of: aliased, requirements: &requirements)
        }
        guard let resolved = repository.resolve(name, in: namespace.name) else {
            throw SkipReason("unknown type \(name)")
        }
        // A generated type named like a Swift standard type is not generated (see Naming).
        let reserved = SkipReason("\(resolved.qualifiedName) has the name of a Swift standard type")
        note(resolved, in: &requirements)
        switch resolved.definition {
        case .enumeration(let item):
            guard typesGenerated(resolved.namespace) else {
                throw SkipReason("\(item.isBitfield ? "bitfield" : "enumeration") \(resolved.qualifiedName) not generated")
            }
            if Naming.reservedTypeNames.contains(resolved.name) { throw reserved }
            let ref = EnumRef(swift: swiftName(resolved), cType: item.cType, getType: item.getType)
            return item.isBitfield ? .bitfield(ref) : .enumeration(ref)
        case .classType(let item):
            if !isGObject(item, in: resolved.namespace), classesGenerated(resolved.namespace),
               let functions = fundamentalFunctions(of: item, in: resolved.namespace) {
                if Naming.reservedTypeNames.contains(resolved.name) { throw reserved }
                // A reference-counted fundamental class (`GtkExpression`): a wrapper owning one
                // reference, passed and returned as a record is.
                return .record(RecordRef(swift: swiftName(resolved), cType: item.cType, getType: item.getType ?? "intern",
                                         isComplete: false, referenceFunctions: functions))
            }
            guard isGObject(item, in: resolved.namespace) else {
                throw SkipReason("\(resolved.qualifiedName) is not a GObject (a fundamental type)")
            }
            if resolved.namespace == namespace.name && options.omittedTypes.contains(resolved.name) {
                throw SkipReason("\(resolved.qualifiedName) is omitted by the configuration")
            }
            if resolved.qualifiedName == "GObject.Object" || !classesGenerated(resolved.namespace) {
                return .object(ObjectRef(kind: .fallback, swift: objectType, swiftName: objectType,
                                         cType: item.cType, getType: item.getType))
            }
            if Naming.reservedTypeNames.contains(resolved.name) { throw reserved }
            return .object(ObjectRef(kind: .classType, swift: swiftName(resolved), swiftName: swiftName(resolved),
                                     cType: item.cType, getType: item.getType))
        case .interface(let item):
            guard classesGenerated(resolved.namespace) else {
                return .object(ObjectRef(kind: .fallback, swift: objectType, swiftName: objectType,
                                         cType: item.cType, getType: item.getType))
            }
            if Naming.reservedTypeNames.contains(resolved.name) { throw reserved }
            return .object(ObjectRef(kind: .interface, swift: "any \(swiftName(resolved))",
                                     swiftName: swiftName(resolved), cType: item.cType, getType: item.getType))
        case .record(let item):
            if Naming.reservedTypeNames.contains(resolved.name) { throw reserved }
            guard typesGenerated(resolved.namespace), let ref = recordRef(item, resolved) else {
                throw SkipReason("record type \(resolved.qualifiedName) (only boxed records of generated namespaces are mapped)")
            }
            return .record(ref)
        case .callback:
            throw SkipReason("callback type \(resolved.qualifiedName)")
        }
    }

    /// The Swift side of a record that is generated: a boxed type (it has a GType, so
    /// `g_boxed_copy` and `g_boxed_free` manage it), not a class or interface struct.
    func recordRef(_ item: GIRRecord, _ resolved: ResolvedType) -> RecordRef? {
        guard let getType = item.getType, let cType = item.cType, item.isGTypeStructFor == nil,
              item.info.introspectable, !item.isUnion else { return nil }
        // `intern` marks fundamental types (GVariant): not boxed, no g_boxed_copy, but
        // reference-counted with methods of their own (`g_variant_ref_sink`, `g_variant_unref`).
        guard getType == "intern" else {
            return RecordRef(swift: swiftName(resolved), cType: cType, getType: getType, isComplete: item.hasFields)
        }
        func symbol(_ name: String) -> String? { item.methods.first { $0.name == name }?.cIdentifier }
        guard let take = symbol("ref_sink") ?? symbol("ref"), let release = symbol("unref") else { return nil }
        return RecordRef(swift: swiftName(resolved), cType: cType, getType: getType, isComplete: item.hasFields,
                         referenceFunctions: (take, release))
    }

    /// The reference functions of a fundamental class that is not a GObject, its own or its
    /// nearest ancestor's (`GtkPropertyExpression` has `GtkExpression`'s), when every class
    /// up to the one that declares them is generated (`GtkParamSpecExpression` is not: its
    /// parent `GParamSpec` is GObject's, which is not generated in full).
    func fundamentalFunctions(of item: GIRClass, in namespaceName: String) -> (take: String, release: String)? {
        if let ref = item.refFunction, let unref = item.unrefFunction { return (ref, unref) }
        for ancestor in repository.ancestors(of: item, in: namespaceName) {
            guard classesGenerated(ancestor.namespace) else { return nil }
            if case .classType(let parent) = ancestor.definition, let ref = parent.refFunction, let unref = parent.unrefFunction {
                return (ref, unref)
            }
        }
        return nil
    }

    /// Whether a class derives from `GObject.Object` (GTK has fundamental types such as
    /// `GtkExpression` and `GParamSpec` that do not, and the runtime wraps only GObjects).
    func isGObject(_ item: GIRClass, in namespaceName: String) -> Bool {
        if namespaceName == "GObject" && item.name == "Object" { return true }
        return repository.ancestors(of: item, in: namespaceName).contains { $0.qualifiedName == "GObject.Object" }
    }

    /// The Swift type of a C number type: by its C spelling when known (what Swift
    /// imports), else by its GIR name.
    func scalarType(name: String, cType: String?) -> String? {
        if let cType {
            let stripped = Fundamentals.strip(cType)
            if stripped.pointers == 0, let swift = Fundamentals.swiftTypes[stripped.base] { return swift }
        }
        return Fundamentals.swiftTypes[name]
    }

    /// The Swift type of a value of kind `kind` in an API signature.
    func swiftType(_ kind: ValueKind, nullable: Bool) -> String {
        let base: String
        switch kind {
        case .void: return "Void"
        case .boolean: base = "Bool"
        case .scalar(let swift): base = swift
        case .string: base = "String"
        case .enumeration(let ref), .bitfield(let ref): base = ref.swift
        case .object(let ref):
            guard nullable else { return ref.swift }
            return ref.kind == .interface ? "(\(ref.swift))?" : ref.swift + "?"
        case .record(let ref): base = ref.swift
        case .strv: base = "[String]"
        case .list(let element, _): base = "[\(swiftType(element, nullable: false))]"
        case .array(let element, _, _): base = "[\(swiftType(element, nullable: false))]"
        }
        return nullable ? base + "?" : base
    }

    /// Whether a kind can be `nil` in Swift at all (numbers and enumerations cannot).
    func isNullableKind(_ kind: ValueKind) -> Bool {
        switch kind {
        case .string, .object, .record, .strv, .list, .array: return true
        default: return false
        }
    }

    // MARK: C pointers of objects

    /// `expression` (an `UnsafeMutablePointer<GObject>`) as the C parameter type `cType`.
    func objectPointer(_ expression: String, cType: String?, fallback: String) -> String {
        let base = cType.map { Fundamentals.strip($0).base } ?? fallback
        switch base {
        case "GObject": return expression
        case "gpointer": return "UnsafeMutableRawPointer(\(expression))"
        case "gconstpointer": return "UnsafeRawPointer(\(expression))"
        default:
            if completeStructs[base] == true { return "girCast(\(expression), to: \(base).self)" }
            return "girOpaque(\(expression))"
        }
    }

    /// `expression` (an `UnsafeMutablePointer<GObject>?`) as the C parameter type `cType`,
    /// `nil` staying `nil`; `nil` when only a closure over each value can convert it.
    func optionalObjectPointer(_ expression: String, cType: String?, fallback: String) -> String? {
        let base = cType.map { Fundamentals.strip($0).base } ?? fallback
        switch base {
        case "GObject": return expression
        case "gpointer", "gconstpointer": return nil
        default:
            if completeStructs[base] == true { return "girCastOptional(\(expression), to: \(base).self)" }
            return "girOpaqueOptional(\(expression))"
        }
    }

    /// Whether Swift imports pointers to `cType` (a struct name) with their element type.
    func isComplete(_ cType: String) -> Bool { completeStructs[cType] ?? false }

    /// A raw pointer from a C object pointer `source` of C type `cType` (not optional).
    func rawPointer(_ source: String, cType: String?) -> String {
        guard let cType else { return "UnsafeMutableRawPointer(\(source))" }
        let base = Fundamentals.strip(cType).base
        if base == "gconstpointer" || (Fundamentals.isConstPointer(cType) && completeStructs[base] == true) {
            return "UnsafeMutableRawPointer(mutating: \(source))"
        }
        return "UnsafeMutableRawPointer(\(source))"
    }
}
