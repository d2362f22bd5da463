/// Methods and functions of a type, and their asynchronous forms.
extension Emitter {
    /// Emits methods and type functions, except getters and setters: those are held back
    /// (`AccessorMethods`) for `emitAccessors`, which makes properties of them or emits them
    /// as methods after all.
    func emitMethods(owner: String, prefix: String, methods: [GIRCallable], functions: [GIRCallable],
                             instanceRole: CallableRole, typeRequirements: Requirements, isInterface: Bool,
                             keys: inout Set<String>, _ writer: inout SwiftWriter,
                             staticIsolation: Bool = false) -> AccessorMethods {
        var accessors = AccessorMethods()
        let methodPairs = planner.asyncPairs(methods)
        let functionPairs = planner.asyncPairs(functions)
        let methodFinishes = Set(methodPairs.values.map(\.name))
        let functionFinishes = Set(functionPairs.values.map(\.name))
        var finishes: [(callable: GIRCallable, isStatic: Bool)] = []
        var mapped: [String: String] = [:]
        for (callable, isStatic) in methods.map({ ($0, false) }) + functions.map({ ($0, true) }) {
            let symbol = callable.cIdentifier ?? callable.name
            let kind = isStatic ? "function" : "method"
            // A `_finish` is part of its `_async` method; reported after the loop.
            if (isStatic ? functionFinishes : methodFinishes).contains(callable.name) {
                finishes.append((callable, isStatic))
                continue
            }
            do throws(SkipReason) {
                if isStatic && isInterface { throw SkipReason("functions of interfaces are not generated yet") }
                let finish = (isStatic ? functionPairs : methodPairs)[callable.name]
                let name = asyncAwareName(callable, prefix: prefix, isAsync: finish != nil)
                var plan: CallPlan
                if let finish {
                    plan = try planner.planAsync(callable, finish: finish, role: isStatic ? .function : instanceRole,
                                                 firstLabel: nil)
                    mapped[finish.name] = name
                } else {
                    plan = try planner.plan(callable, role: isStatic ? .function : instanceRole, firstLabel: nil)
                }
                let key = isStatic ? staticKey(name, plan.labels) : methodKey(name, plan.labels)
                let otherKey = isStatic ? methodKey(name, plan.labels) : staticKey(name, plan.labels)
                if keys.contains(key) || keys.contains(otherKey) {
                    throw SkipReason("'\(name)' would redeclare an inherited or earlier member")
                }
                keys.insert(key)
                plan.requirements.merge(typeRequirements)
                if !isStatic, AccessorMethods.isAccessor(callable, name: name, plan: plan) {
                    accessors.add(AccessorMethod(callable: callable, name: name, plan: plan))
                    continue
                }
                emitCallable(name: name, plan: plan, info: callable.info, cName: callable.cIdentifier, isStatic: isStatic,
                             typeRequirements: typeRequirements, isolated: staticIsolation, &writer)
                if !isStatic && !plan.isAsync { accessors.emitted[callable.name] = (name, plan) }
                report.recordGenerated(kind)
                report.recordCallable(callable, generated: true)
            } catch {
                report.recordSkipped(kind, "\(owner).\(symbol)", error.text)
                report.recordCallable(callable, generated: false)
            }
        }
        for (finish, isStatic) in finishes {
            recordFinish(finish, kind: isStatic ? "function" : "method", owner: "\(owner).", asyncName: mapped[finish.name])
        }
        return accessors
    }

    /// The Swift name of a callable; an `_async` one loses its suffix.
    func asyncAwareName(_ callable: GIRCallable, prefix: String, isAsync: Bool) -> String {
        guard isAsync else {
            return Naming.methodName(cIdentifier: callable.cIdentifier, girName: callable.name,
                                     prefix: prefix, shadows: callable.shadows)
        }
        return Naming.methodName(cIdentifier: callable.cIdentifier.map(CallablePlanner.asyncBaseName),
                                 girName: CallablePlanner.asyncBaseName(callable.name), prefix: prefix,
                                 shadows: callable.shadows.map(CallablePlanner.asyncBaseName))
    }

    /// Reports a `_finish` function: reached through its `async` method, or skipped with it.
    func recordFinish(_ finish: GIRCallable, kind: String, owner: String, asyncName: String?) {
        let symbol = "\(owner)\(finish.cIdentifier ?? finish.name)"
        if let asyncName {
            report.recordMapped(kind, symbol, "mapped to async \(asyncName)")
            report.recordCallable(finish, generated: true)
        } else {
            report.recordSkipped(kind, symbol, "finish of an asynchronous call that is not generated")
            report.recordCallable(finish, generated: false)
        }
    }

    func emitCallable(name: String, plan: CallPlan, info: GIRInfo, cName: String?, isStatic: Bool,
                              typeRequirements: Requirements, topLevel: Bool = false, isolated: Bool = false,
                              _ writer: inout SwiftWriter) {
        let extra = plan.requirements.conditions.subtracting(typeRequirements.conditions)
        writer.line()
        writer.conditional(extra) { writer in
            writer.doc(plan.doc)
            if plan.requirements.deprecated && !typeRequirements.deprecated {
                writer.deprecation(info, force: true)
            }
            // Members of value types and namespace functions say their isolation; class and
            // protocol members have it from their type.
            if topLevel || isolated { writer.line("@MainActor") }
            let staticText = isStatic && !topLevel ? "static " : ""
            let throwsText = (plan.isAsync ? " async" : "") + (plan.throwsError ? " throws" : "")
            let returnText = plan.returnType.map { " -> \($0)" } ?? ""
            writer.cName(cName)
            writer.block("public \(staticText)func \(name)(\(plan.parameters.joined(separator: ", ")))\(throwsText)\(returnText)") { writer in
                writer.lines(plan.body)
            }
        }
    }
}
