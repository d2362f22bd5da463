/// The namespace level: namespace functions, constants, and the registration of the
/// generated classes.
extension Emitter {
    func emitNamespaceLevel() {
        var writer = header()
        emitConditionsCheck(&writer)
        var keys: Set<String> = []
        emitTopLevelFunctions(namespace.functions, prefix: "\(namespace.symbolPrefix)_", namePrefix: nil, owner: "",
                              typeRequirements: Requirements(), keys: &keys, &writer)
        emitConstants(keys: &keys, &writer)
        addFile("\(nsName)Functions.swift", writer)
    }

    /// A compile-time error when the namespace's version conditions are missing. Package.swift
    /// defines them from pkg-config when SwiftPM reads it, and SwiftPM caches that reading:
    /// a first build before pkg-config or the library's development files were installed
    /// leaves every later build without them, and each conditional declaration silently gone
    /// ("cannot find type 'ActionMap'"). This names the cause and the way out instead.
    private func emitConditionsCheck(_ writer: inout SwiftWriter) {
        guard let condition = Naming.versionCondition(namespace: nsName, version: context.versionFloor(of: nsName))
        else { return }
        writer.line("#if !\(condition)")
        writer.line("#error(\(SwiftWriter.stringLiteral("""
            \(condition) is not defined: SwiftPM read Package.swift when pkg-config could not \
            find \(nsName)'s development files, and keeps that reading in its manifest cache. \
            Install pkg-config and those files, then run `swift package purge-cache` and build again.
            """)))")
        writer.line("#endif")
        writer.line()
    }

    /// Functions of the module: the namespace's own (`namePrefix` nil), or an interface's,
    /// whose names start with the interface's (`namePrefix` `file`: `fileNewForPath`).
    func emitTopLevelFunctions(_ functions: [GIRCallable], prefix: String, namePrefix: String?, owner: String,
                                       typeRequirements: Requirements, keys: inout Set<String>, _ writer: inout SwiftWriter) {
        let pairs = planner.asyncPairs(functions)
        let finishNames = Set(pairs.values.map(\.name))
        var finishes: [GIRCallable] = []
        var mapped: [String: String] = [:]
        for function in functions {
            let symbol = function.cIdentifier ?? function.name
            if finishNames.contains(function.name) {
                finishes.append(function)
                continue
            }
            do throws(SkipReason) {
                let finish = pairs[function.name]
                var name = asyncAwareName(function, prefix: prefix, isAsync: finish != nil)
                if let namePrefix {
                    let plain = name.replacingOccurrences(of: "`", with: "")
                    name = Naming.escaped(namePrefix + plain.prefix(1).uppercased() + plain.dropFirst())
                }
                var plan: CallPlan
                if let finish {
                    plan = try planner.planAsync(function, finish: finish, role: .function, firstLabel: nil)
                    mapped[finish.name] = name
                } else {
                    plan = try planner.plan(function, role: .function, firstLabel: nil)
                }
                let key = methodKey(name, plan.labels)
                if keys.contains(key) { throw SkipReason("'\(name)' would redeclare an earlier function") }
                keys.insert(key)
                plan.requirements.merge(typeRequirements)
                emitCallable(name: name, plan: plan, info: function.info, cName: function.cIdentifier, isStatic: true,
                             typeRequirements: typeRequirements, topLevel: true, &writer)
                report.recordGenerated("function")
                report.recordCallable(function, generated: true)
            } catch {
                report.recordSkipped("function", owner + symbol, error.text)
                report.recordCallable(function, generated: false)
            }
        }
        for finish in finishes { recordFinish(finish, kind: "function", owner: owner, asyncName: mapped[finish.name]) }
    }

    /// The namespace's constants (numbers, strings, Booleans) as `public let`s.
    private func emitConstants(keys: inout Set<String>, _ writer: inout SwiftWriter) {
        for constant in namespace.constants {
            let name = Naming.escaped(Naming.lowerCamelCase(constant.name.lowercased()))
            var literal: String?
            var type = ""
            switch constant.type.name {
            case "gint", "guint", "gint64", "guint64", "gint32", "guint32", "gint16", "guint16", "gint8", "guint8":
                type = Fundamentals.swiftTypes[constant.type.name!]!
                literal = Int64(constant.value).map(String.init)
            case "gdouble", "gfloat":
                type = constant.type.name == "gdouble" ? "Double" : "Float"
                literal = Double(constant.value).map { _ in constant.value }
            case "utf8":
                type = "String"
                literal = SwiftWriter.stringLiteral(constant.value)
            case "gboolean":
                type = "Bool"
                literal = constant.value == "true" || constant.value == "1" ? "true" : "false"
            default:
                break
            }
            guard let literal, keys.insert(methodKey(name, [])).inserted else {
                report.recordSkipped("constant", constant.name, "constant of type \(constant.type.name ?? "?")")
                continue
            }
            writer.line()
            writer.conditional(context.condition(for: constant.info, in: nsName).map { [$0] } ?? []) { writer in
                writer.doc(constant.info.doc)
                writer.deprecation(constant.info)
                writer.cName(constant.cType)
                writer.line("public let \(name): \(type) = \(literal)")
            }
            report.recordGenerated("constant")
        }
    }

    /// The internal class that wraps objects implementing interface `name` whose own class is
    /// not generated (`FileImplementation` for GIO's private `GLocalFile`).
    static func implementationName(_ name: String) -> String { "\(name)Implementation" }

    func emitRegistration() {
        var writer = header()
        writer.line("/// Registers every generated class of \(nsName) with the runtime, so that a wrapper made")
        writer.line("/// for a pointer (a getter's result, a list item, a builder object) is of the most-derived")
        writer.line("/// generated class, and an object of a class that is not generated is usable as the")
        writer.line("/// interfaces it implements. Call once at start-up, on the main actor.")
        writer.line("@MainActor")
        writer.block("public func register\(nsName)Types()") { writer in
            for item in namespace.classes where item.info.introspectable && item.getType != nil && context.isGObject(item, in: nsName)
                && !Naming.reservedTypeNames.contains(item.name) && context.moduleOwner(ofType: item.name) == nil
                && !context.options.omittedTypes.contains(item.name) {
                var requirements = Requirements()
                if let condition = context.condition(for: item.info, in: nsName) { requirements.conditions.insert(condition) }
                if let parentName = item.parent, let resolved = context.repository.resolve(parentName, in: nsName),
                   context.classesGenerated(resolved.namespace) {
                    context.note(resolved, in: &requirements)
                }
                guard !requirements.deprecated && !item.info.deprecated else { continue }
                writer.conditional(requirements.conditions) { writer in
                    writer.line("\(context.objectType).register(\(item.name).self)")
                }
            }
            for item in namespace.interfaces where item.info.introspectable && item.getType != nil && !item.info.deprecated
                && !Naming.reservedTypeNames.contains(item.name) {
                var requirements = Requirements()
                if let condition = context.condition(for: item.info, in: nsName) { requirements.conditions.insert(condition) }
                for prerequisite in item.prerequisites {
                    if let resolved = context.repository.resolve(prerequisite, in: nsName), context.classesGenerated(resolved.namespace) {
                        context.note(resolved, in: &requirements)
                    }
                }
                guard !requirements.deprecated else { continue }
                writer.conditional(requirements.conditions) { writer in
                    writer.line("\(context.objectType).registerImplementation(\(Self.implementationName(item.name)).self)")
                }
            }
        }
        addFile("\(nsName)Registration.swift", writer)
    }
}
