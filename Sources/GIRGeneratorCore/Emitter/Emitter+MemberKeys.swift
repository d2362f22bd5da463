/// Member keys: which members a class declares or inherits, so a generated member neither
/// redeclares nor accidentally overrides one.
extension Emitter {
    /// Keys of the members a generated class declares (before planning, from GIR names and
    /// labels, so an ancestor in another namespace gives the same keys).
    func declaredKeys(of item: GIRClass, in namespaceName: String) -> Set<String> {
        let cacheKey = "\(namespaceName).\(item.name)"
        if let cached = memberKeyCache[cacheKey] { return cached }
        let prefix = symbolPrefix(namespaceName, item.symbolPrefix)
        var keys: Set<String> = []
        for method in item.methods where CallablePlanner.exclusion(of: method) == nil {
            let name = Naming.methodName(cIdentifier: method.cIdentifier, girName: method.name, prefix: prefix, shadows: method.shadows)
            let labels = CallablePlanner.labels(of: method, firstLabel: nil)
            keys.insert(methodKey(name, labels))
            // The property the getter rule may make of it (`emitAccessors`): both are taken.
            if labels.isEmpty, method.parameters.indices.allSatisfy(CallablePlanner.hiddenIndices(of: method).contains),
               let property = Naming.accessorPropertyName(getterName: name) {
                keys.insert(methodKey(property, []))
            }
        }
        for function in item.functions where CallablePlanner.exclusion(of: function) == nil {
            let name = Naming.methodName(cIdentifier: function.cIdentifier, girName: function.name, prefix: prefix, shadows: function.shadows)
            keys.insert(staticKey(name, CallablePlanner.labels(of: function, firstLabel: nil)))
        }
        for property in item.properties {
            keys.insert(methodKey(Naming.propertyName(property.name), []))
        }
        for constructor in item.constructors where constructor.name != "new" {
            keys.insert(staticKey(staticConstructorName(constructor), CallablePlanner.labels(of: constructor, firstLabel: nil)))
        }
        memberKeyCache[cacheKey] = keys
        return keys
    }

    /// Keys declared by the generated ancestors of a class, and by the runtime's `Object`.
    func inheritedKeys(of item: GIRClass) -> Set<String> {
        var keys = Self.runtimeMembers
        for ancestor in context.repository.ancestors(of: item, in: nsName) {
            guard context.classesGenerated(ancestor.namespace), ancestor.qualifiedName != "GObject.Object",
                  case .classType(let ancestorClass) = ancestor.definition else { continue }
            keys.formUnion(declaredKeys(of: ancestorClass, in: ancestor.namespace))
        }
        return keys
    }

    func methodKey(_ name: String, _ labels: [String]) -> String {
        "m:\(name.replacingOccurrences(of: "`", with: ""))(\(labels.joined(separator: ":")))"
    }

    func staticKey(_ name: String, _ labels: [String]) -> String {
        "s:\(name.replacingOccurrences(of: "`", with: ""))(\(labels.joined(separator: ":")))"
    }

    func symbolPrefix(_ namespaceName: String, _ typePrefix: String?) -> String {
        let base = context.repository.namespaces[namespaceName]?.symbolPrefix ?? namespaceName.lowercased()
        return typePrefix.map { "\(base)_\($0)_" } ?? "\(base)_"
    }
}
