/// Properties: typed accessors of GObject properties.
extension Emitter {
    /// `ownerCType` names the properties in the API reference, as GObject does (`GtkButton:label`).
    /// A property reads and writes through its C getter and setter when they were generated
    /// and agree on the type; held-back ones (`AccessorMethods`) become its body and are not
    /// emitted as methods.
    /// Returns the properties emitted, for their typed names (``emitPropertyNames(owner:ownerCType:properties:typeRequirements:typeInfo:_:)``).
    func emitProperties(owner: String, ownerCType: String, properties: [GIRProperty], accessors: inout AccessorMethods,
                        typeRequirements: Requirements, keys: inout Set<String>, _ writer: inout SwiftWriter) -> [EmittedProperty] {
        var emitted: [EmittedProperty] = []
        for property in properties {
            let name = Naming.propertyName(property.name)
            let symbol = "\(owner):\(property.name)"
            do throws(SkipReason) {
                guard property.info.introspectable else { throw SkipReason("introspectable=\"0\"") }
                guard property.readable else { throw SkipReason("write-only property") }
                let key = methodKey(name, [])
                if keys.contains(key) { throw SkipReason("'\(name)' would redeclare an inherited or earlier member") }
                var requirements = typeRequirements
                if let condition = context.condition(for: property.info, in: nsName) { requirements.conditions.insert(condition) }
                if property.info.deprecated { requirements.deprecated = true }
                let writable = property.writable && !property.constructOnly
                let accessor = try propertyAccessors(property, owner: owner, accessors: &accessors, writable: writable,
                                                     requirements: &requirements)
                keys.insert(key)
                if let note = accessor.note { report.recordSkipped("property setter", symbol, note) }
                let extra = requirements.conditions.subtracting(typeRequirements.conditions)
                writer.line()
                writer.conditional(extra) { writer in
                    writer.doc(property.info.doc ?? accessor.doc)
                    if requirements.deprecated && !typeRequirements.deprecated {
                        writer.deprecation(property.info, force: true)
                    }
                    writer.cName("\(ownerCType):\(property.name)")
                    writeProperty(name: name, type: accessor.type, getter: accessor.getter, setter: accessor.setter, &writer)
                }
                report.recordGenerated("property")
                emitted.append(EmittedProperty(swiftName: name, property: property, requirements: requirements))
            } catch {
                report.recordSkipped("property", symbol, error.text)
            }
        }
        return emitted
    }

    /// `extension PropertyName where Owner: Widget { public static var visible: Self … }`: a
    /// typed name for each emitted property, so `onNotify(.visible)` cannot be misspelled and
    /// offers only the properties the type has (its own and, through the constraint, its
    /// ancestors' and interfaces').
    func emitPropertyNames(owner: String, ownerCType: String, properties: [EmittedProperty],
                           typeRequirements: Requirements, typeInfo: GIRInfo, _ writer: inout SwiftWriter) {
        guard !properties.isEmpty else { return }
        writer.line()
        if typeRequirements.deprecated { writer.deprecation(typeInfo, force: true) }
        writer.block("extension PropertyName where Owner: \(owner)") { writer in
            for emitted in properties {
                writer.line()
                writer.conditional(emitted.requirements.conditions.subtracting(typeRequirements.conditions)) { writer in
                    writer.line("/// The `\(ownerCType):\(emitted.property.name)` property, for `onNotify(.\(emitted.swiftName.trimmingCharacters(in: ["`"])))`.")
                    if emitted.requirements.deprecated && !typeRequirements.deprecated {
                        writer.deprecation(emitted.property.info, force: true)
                    }
                    writer.line("public static var \(emitted.swiftName): Self { Self(gObjectName: \"\(emitted.property.name)\") }")
                }
            }
        }
    }

    private func propertyAccessors(_ property: GIRProperty, owner: String, accessors: inout AccessorMethods,
                                   writable: Bool, requirements: inout Requirements) throws(SkipReason)
        -> (type: String, getter: [String], setter: [String]?, note: String?, doc: String?) {
        // GIR names the getter and setter; without that, `get_x`/`set_x` of the same type.
        let snake = property.name.replacingOccurrences(of: "-", with: "_")
        var valueRequirements = requirements
        let valueType = (try? valueAccessors(property, writable: false, requirements: &valueRequirements))?.type
        var getterName = property.getter
        if getterName == nil, let conventional = accessors.available("get_\(snake)"),
           conventional.plan.returnType != nil, conventional.plan.returnType == valueType {
            getterName = conventional.callable.name
        }
        let heldGetter = accessors.available(getterName)
        let emittedGetter = getterName.flatMap { accessors.emitted[$0] }
        if let plan = heldGetter?.plan ?? emittedGetter?.plan, plan.parameters.isEmpty, let type = plan.returnType,
           !plan.throwsError {
            requirements.merge(plan.requirements)
            var getterText: [String]
            if let heldGetter {
                accessors.consume(heldGetter)
                report.recordMapped("method", "\(owner).\(heldGetter.callable.cIdentifier ?? heldGetter.callable.name)",
                                    "property \(Naming.propertyName(property.name))")
                report.recordCallable(heldGetter.callable, generated: true)
                getterText = heldGetter.getterBody
            } else {
                getterText = ["\(emittedGetter!.name)()"]
            }
            var setterText: [String]?
            if writable {
                let setterName = property.setter ?? "set_\(snake)"
                if let setter = accessors.available(setterName), setter.canSet(type, under: requirements) {
                    accessors.consume(setter)
                    report.recordMapped("method", "\(owner).\(setter.callable.cIdentifier ?? setter.callable.name)",
                                        "setter of property \(Naming.propertyName(property.name))")
                    report.recordCallable(setter.callable, generated: true)
                    setterText = setter.setterBody
                } else if let setter = accessors.emitted[setterName], setter.plan.parameters.count == 1,
                          setter.plan.returnType == nil, !setter.plan.throwsError,
                          let parameterType = setter.plan.parameters[0].split(separator: ":", maxSplits: 1).last
                            .map({ $0.trimmingCharacters(in: .whitespaces) }),
                          parameterType == type || parameterType == type + "?" {
                    setterText = ["\(setter.name)(newValue)"]
                    requirements.merge(setter.plan.requirements)
                }
            }
            var note: String?
            if writable && setterText == nil {
                // The C setter is missing or takes another type: GValue, when it gives the same type.
                var valueRequirements = requirements
                if let viaValue = try? valueAccessors(property, writable: true, requirements: &valueRequirements),
                   viaValue.type == type, let setter = viaValue.setter {
                    setterText = setter
                } else {
                    note = "setter not generated (no C setter of the getter's type); the property is read-only"
                }
            }
            return (type, getterText, setterText, note, plan.doc)
        }
        let viaValue = try valueAccessors(property, writable: writable, requirements: &requirements)
        return (viaValue.type, viaValue.getter, viaValue.setter, viaValue.note, nil)
    }

    /// A property's accessors through `GValue` (for properties without C getter and setter).
    private func valueAccessors(_ property: GIRProperty, writable: Bool, requirements: inout Requirements) throws(SkipReason)
        -> (type: String, getter: [String], setter: [String]?, note: String?) {
        let single = try valueExpressions(property, writable: writable, requirements: &requirements)
        return (single.type, [single.getter], single.setter.map { [$0] }, nil)
    }

    private func valueExpressions(_ property: GIRProperty, writable: Bool, requirements: inout Requirements) throws(SkipReason)
        -> (type: String, getter: String, setter: String?, note: String?) {
        let kind = try context.kind(of: property.type, requirements: &requirements)
        let quoted = SwiftWriter.stringLiteral(property.name)
        switch kind {
        case .boolean:
            return ("Bool", "girGetBool(gObject, \(quoted))", writable ? "girSetBool(gObject, \(quoted), newValue)" : nil, nil)
        case .scalar(let swift):
            guard let name = property.type.name, let accessor = Fundamentals.valueAccessors[name] else {
                throw SkipReason("property of type \(property.type.name ?? "?")")
            }
            let suffix = accessor.accessor.capitalized
            return (swift, Fundamentals.converted("girGet\(suffix)(gObject, \(quoted))", from: accessor.valueType, to: swift),
                    writable ? "girSet\(suffix)(gObject, \(quoted), \(Fundamentals.converted("newValue", from: swift, to: accessor.valueType)))" : nil, nil)
        case .string:
            return ("String?", "girGetString(gObject, \(quoted))", writable ? "girSetString(gObject, \(quoted), newValue)" : nil, nil)
        case .enumeration(let ref):
            return (ref.swift, "\(ref.swift)(rawValue: girGetEnum(gObject, \(quoted)))",
                    writable ? "girSetEnum(gObject, \(quoted), newValue.rawValue)" : nil, nil)
        case .bitfield(let ref):
            return (ref.swift, "\(ref.swift)(rawValue: girGetFlags(gObject, \(quoted)))",
                    writable ? "girSetFlags(gObject, \(quoted), newValue.rawValue)" : nil, nil)
        case .object(let ref):
            let read: String
            switch ref.kind {
            case .classType, .interface: read = "girGetObject(gObject, \(quoted)) as? \(ref.kind == .interface ? "any " : "")\(ref.swiftName)"
            case .fallback: read = "girGetObject(gObject, \(quoted))"
            }
            let type = ref.kind == .interface ? "(any \(ref.swiftName))?" : "\(ref.swiftName)?"
            return (type, read, writable ? "girSetObject(gObject, \(quoted), newValue?.gObject)" : nil, nil)
        default:
            throw SkipReason("property of this type without a generated getter")
        }
    }
}

/// A property the emitter wrote, with the conditions it was written under.
struct EmittedProperty {
    var swiftName: String
    var property: GIRProperty
    var requirements: Requirements
}
