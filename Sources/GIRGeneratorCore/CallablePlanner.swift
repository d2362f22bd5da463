/// How a callable is reached from Swift.
enum CallableRole {
    /// An instance method of a type whose C instance type is `cType` (the instance
    /// parameter's own C type wins when GIR gives one).
    case method(cType: String)
    /// An instance method whose receiver is the C expression `expression` (records).
    case instance(expression: String)
    /// A type's function (a `static func`) or a namespace function.
    case function
    /// A constructor: the result becomes `self`.
    case constructor
}

/// A callable ready to print: Swift signature and body.
struct CallPlan {
    /// Swift parameters (`_ name: String`, `label name: Int32`).
    var parameters: [String] = []
    /// Argument labels, for collision checks (`_` for none).
    var labels: [String] = []
    /// Statements of the body, in order.
    var body: [String] = []
    /// The Swift return type, `nil` for none.
    var returnType: String?
    var throwsError = false
    /// An `_async`/`_finish` pair: the method is `async`.
    var isAsync = false
    var requirements = Requirements()
    /// For constructors: the C result as a raw pointer expression and its transfer.
    var constructedPointer: String?
    var constructedTransfer: GIRTransfer = .none
    var constructorFails = false
    /// The doc comment's first paragraph.
    var doc: String?
}

/// One value coming back from C (the return value or an out parameter).
private struct Output {
    var label: String
    var type: String
    var expression: String
}

/// Builds the Swift side of calls: parameter conversions, out parameters, errors, results.
struct CallablePlanner {
    let context: BindingContext

    /// Which GIR parameters Swift callers never see: array lengths, string lengths, callback
    /// data and destroy-notifies.
    static func hiddenIndices(of callable: GIRCallable) -> Set<Int> {
        var hidden = Set(stringLengths(of: callable).keys)
        for parameter in callable.parameters + [callable.returnValue] {
            if let index = parameter.type.array?.lengthIndex { hidden.insert(index) }
            // Only a callback's own indices: older GIR also marks its user data `closure`,
            // pointing back at the callback.
            guard parameter.scope != nil || parameter.destroyIndex != nil else { continue }
            if let index = parameter.closureIndex { hidden.insert(index) }
            if let index = parameter.destroyIndex { hidden.insert(index) }
        }
        return hidden
    }

    /// The length arguments that only measure the string before them (`text, len` in
    /// `gtk_text_buffer_set_text`), by index, with the string's index: a Swift `String` knows
    /// its length, so the caller never gives it (the length of the NUL-safe string passed). An input integer named `length`, `len`,
    /// `…_len` or `…_length` right after a non-nullable input `utf8` string.
    static func stringLengths(of callable: GIRCallable) -> [Int: Int] {
        let integers: Set<String> = ["gint", "guint", "gssize", "gsize", "glong", "gulong", "gint64", "guint64"]
        var lengths: [Int: Int] = [:]
        for (index, parameter) in callable.parameters.enumerated().dropFirst() {
            let string = callable.parameters[index - 1]
            let name = parameter.name
            guard parameter.direction == .in, parameter.type.array == nil,
                  integers.contains(parameter.type.name ?? ""),
                  name == "length" || name == "len" || name.hasSuffix("_len") || name.hasSuffix("_length"),
                  string.direction == .in, !string.nullable, string.type.array == nil,
                  string.type.name == "utf8" else { continue }
            lengths[index] = index - 1
        }
        return lengths
    }

    /// The Swift argument labels of `callable` (for collision checks before planning).
    static func labels(of callable: GIRCallable, firstLabel: String?) -> [String] {
        let hidden = hiddenIndices(of: callable)
        var labels: [String] = []
        for (index, parameter) in callable.parameters.enumerated()
        where !hidden.contains(index) && parameter.direction != .out {
            if labels.isEmpty {
                labels.append(firstLabel ?? "_")
            } else {
                labels.append(Naming.parameterName(parameter.name))
            }
        }
        return labels
    }

    /// Why `callable` is not wrapped at all, whatever its types, or `nil`.
    static func exclusion(of callable: GIRCallable) -> SkipReason? {
        if !callable.info.introspectable { return SkipReason("introspectable=\"0\"") }
        if let other = callable.shadowedBy { return SkipReason("shadowed by \(other)") }
        if let target = callable.movedTo { return SkipReason("moved to \(target)") }
        return nil
    }

    /// Plans `callable` in `role`. `firstLabel` labels the first Swift parameter (`nil`: none).
    /// `fixed` gives the C argument of some parameters, which Swift callers then never see.
    func plan(_ callable: GIRCallable, role: CallableRole, firstLabel: String?,
              fixed: [Int: String] = [:]) throws(SkipReason) -> CallPlan {
        if let reason = Self.exclusion(of: callable) { throw reason }
        guard let symbol = callable.cIdentifier else { throw SkipReason("no C symbol") }
        var plan = CallPlan()
        plan.doc = callable.info.doc
        if let condition = context.condition(for: callable.info, in: context.namespace.name) {
            plan.requirements.conditions.insert(condition)
        }
        plan.requirements.deprecated = callable.info.deprecated || context.options.deprecatedSymbols.contains(symbol)
        let hidden = Self.hiddenIndices(of: callable).union(fixed.keys)

        var arguments: [String] = []
        var after: [String] = []
        var outputs: [Output] = []
        if case .method(let cType) = role {
            let declared = callable.instanceParameter?.type.cType ?? cType + "*"
            arguments.append(context.objectPointer("gObject", cType: declared, fallback: cType))
        }
        if case .instance(let expression) = role {
            // Some record functions take their instance untyped (`g_bytes_equal (gconstpointer, …)`).
            switch callable.instanceParameter?.type.cType.map({ Fundamentals.strip($0).base }) {
            case "gconstpointer": arguments.append("UnsafeRawPointer(pointer)")
            case "gpointer": arguments.append("UnsafeMutableRawPointer(pointer)")
            default: arguments.append(expression)
            }
        }

        // Lengths of arrays: from the Swift array for inputs, filled in by C for outputs.
        var lengthExpressions: [Int: String] = [:]
        var lengthArguments: [Int: String] = [:]
        var closureParameters: [Int: String] = [:]
        var closureArguments: [Int: String] = [:]
        for parameter in callable.parameters {
            guard let lengthIndex = parameter.type.array?.lengthIndex else { continue }
            guard lengthIndex < callable.parameters.count else { throw SkipReason("array length index out of range") }
            let lengthParameter = callable.parameters[lengthIndex]
            guard let lengthType = context.scalarType(name: lengthParameter.type.name ?? "",
                                                      cType: lengthParameter.direction == .in
                                                          ? lengthParameter.type.cType
                                                          : lengthParameter.type.cType.map { Fundamentals.strip($0).base }) else {
                throw SkipReason("array length '\(lengthParameter.name)' is not a number")
            }
            if parameter.direction == .in {
                guard lengthParameter.direction == .in else { throw SkipReason("input array with an output length") }
                let name = Naming.parameterName(parameter.name)
                let count = parameter.nullable ? "(\(name)?.count ?? 0)" : "\(name).count"
                lengthArguments[lengthIndex] = Fundamentals.converted(count, from: "Int", to: lengthType)
            } else {
                guard lengthParameter.direction == .out else { throw SkipReason("output array with an input length") }
                plan.body.append("var _n\(lengthIndex): \(lengthType) = 0")
                lengthArguments[lengthIndex] = "&_n\(lengthIndex)"
                lengthExpressions[lengthIndex] = Fundamentals.converted("_n\(lengthIndex)", from: lengthType, to: "Int")
            }
        }
        if let lengthIndex = callable.returnValue.type.array?.lengthIndex {
            guard lengthIndex < callable.parameters.count else { throw SkipReason("array length index out of range") }
            let lengthParameter = callable.parameters[lengthIndex]
            guard lengthParameter.direction == .out,
                  let lengthType = context.scalarType(name: lengthParameter.type.name ?? "",
                                                      cType: lengthParameter.type.cType.map { Fundamentals.strip($0).base }) else {
                throw SkipReason("returned array whose length is not an output number")
            }
            plan.body.append("var _n\(lengthIndex): \(lengthType) = 0")
            lengthArguments[lengthIndex] = "&_n\(lengthIndex)"
            lengthExpressions[lengthIndex] = Fundamentals.converted("_n\(lengthIndex)", from: lengthType, to: "Int")
        }

        var measuredStrings: [Int: String] = [:]
        for (index, stringIndex) in Self.stringLengths(of: callable) {
            let lengthParameter = callable.parameters[index]
            guard let lengthType = context.scalarType(name: lengthParameter.type.name ?? "", cType: lengthParameter.type.cType) else {
                throw SkipReason("string length '\(lengthParameter.name)' is not a number")
            }
            // The NUL-safe string is made once, for the string argument and its length.
            let string = Naming.parameterName(callable.parameters[stringIndex].name)
            plan.body.append("let _safe_\(string) = \(string).nulSafe")
            measuredStrings[stringIndex] = "_safe_\(string)"
            lengthArguments[index] = "\(lengthType)(clamping: _safe_\(string).utf8.count)"
        }
        for (index, argument) in fixed { lengthArguments[index] = argument }

        for (index, parameter) in callable.parameters.enumerated() where !hidden.contains(index) {
            guard let name = parameter.type.name,
                  let resolved = context.repository.resolve(name, in: context.namespace.name),
                  case .callback(let callback) = resolved.definition else { continue }
            context.note(resolved, in: &plan.requirements)
            let closure = try callbackParameter(parameter, index: index, callback: callback, resolved: resolved,
                                                 requirements: &plan.requirements)
            closureParameters[index] = closure.type
            plan.body += closure.prelude
            closureArguments[index] = closure.argument
            for (hiddenIndex, argument) in closure.hidden { lengthArguments[hiddenIndex] = argument }
            after += closure.cleanup
        }

        for (index, parameter) in callable.parameters.enumerated() {
            if let type = closureParameters[index], let argument = closureArguments[index] {
                let name = Naming.parameterName(parameter.name)
                let label = plan.parameters.isEmpty ? (firstLabel ?? "_") : name
                plan.parameters.append("\(label == name ? name : "\(label) \(name)"): \(type)")
                plan.labels.append(label)
                arguments.append(argument)
                continue
            }
            if hidden.contains(index) {
                guard let argument = lengthArguments[index] else {
                    throw SkipReason("hidden parameter '\(parameter.name)' without a value")
                }
                arguments.append(argument)
                continue
            }
            let name = Naming.parameterName(parameter.name)
            // An output's C type has one `*` more than the value it receives.
            var valueType = parameter.type
            if parameter.direction != .in, valueType.array == nil { valueType.cType = outputCType(parameter) }
            let kind = try context.kind(of: valueType, requirements: &plan.requirements)
            if kind == .void { throw SkipReason("parameter '\(parameter.name)' of type none") }
            switch parameter.direction {
            case .in:
                let nullable = parameter.nullable && context.isNullableKind(kind)
                let label = plan.parameters.isEmpty ? (firstLabel ?? "_") : name
                let declared = label == name ? name : "\(label) \(name)"
                plan.parameters.append("\(declared): \(context.swiftType(kind, nullable: nullable))")
                plan.labels.append(label)
                let converted = try input(kind, name: name, nullable: nullable, parameter: parameter,
                                          safeString: measuredStrings[index])
                plan.body += converted.prelude
                arguments.append(converted.argument)
                after += converted.cleanup
            case .out:
                let variable = "_o\(index)"
                if parameter.callerAllocates {
                    guard case .record(let ref) = kind, ref.isComplete else {
                        throw SkipReason("caller-allocated output '\(parameter.name)'")
                    }
                    // The caller's storage is a Swift local; the wrapper keeps a boxed copy.
                    plan.body.append("var \(variable) = \(ref.cType)()")
                    arguments.append("&\(variable)")
                    outputs.append(Output(label: name, type: ref.swift, expression: "\(ref.swift)(copying: &\(variable))"))
                    continue
                }
                plan.body.append(try outputDeclaration(kind, variable: variable, parameter: parameter))
                arguments.append("&\(variable)")
                let lengthExpression = parameter.type.array?.lengthIndex.flatMap { lengthExpressions[$0] }
                let value = try output(kind, source: variable, nullable: parameter.nullable || parameter.optional,
                                       transfer: parameter.transfer, cType: outputCType(parameter),
                                       length: lengthExpression)
                after += value.statements
                outputs.append(Output(label: name, type: context.swiftType(kind, nullable: value.optional),
                                      expression: value.expression))
            case .inout:
                switch kind {
                case .boolean, .scalar, .enumeration, .bitfield: break
                default: throw SkipReason("in-out parameter '\(parameter.name)' of this type")
                }
                let label = plan.parameters.isEmpty ? (firstLabel ?? "_") : name
                let declared = label == name ? name : "\(label) \(name)"
                plan.parameters.append("\(declared): \(context.swiftType(kind, nullable: false))")
                plan.labels.append(label)
                let variable = "_o\(index)"
                let initial = try input(kind, name: name, nullable: false, parameter: parameter)
                plan.body += initial.prelude
                plan.body.append("var \(variable) = \(initial.argument)")
                arguments.append("&\(variable)")
                let value = try output(kind, source: variable, nullable: false, transfer: .none,
                                       cType: outputCType(parameter), length: nil)
                after += value.statements
                outputs.append(Output(label: name, type: context.swiftType(kind, nullable: false),
                                      expression: value.expression))
            }
        }

        if callable.throwsError {
            plan.throwsError = true
            plan.body.append("var _error: UnsafeMutablePointer<GError>? = nil")
            arguments.append("&_error")
        }

        let returnKind = try context.kind(of: callable.returnValue.type, requirements: &plan.requirements)
        let call = "\(symbol)(\(arguments.joined(separator: ", ")))"
        var results: [Output] = []
        if case .constructor = role, case .record(let ref) = returnKind {
            // A record's constructor returns a new boxed value the wrapper takes over.
            plan.body.append("let _r = \(call)")
            if callable.throwsError { plan.body.append("if let _error { throw GLibError(taking: _error) }") }
            plan.constructorFails = callable.returnValue.nullable
            // A reference-counted record's constructor may return a floating reference
            // (`g_variant_new_int32`): the wrapper sinks it, as `init(copying:)` does.
            guard callable.returnValue.transfer == .full || ref.referenceFunctions != nil else {
                throw SkipReason("record constructor that keeps its result")
            }
            plan.constructedTransfer = callable.returnValue.transfer == .full ? .full : .none
            plan.constructedPointer = recordPointer(plan.constructorFails ? "_r" : "_r!", ref: ref,
                                                    cType: callable.returnValue.type.cType)
            plan.body += after
            if plan.constructorFails { plan.body.append("guard let _r else { return nil }") }
            return plan
        }
        if case .constructor = role {
            guard case .object = returnKind else { throw SkipReason("constructor without an object result") }
            plan.body.append("let _r = \(call)")
            if callable.throwsError { plan.body.append("if let _error { throw GLibError(taking: _error) }") }
            plan.constructorFails = callable.returnValue.nullable
            plan.constructedPointer = context.rawPointer(plan.constructorFails ? "_r" : "_r!",
                                                        cType: callable.returnValue.type.cType)
            plan.constructedTransfer = callable.returnValue.transfer
            plan.body += after
            if plan.constructorFails { plan.body.append("guard let _r else { return nil }") }
            return plan
        }
        if returnKind == .void {
            plan.body.append(call)
            if callable.throwsError { plan.body.append("if let _error { throw GLibError(taking: _error) }") }
        } else {
            plan.body.append("let _r = \(call)")
            if callable.throwsError { plan.body.append("if let _error { throw GLibError(taking: _error) }") }
            let lengthExpression = callable.returnValue.type.array?.lengthIndex.flatMap { lengthExpressions[$0] }
            let value = try output(returnKind, source: "_r", nullable: callable.returnValue.nullable,
                                   transfer: callable.returnValue.transfer,
                                   cType: callable.returnValue.type.array?.cType ?? callable.returnValue.type.cType,
                                   length: lengthExpression)
            after = value.statements + after
            results.append(Output(label: "result", type: context.swiftType(returnKind, nullable: value.optional),
                                  expression: value.expression))
        }
        plan.body += after
        results += outputs
        switch results.count {
        case 0:
            break
        case 1:
            plan.returnType = results[0].type
            plan.body.append("return \(results[0].expression)")
        default:
            plan.returnType = "(" + results.map { "\($0.label): \($0.type)" }.joined(separator: ", ") + ")"
            plan.body.append("return (" + results.map { "\($0.label): \($0.expression)" }.joined(separator: ", ") + ")")
        }
        return plan
    }

    // MARK: Callbacks

    struct Closure {
        var type: String
        var prelude: [String] = []
        var argument: String
        /// Arguments of the hidden user-data and destroy-notify parameters, by index.
        var hidden: [Int: String] = [:]
        var cleanup: [String] = []
    }

    /// A callback parameter as a Swift closure: a C thunk of the callback's typedef that
    /// finds the closure in its user data, and a box that holds the closure exactly as long
    /// as the scope says (`call`: the call; `notified`: until the destroy-notify runs).
    func callbackParameter(_ parameter: GIRParameter, index: Int, callback: GIRCallable, resolved: ResolvedType,
                           requirements: inout Requirements) throws(SkipReason) -> Closure {
        let scope = parameter.scope ?? .call
        switch scope {
        case .async: throw SkipReason("asynchronous callback '\(parameter.name)' without a matching _finish (by glib:finish-func, the name rule or a finishFunctions entry)")
        case .forever: throw SkipReason("callback '\(parameter.name)' with scope forever (its closure could never be released)")
        case .notified where parameter.destroyIndex == nil:
            throw SkipReason("notified callback '\(parameter.name)' without a destroy-notify")
        default: break
        }
        guard let dataIndex = parameter.closureIndex else {
            throw SkipReason("callback '\(parameter.name)' without user data (a C thunk could not find its closure)")
        }
        guard let cType = callback.cType else { throw SkipReason("callback type \(resolved.qualifiedName) without a C type") }
        if callback.throwsError { throw SkipReason("callback type \(resolved.qualifiedName) that throws") }
        // The callback's own parameters: all but its user data.
        var closureTypes: [String] = []
        var names: [String] = []
        var statements: [String] = []
        var arguments: [String] = []
        var dataName: String?
        for (position, argument) in callback.parameters.enumerated() {
            let name = "_a\(position)"
            names.append(name)
            if argument.closureIndex == position || (argument.type.name == "gpointer" && position == callback.parameters.count - 1) {
                dataName = name
                continue
            }
            guard argument.direction == .in else { throw SkipReason("callback type \(resolved.qualifiedName) with outputs") }
            let kind = try context.kind(of: argument.type, requirements: &requirements)
            let value = try output(kind, source: name, nullable: argument.nullable, transfer: argument.transfer,
                                   cType: argument.type.cType, length: nil)
            statements += value.statements
            arguments.append(value.expression)
            closureTypes.append(context.swiftType(kind, nullable: value.optional))
        }
        guard let dataName else { throw SkipReason("callback type \(resolved.qualifiedName) without a user-data parameter") }
        let returnKind = try context.kind(of: callback.returnValue.type, requirements: &requirements)
        let returnType: String
        var call = "_f(\(arguments.joined(separator: ", ")))"
        switch returnKind {
        case .void: returnType = "Void"
        case .boolean: returnType = "Bool"; call = "\(call) ? 1 : 0"
        case .scalar(let swift): returnType = swift
        case .enumeration(let ref), .bitfield(let ref):
            returnType = ref.swift
            call = "\(ref.cType)(rawValue: girBits(\(call).rawValue))"
        default: throw SkipReason("callback type \(resolved.qualifiedName) returning \(callback.returnValue.type.name ?? "?")")
        }
        let function = "@MainActor (\(closureTypes.joined(separator: ", "))) -> \(returnType)"
        let name = Naming.parameterName(parameter.name)
        var prelude = ["let _thunk\(index): \(cType) = { \(names.joined(separator: ", ")) in"]
        prelude.append("    MainActor.assumeIsolated {")
        prelude.append("        let _f = Unmanaged<GIRClosure<\(function)>>.fromOpaque(\(dataName)!).takeUnretainedValue().function")
        prelude += statements.map { "        " + $0 }
        prelude.append("        return \(call)")
        prelude.append("    }")
        prelude.append("}")
        // An optional closure: `nil` passes no callback, no data and no destroy-notify.
        let optional = parameter.nullable
        var result = Closure(type: optional ? "(\(function))?" : "@escaping \(function)",
                             argument: optional ? "\(name) == nil ? nil : _thunk\(index)" : "_thunk\(index)")
        if scope == .notified, let destroyIndex = parameter.destroyIndex {
            prelude.append(optional
                ? "let _box\(index) = \(name).map { Unmanaged.passRetained(GIRClosure($0)).toOpaque() }"
                : "let _box\(index) = Unmanaged.passRetained(GIRClosure(\(name))).toOpaque()")
            result.hidden[dataIndex] = "_box\(index)"
            result.hidden[destroyIndex] = optional ? "\(name) == nil ? nil : girReleaseClosure" : "girReleaseClosure"
        } else {
            prelude.append(optional ? "let _box\(index) = \(name).map { GIRClosure($0) }" : "let _box\(index) = GIRClosure(\(name))")
            result.hidden[dataIndex] = optional
                ? "_box\(index).map { Unmanaged.passUnretained($0).toOpaque() }"
                : "Unmanaged.passUnretained(_box\(index)).toOpaque()"
            if let destroyIndex = parameter.destroyIndex { result.hidden[destroyIndex] = "nil" }
            result.cleanup.append("withExtendedLifetime(_box\(index)) {}")
        }
        result.prelude = prelude
        return result
    }

    /// The C type an output parameter's variable holds (one `*` less than the parameter).
    private func outputCType(_ parameter: GIRParameter) -> String? {
        guard let cType = parameter.type.array?.cType ?? parameter.type.cType else { return nil }
        var text = cType.trimmingCharacters(in: .whitespaces)
        if text.hasSuffix("*") { text.removeLast() }
        return text
    }

    // MARK: Swift → C

    struct Input {
        var prelude: [String] = []
        var argument: String
        var cleanup: [String] = []
    }

    /// `safeString`: a local that already holds the string's NUL-safe form (made once where the
    /// length argument after it measures it too).
    func input(_ kind: ValueKind, name: String, nullable: Bool, parameter: GIRParameter,
               safeString: String? = nil) throws(SkipReason) -> Input {
        let cType = parameter.type.array?.cType ?? parameter.type.cType
        switch kind {
        case .void:
            throw SkipReason("none as a value")
        case .boolean:
            return Input(argument: "\(name) ? 1 : 0")
        case .scalar:
            return Input(argument: name)
        case .string:
            // `const gchar **endptr` marked as an input string (g_variant_parse): a C pointer to
            // a string, not a string.
            if let cType, Fundamentals.strip(cType).pointers > 1 { throw SkipReason("pointer to a string as an input") }
            // C would end the string at an embedded NUL and drop the rest without a trace.
            let safe = safeString ?? (nullable ? "\(name)?.nulSafe" : "\(name).nulSafe")
            if parameter.transfer != .none { return Input(argument: "g_strdup(\(safe))") }
            if Fundamentals.isConstPointer(cType) || cType == nil { return Input(argument: safe) }
            return Input(prelude: ["let _\(name) = g_strdup(\(safe))"], argument: "_\(name)",
                         cleanup: ["g_free(_\(name))"])
        case .enumeration(let ref), .bitfield(let ref):
            let base = cType.map { Fundamentals.strip($0).base } ?? ref.cType
            guard base == ref.cType else { throw SkipReason("\(ref.swift) passed as C type \(base)") }
            return Input(argument: "\(ref.cType)(rawValue: girBits(\(name).rawValue))")
        case .object(let ref):
            var pointer = nullable ? "$0.gObject" : "\(name).gObject"
            if ref.kind == .fallback, let getType = ref.getType, ref.cType != "GObject" {
                pointer = "girChecked(\(pointer), \(getType)(), \"\(ref.cType)\")"
            } else if nullable, parameter.transfer != .full,
                      let direct = context.optionalObjectPointer("\(name)?.gObject", cType: cType, fallback: ref.cType) {
                return Input(argument: direct)
            }
            var converted = context.objectPointer(pointer, cType: cType, fallback: ref.cType)
            if parameter.transfer == .full {
                converted = "girRetained(\(pointer))"
                converted = context.objectPointer(converted, cType: cType, fallback: ref.cType)
            }
            return Input(argument: nullable ? "\(name).map { \(converted) }" : converted)
        case .record(let ref):
            let base = cType.map { Fundamentals.strip($0).base }
            if let base, base != ref.cType, base != "gpointer", base != "gconstpointer" {
                throw SkipReason("\(ref.swift) passed as C type \(base)")
            }
            let pointer = nullable ? "$0.pointer" : "\(name).pointer"
            if parameter.transfer != .none, let functions = ref.referenceFunctions {
                // C takes a reference of its own (`gtk_property_expression_new` owns its
                // `expression`): a new one, so the wrapper keeps its own.
                let taken = "\(functions.take)(\(pointer))"
                return Input(argument: nullable ? "\(name).map { \(taken) }" : taken)
            }
            if parameter.transfer != .none {
                // C takes the boxed value (`adw_breakpoint_new` owns its condition): a copy,
                // so the wrapper keeps and later frees its own.
                guard ref.getType != "intern", base == nil || base == ref.cType else {
                    throw SkipReason("owned record parameter")
                }
                let copied = ref.isComplete
                    ? "g_boxed_copy(\(ref.getType)(), \(pointer))!.assumingMemoryBound(to: \(ref.cType).self)"
                    : "OpaquePointer(g_boxed_copy(\(ref.getType)(), UnsafeRawPointer(\(pointer))))!"
                return Input(argument: nullable ? "\(name).map { \(copied) }" : copied)
            }
            let converted = base == "gconstpointer" ? "UnsafeRawPointer(\(pointer))"
                : base == "gpointer" ? "UnsafeMutableRawPointer(\(pointer))"
                : ref.isComplete ? pointer : "girPointer(\(pointer))"
            return Input(argument: nullable ? (converted == pointer ? "\(name)?.pointer" : "\(name).map { \(converted) }") : converted)
        case .strv:
            let constant = (cType ?? "").hasPrefix("const")
            let make = nullable ? "\(name).map(girStrvDup)" : "girStrvDup(\(name))"
            let argument = constant ? (nullable ? "_\(name).map(girConstStrv)" : "girConstStrv(_\(name))") : "_\(name)"
            if parameter.transfer != .none {
                guard !constant else { throw SkipReason("owned constant string array") }
                return Input(argument: make)
            }
            return Input(prelude: ["let _\(name) = \(make)"], argument: argument, cleanup: ["g_strfreev(_\(name))"])
        case .array(let element, let lengthIndex, let zeroTerminated):
            guard parameter.transfer == .none else { throw SkipReason("owned input array") }
            guard case .scalar = element, lengthIndex != nil, !zeroTerminated || lengthIndex != nil else {
                throw SkipReason("input array of this element type")
            }
            guard !nullable else { throw SkipReason("optional input array") }
            if Fundamentals.isConstPointer(cType) { return Input(argument: name) }
            return Input(prelude: ["var _\(name) = \(name)"], argument: "&_\(name)")
        case .list:
            throw SkipReason("input GList/GSList")
        }
    }

    // MARK: C → Swift

    struct Value {
        var statements: [String] = []
        var expression: String
        /// Whether the Swift value is optional.
        var optional: Bool
    }

    /// Declares the variable an output parameter writes to.
    func outputDeclaration(_ kind: ValueKind, variable: String, parameter: GIRParameter) throws(SkipReason) -> String {
        let cType = outputCType(parameter)
        switch kind {
        case .boolean:
            return "var \(variable): gboolean = 0"
        case .scalar(let swift):
            return swift == "Bool" ? "var \(variable) = false" : "var \(variable): \(swift) = 0"
        case .enumeration(let ref), .bitfield(let ref):
            return "var \(variable) = \(ref.cType)(rawValue: 0)"
        case .string:
            return Fundamentals.isConstPointer(cType)
                ? "var \(variable): UnsafePointer<CChar>? = nil"
                : "var \(variable): UnsafeMutablePointer<CChar>? = nil"
        case .object(let ref):
            let base = cType.map { Fundamentals.strip($0).base } ?? ref.cType
            return context.isComplete(base) || base == "GObject"
                ? "var \(variable): UnsafeMutablePointer<\(base)>? = nil"
                : "var \(variable): OpaquePointer? = nil"
        case .record(let ref):
            return ref.isComplete
                ? "var \(variable): UnsafeMutablePointer<\(ref.cType)>? = nil"
                : "var \(variable): OpaquePointer? = nil"
        case .strv:
            guard let cType, !cType.hasPrefix("const") else { throw SkipReason("constant string array output") }
            return "var \(variable): UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = nil"
        case .array(let element, _, _):
            guard case .scalar(let swift) = element else { throw SkipReason("output array of this element type") }
            return Fundamentals.isConstPointer(cType)
                ? "var \(variable): UnsafePointer<\(swift)>? = nil"
                : "var \(variable): UnsafeMutablePointer<\(swift)>? = nil"
        case .void, .list:
            throw SkipReason("output of this type")
        }
    }

    /// Converts the C value in `source`.
    func output(_ kind: ValueKind, source: String, nullable: Bool, transfer: GIRTransfer,
                cType: String?, length: String?) throws(SkipReason) -> Value {
        switch kind {
        case .void:
            throw SkipReason("none as a value")
        case .boolean:
            return Value(expression: "\(source) != 0", optional: false)
        case .scalar:
            return Value(expression: source, optional: false)
        case .enumeration(let ref), .bitfield(let ref):
            if let cType, Fundamentals.strip(cType).base != ref.cType {
                throw SkipReason("\(ref.swift) returned as C type \(cType)")
            }
            return Value(expression: "\(ref.swift)(rawValue: girBits(\(source).rawValue))",
                         optional: false)
        case .string:
            let function = transfer == .none ? "girString" : "girTakeString"
            return Value(expression: nullable ? "\(function)(\(source))" : "\(function)(\(source)) ?? \"\"",
                         optional: nullable)
        case .object(let ref):
            return objectOutput(ref, source: source, nullable: nullable, transfer: transfer, cType: cType)
        case .record(let ref):
            let wrap = transfer == .none
                ? "\(ref.swift)(copying: $0)"
                : "\(ref.swift)(taking: \(recordPointer("$0", ref: ref, cType: cType)))"
            return Value(expression: "\(source).map { \(wrap) }\(nullable ? "" : "!")", optional: nullable)
        case .strv:
            let function: String
            switch transfer {
            case .none: function = "girStrings"
            case .container: function = "girTakeStringsContainer"
            case .full, .floating: function = "girTakeStrings"
            }
            return Value(expression: nullable ? "\(function)(\(source))" : "\(function)(\(source)) ?? []",
                         optional: nullable)
        case .list(let element, let single):
            let function = single ? "girSListPointers" : "girListPointers"
            var statements = ["let _items\(source) = \(function)(\(source))"]
            if transfer != .none { statements.append("\(single ? "g_slist_free" : "g_list_free")(\(source))") }
            let each: String
            switch element {
            case .object(let ref):
                each = try elementObject(ref, transfer: transfer)
            case .string:
                each = transfer == .full
                    ? "girTakeString($0.assumingMemoryBound(to: CChar.self)) ?? \"\""
                    : "String(cString: $0.assumingMemoryBound(to: CChar.self))"
            default:
                throw SkipReason("list element type")
            }
            return Value(statements: statements, expression: "_items\(source).compactMap { \(each) }", optional: false)
        case .array(let element, let lengthIndex, _):
            guard lengthIndex != nil, let length else { throw SkipReason("returned array without an output length") }
            switch element {
            case .scalar:
                var statements: [String] = []
                let expression = "girArray(\(source), count: \(length))"
                if transfer != .none {
                    statements.append("let _array\(source) = \(expression)")
                    statements.append("g_free(\(source))")
                    return Value(statements: statements, expression: "_array\(source)", optional: false)
                }
                return Value(expression: expression, optional: false)
            default:
                throw SkipReason("returned array of this element type")
            }
        }
    }

    /// An owned record pointer as its wrapper's `init(taking:)` expects it (not `const`).
    func recordPointer(_ source: String, ref: RecordRef, cType: String?) -> String {
        ref.isComplete && Fundamentals.isConstPointer(cType) ? "UnsafeMutablePointer(mutating: \(source))" : source
    }

    /// The wrapper of a list or array element (a raw pointer named `$0`).
    private func elementObject(_ ref: ObjectRef, transfer: GIRTransfer) throws(SkipReason) -> String {
        let wrap: String
        switch ref.kind {
        case .classType: wrap = "\(ref.swiftName).wrap($0)"
        case .interface: wrap = "\(context.objectType).wrapper(for: $0) as? any \(ref.swiftName)"
        case .fallback: wrap = "\(context.objectType).wrapper(for: $0)"
        }
        guard transfer == .full else { return wrap }
        guard ref.kind == .classType else { throw SkipReason("owned list of interface or foreign objects") }
        return "girTakeFull($0, \(ref.swiftName).wrap(girSinkFloating($0)))"
    }

    private func objectOutput(_ ref: ObjectRef, source: String, nullable: Bool, transfer: GIRTransfer,
                              cType: String?) -> Value {
        let raw = context.rawPointer("$0", cType: cType)
        let owned = transfer == .full || transfer == .floating
        switch ref.kind {
        case .classType:
            if !owned, raw == "UnsafeMutableRawPointer($0)" {
                let wrap = "girWrap(\(source), \(ref.swiftName).self)"
                return Value(expression: nullable ? wrap : wrap + "!", optional: nullable)
            }
            let wrap = owned
                ? "girTakeFull(\(raw), \(ref.swiftName).wrap(girSinkFloating(\(raw))))"
                : "\(ref.swiftName).wrap(\(raw))"
            if nullable { return Value(expression: "\(source).flatMap { \(wrap) }", optional: true) }
            return Value(expression: "\(source).flatMap { \(wrap) }!", optional: false)
        case .interface:
            let wrap = owned
                ? "girTakeFull(\(raw), \(context.objectType).wrapper(for: girSinkFloating(\(raw))))"
                : "\(context.objectType).wrapper(for: \(raw))"
            // An implementation whose class is not generated has a wrapper of a generated
            // ancestor that does not conform: such results are optional whatever GIR says.
            return Value(expression: "\(source).flatMap { \(wrap) as? any \(ref.swiftName) }", optional: true)
        case .fallback:
            let wrap = owned
                ? "girTakeFull(\(raw), \(context.objectType).wrapper(for: girSinkFloating(\(raw))))"
                : "\(context.objectType).wrapper(for: \(raw))"
            if nullable { return Value(expression: "\(source).map { \(wrap) }", optional: true) }
            return Value(expression: "\(source).map { \(wrap) }!", optional: false)
        }
    }
}

import Foundation
