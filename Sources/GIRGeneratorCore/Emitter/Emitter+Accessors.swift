/// The getter rule: a zero-argument `get_x()` is a property `x`, settable when `set_x(_:)`
/// takes its type, and neither method is emitted beside it (Tools/GIRGenerator/README.md,
/// "Naming rules").
///
/// `emitMethods` holds getters and setters back; `emitAccessors` then gives GIR's properties
/// first claim on them (`GtkLabel:label` reads `gtk_label_get_label`), makes properties of the
/// getters left, and emits as methods whatever could not become a property.
struct AccessorMethods {
    /// The held-back getters and setters, in GIR order.
    private(set) var methods: [AccessorMethod] = []
    /// The GIR names (`get_label`) of those a property has taken.
    private(set) var consumed: Set<String> = []
    /// The other instance methods emitted, by GIR name: a property may read through one
    /// (`GtkWidget:visible` is `get_visible`, `GtkToggleButton:active` may be `is_active`).
    var emitted: [String: (name: String, plan: CallPlan)] = [:]

    /// A getter takes no argument in C (but the length of the array it returns), returns a
    /// value and cannot fail: `gtk_window_get_default_size(window, &width, &height)` stays a
    /// method. A setter takes one argument and returns nothing. Only these can be one half
    /// of a property.
    static func isAccessor(_ callable: GIRCallable, name: String, plan: CallPlan) -> Bool {
        guard !plan.isAsync, !plan.throwsError, let first = name.dropFirst(3).first, first.isUppercase else { return false }
        if name.hasPrefix("get") {
            let hidden = CallablePlanner.hiddenIndices(of: callable)
            return plan.parameters.isEmpty && plan.returnType != nil && callable.parameters.indices.allSatisfy(hidden.contains)
        }
        if name.hasPrefix("set") { return plan.parameters.count == 1 && plan.returnType == nil }
        return false
    }

    mutating func add(_ method: AccessorMethod) { methods.append(method) }

    /// The unclaimed method of GIR name `girName` (`get_label`).
    func available(_ girName: String?) -> AccessorMethod? {
        guard let girName, !consumed.contains(girName) else { return nil }
        return methods.first { $0.callable.name == girName }
    }

    /// The unclaimed method of Swift name `name` (`setLabel`).
    func available(swiftName name: String) -> AccessorMethod? {
        methods.first { $0.name == name && !consumed.contains($0.callable.name) }
    }

    mutating func consume(_ method: AccessorMethod) { consumed.insert(method.callable.name) }
}

/// A getter or setter held back by `emitMethods`.
struct AccessorMethod {
    let callable: GIRCallable
    let name: String
    let plan: CallPlan

    /// The setter's parameter: its name inside the body and its type (`_ layout: String?`
    /// → `layout`, `String?`).
    var parameter: (name: String, type: String)? {
        guard plan.parameters.count == 1 else { return nil }
        let parts = plan.parameters[0].split(separator: ":", maxSplits: 1)
        guard parts.count == 2, let name = parts[0].split(separator: " ").last else { return nil }
        let type = parts[1].split(separator: "=", maxSplits: 1)[0].trimmingCharacters(in: .whitespaces)
        return (String(name), type)
    }

    /// The getter's body, as the property's `get`.
    var getterBody: [String] { plan.body }

    /// The setter's body with its parameter bound to `newValue`.
    var setterBody: [String] {
        guard let parameter else { return plan.body }
        return ["let \(parameter.name): \(parameter.type) = newValue"] + plan.body
    }

    /// Whether this setter can write a property of type `type` read under `requirements`:
    /// it takes that type (or its optional) and needs no condition nor deprecation the
    /// getter does not, so the property is available exactly where the getter is.
    func canSet(_ type: String, under requirements: Requirements) -> Bool {
        guard let parameter, parameter.type == type || parameter.type == type + "?",
              !parameter.type.contains("@escaping") else { return false }
        return plan.requirements.conditions.isSubset(of: requirements.conditions)
            && (!plan.requirements.deprecated || requirements.deprecated)
    }
}

extension Emitter {
    /// GIR's properties, then a property per remaining getter, then the getters and setters
    /// that could not become properties, as methods.
    @discardableResult
    func emitAccessors(owner: String, ownerCType: String?, properties: [GIRProperty], accessors: AccessorMethods,
                       typeRequirements: Requirements, keys: inout Set<String>, _ writer: inout SwiftWriter) -> [EmittedProperty] {
        var accessors = accessors
        var emittedProperties: [EmittedProperty] = []
        if let ownerCType {
            emittedProperties = emitProperties(owner: owner, ownerCType: ownerCType, properties: properties,
                                               accessors: &accessors, typeRequirements: typeRequirements, keys: &keys, &writer)
        }
        for getter in accessors.methods where getter.name.hasPrefix("get") {
            guard accessors.available(getter.callable.name) != nil,
                  let name = Naming.accessorPropertyName(getterName: getter.name),
                  let type = getter.plan.returnType else { continue }
            // A member of that name in the class, an ancestor or the runtime's `Object` keeps
            // the getter a method: the property would redeclare or shadow it.
            let key = methodKey(name, [])
            guard !keys.contains(key) else { continue }
            keys.insert(key)
            var requirements = getter.plan.requirements
            var setter = accessors.available(swiftName: Naming.setterName(getterName: getter.name))
            if let candidate = setter, candidate.canSet(type, under: requirements) {
                accessors.consume(candidate)
                report.recordMapped("method", "\(owner).\(candidate.callable.cIdentifier ?? candidate.callable.name)",
                                    "setter of property \(name)")
                report.recordCallable(candidate.callable, generated: true)
            } else {
                setter = nil
            }
            accessors.consume(getter)
            requirements.merge(typeRequirements)
            report.recordMapped("method", "\(owner).\(getter.callable.cIdentifier ?? getter.callable.name)", "property \(name)")
            report.recordCallable(getter.callable, generated: true)
            report.recordGenerated("property (getter)")
            let extra = requirements.conditions.subtracting(typeRequirements.conditions)
            writer.line()
            writer.conditional(extra) { writer in
                writer.doc(getter.plan.doc)
                if requirements.deprecated && !typeRequirements.deprecated {
                    writer.deprecation(getter.callable.info, force: true)
                }
                writer.cName(getter.callable.cIdentifier)
                writeProperty(name: name, type: type, getter: getter.getterBody, setter: setter?.setterBody, &writer)
            }
        }
        for method in accessors.methods where accessors.available(method.callable.name) != nil {
            emitCallable(name: method.name, plan: method.plan, info: method.callable.info, cName: method.callable.cIdentifier,
                         isStatic: false, typeRequirements: typeRequirements, &writer)
            report.recordGenerated("method")
            report.recordCallable(method.callable, generated: true)
        }
        return emittedProperties
    }

    /// `public var name: type` with a `get` (and a `set`) running the given statements.
    func writeProperty(name: String, type: String, getter: [String], setter: [String]?, _ writer: inout SwiftWriter) {
        writer.block("public var \(name): \(type)") { writer in
            guard let setter else { return writer.lines(getter) }
            for (keyword, body) in [("get", getter), ("set", setter)] {
                if body.count == 1 { writer.line("\(keyword) { \(body[0]) }") } else { writer.block(keyword) { $0.lines(body) } }
            }
        }
    }
}
