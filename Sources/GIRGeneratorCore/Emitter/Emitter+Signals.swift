/// Signals: typed `on…` handlers of GObject signals.
extension Emitter {
    /// `ownerCType` names the signals in the API reference, as GObject does (`GtkButton::clicked`).
    func emitSignals(owner: String, ownerCType: String, signals: [GIRCallable], typeRequirements: Requirements,
                             typeInfo: GIRInfo? = nil, extensionHeader: String, _ writer: inout SwiftWriter) {
        var emitted: [(GIRCallable, Requirements, [String])] = []
        for signal in signals {
            let symbol = "\(owner)::\(signal.name)"
            do throws(SkipReason) {
                guard signal.info.introspectable else { throw SkipReason("introspectable=\"0\"") }
                guard !context.options.handWrittenTypes.contains(symbol) else { throw SkipReason("written by hand") }
                var requirements = typeRequirements
                if let condition = context.condition(for: signal.info, in: nsName) { requirements.conditions.insert(condition) }
                if signal.info.deprecated { requirements.deprecated = true }
                let lines = try signalLines(signal, requirements: &requirements)
                emitted.append((signal, requirements, lines))
                report.recordGenerated("signal")
            } catch {
                report.recordSkipped("signal", symbol, error.text)
            }
        }
        guard !emitted.isEmpty else { return }
        writer.line()
        // The extension names its type (`where Self: MessageDialog`): a deprecated type's
        // extension is deprecated too, or naming it would warn.
        if typeRequirements.deprecated, let typeInfo { writer.deprecation(typeInfo, force: true) }
        writer.block(extensionHeader) { writer in
            for (signal, requirements, lines) in emitted {
                writer.line()
                writer.conditional(requirements.conditions.subtracting(typeRequirements.conditions)) { writer in
                    writer.doc(signal.info.doc)
                    if requirements.deprecated && !typeRequirements.deprecated {
                        writer.deprecation(signal.info, force: true)
                    }
                    writer.cName("\(ownerCType)::\(signal.name)")
                    writer.lines(lines)
                }
            }
        }
    }

    /// The handler method of one signal.
    private func signalLines(_ signal: GIRCallable, requirements: inout Requirements) throws(SkipReason) -> [String] {
        var handlerTypes = ["Self"]
        var arguments = ["self"]
        var gTypes: [String] = []
        for (index, parameter) in signal.parameters.enumerated() {
            if parameter.direction != .in { throw SkipReason("output parameter '\(parameter.name)'") }
            let kind = try context.kind(of: parameter.type, requirements: &requirements)
            let value = "values[\(index + 1)]"
            switch kind {
            case .boolean:
                handlerTypes.append("Bool"); gTypes.append("GIRGType.boolean")
                arguments.append("g_value_get_boolean(\(value)) != 0")
            case .scalar(let swift):
                guard let name = parameter.type.name, let accessor = Fundamentals.valueAccessors[name] else {
                    throw SkipReason("argument '\(parameter.name)' of type \(parameter.type.name ?? "?")")
                }
                handlerTypes.append(swift); gTypes.append(accessor.gType)
                arguments.append(Fundamentals.converted("g_value_get_\(accessor.accessor)(\(value))", from: accessor.valueType, to: swift))
            case .string:
                let nullable = parameter.nullable
                handlerTypes.append(nullable ? "String?" : "String"); gTypes.append("GIRGType.string")
                arguments.append(nullable ? "girString(g_value_get_string(\(value)))" : "girString(g_value_get_string(\(value))) ?? \"\"")
            case .enumeration(let ref):
                guard let getType = ref.getType else { throw SkipReason("enumeration \(ref.swift) without GType") }
                handlerTypes.append(ref.swift); gTypes.append("\(getType)()")
                arguments.append("\(ref.swift)(rawValue: g_value_get_enum(\(value)))")
            case .bitfield(let ref):
                guard let getType = ref.getType else { throw SkipReason("bitfield \(ref.swift) without GType") }
                handlerTypes.append(ref.swift); gTypes.append("\(getType)()")
                arguments.append("\(ref.swift)(rawValue: g_value_get_flags(\(value)))")
            case .object(let ref):
                guard let getType = ref.getType else { throw SkipReason("argument type without GType") }
                gTypes.append("\(getType)()")
                switch ref.kind {
                case .classType:
                    handlerTypes.append("\(ref.swiftName)?")
                    arguments.append("g_value_get_object(\(value)).flatMap { \(ref.swiftName).wrap($0) }")
                case .interface:
                    handlerTypes.append("(any \(ref.swiftName))?")
                    arguments.append("g_value_get_object(\(value)).flatMap { \(context.objectType).wrapper(for: $0) as? any \(ref.swiftName) }")
                case .fallback:
                    handlerTypes.append("\(context.objectType)?")
                    arguments.append("g_value_get_object(\(value)).map { \(context.objectType).wrapper(for: $0) }")
                }
            case .record(let ref) where ref.referenceFunctions != nil:
                throw SkipReason("argument '\(parameter.name)' of fundamental type \(ref.swift)")
            case .record(let ref):
                // A boxed argument is borrowed for the emission: the handler gets a copy.
                gTypes.append("\(ref.getType)()")
                handlerTypes.append("\(ref.swift)?")
                let pointer = ref.isComplete ? "$0.assumingMemoryBound(to: \(ref.cType).self)" : "OpaquePointer($0)"
                arguments.append("g_value_get_boxed(\(value)).map { \(ref.swift)(copying: \(pointer)) }")
            default:
                throw SkipReason("argument '\(parameter.name)' of this type")
            }
        }
        let returnKind = try context.kind(of: signal.returnValue.type, requirements: &requirements)
        var returnType = "Void"
        var returnGType = "GIRGType.none"
        var call = "handler(\(arguments.joined(separator: ", ")))"
        switch returnKind {
        case .void:
            break
        case .boolean:
            returnType = "Bool"; returnGType = "GIRGType.boolean"
            call = "values.setReturn(\(call))"
        case .scalar(let swift) where signal.returnValue.type.name == "gint":
            returnType = swift; returnGType = "GIRGType.int"
            call = "values.setReturn(\(call))"
        default:
            throw SkipReason("return type \(signal.returnValue.type.name ?? "?")")
        }
        let name = Naming.signalHandlerName(signal.name)
        if gTypes.isEmpty, returnType == "Void" {
            return [
                "@discardableResult",
                "public func \(name)(_ handler: @escaping @MainActor (Self) -> Void) -> SignalConnection {",
                "    connectGenerated(\(SwiftWriter.stringLiteral(signal.name)), handler)",
                "}",
            ]
        }
        return [
            "@discardableResult",
            "public func \(name)(_ handler: @escaping @MainActor (\(handlerTypes.joined(separator: ", "))) -> \(returnType)) -> SignalConnection {",
            "    connectGenerated(\(SwiftWriter.stringLiteral(signal.name)), returning: \(returnGType), parameters: [\(gTypes.joined(separator: ", "))]) { [weak self] values in",
            "        guard let self else { return }",
            "        \(call)",
            "    }",
            "}",
        ]
    }
}
