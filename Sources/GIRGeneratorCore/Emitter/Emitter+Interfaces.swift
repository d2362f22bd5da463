/// Interfaces: a protocol and its wrapper per GIR interface.
extension Emitter {
    func emitInterface(_ item: GIRInterface) {
        guard !Naming.reservedTypeNames.contains(item.name) else {
            return report.recordSkipped("interface", item.name, "has the name of a Swift standard type")
        }
        guard item.info.introspectable else {
            report.recordSkipped("interface", item.name, "introspectable=\"0\"")
            for callable in item.methods + item.functions { report.recordCallable(callable, generated: false) }
            return
        }
        var typeRequirements = Requirements()
        if let condition = context.condition(for: item.info, in: nsName) { typeRequirements.conditions.insert(condition) }
        typeRequirements.deprecated = item.info.deprecated
        var constraints: [String] = []
        var superclass: String?
        for prerequisite in item.prerequisites {
            guard let resolved = context.repository.resolve(prerequisite, in: nsName),
                  context.classesGenerated(resolved.namespace), resolved.qualifiedName != "GObject.Object" else { continue }
            switch resolved.definition {
            case .classType: superclass = context.swiftName(resolved)
            case .interface: constraints.append(context.swiftName(resolved))
            default: continue
            }
            context.note(resolved, in: &typeRequirements)
        }
        constraints.insert(superclass ?? context.objectType, at: 0)
        var writer = header()
        var properties: [EmittedProperty] = []
        writer.conditional(typeRequirements.conditions) { writer in
            writer.doc(item.info.doc)
            writer.deprecation(item.info, force: typeRequirements.deprecated)
            writer.line("@MainActor")
            writer.cName(item.cType)
            writer.line("public protocol \(item.name): \(constraints.joined(separator: ", ")) {}")
            writer.line()
            if typeRequirements.deprecated { writer.deprecation(item.info, force: true) }
            writer.block("extension \(item.name)") { writer in
                var keys = Self.runtimeMembers
                let accessors = emitMethods(owner: item.name, prefix: symbolPrefix(nsName, item.symbolPrefix),
                                            methods: item.methods, functions: [], instanceRole: .method(cType: item.cType),
                                            typeRequirements: typeRequirements, isInterface: true, keys: &keys, &writer)
                properties = emitAccessors(owner: item.name, ownerCType: item.cType, properties: item.properties,
                                           accessors: accessors, typeRequirements: typeRequirements, keys: &keys, &writer)
            }
            emitSignals(owner: item.name, ownerCType: item.cType, signals: item.signals, typeRequirements: typeRequirements,
                        typeInfo: item.info, extensionHeader: "extension \(item.name)", &writer)
            emitPropertyNames(owner: item.name, ownerCType: item.cType, properties: properties,
                              typeRequirements: typeRequirements, typeInfo: item.info, &writer)
            // The wrapper of objects whose class is not generated but implements the interface.
            if let getType = item.getType, !typeRequirements.deprecated {
                writer.line()
                writer.line("/// The wrapper of an object that implements `\(item.cType)` and whose class has no generated")
                writer.line("/// class (a private class of the library): registered for the interface's GType.")
                writer.block("final class \(Self.implementationName(item.name)): \(superclass ?? context.objectType), \(item.name)") { writer in
                    writer.line("override class var gType: GType { \(getType)() }")
                }
            }
            // A protocol has no initializers and its static members cannot be called on the
            // protocol itself: the interface's functions (`g_file_new_for_path`) are functions
            // of the module named after the interface (`fileNewForPath(_:)`).
            var keys: Set<String> = []
            emitTopLevelFunctions(item.functions, prefix: symbolPrefix(nsName, item.symbolPrefix),
                                  namePrefix: Naming.lowerCamelCase(item.symbolPrefix ?? item.name.lowercased()), owner: "\(item.name).",
                                  typeRequirements: typeRequirements, keys: &keys, &writer)
        }
        report.recordGenerated("interface")
        addFile("\(item.name).swift", writer)
    }
}
