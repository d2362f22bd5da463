import CGLib

/// A signal declared by a Swift class (`ObjectSubclass.signals`): registered with GLib on the
/// class's GType, so C code, GTK and other bindings can connect to it and emit it by name
/// like a signal declared in C.
///
/// ```swift
/// static let overBudget = ObjectSignal("over-budget", arguments: Double.self)
/// static var signals: [any AnyObjectSignal] { [overBudget] }
/// …
/// emit(Self.overBudget, amount)
/// expense.connect(Expense.overBudget) { expense, amount in … }
/// ```
///
/// Its arguments are `PropertyValue` types (`Bool`, `Int32`, `Int`, `Int64`, `Double`,
/// `String`); it returns nothing and has no class handler (`G_SIGNAL_RUN_LAST`). Handlers and
/// emissions run on the main actor; an emission runs every handler, in connection order, before
/// it returns.
public struct ObjectSignal<each Argument: PropertyValue>: AnyObjectSignal {
    /// The signal's canonical name: ASCII letters, digits and `-`, starting with a letter.
    public let name: String

    /// Declares the signal `name`, passing values of the listed types (none for a signal
    /// without arguments: `ObjectSignal("reset")`). Crashes with a precondition failure at
    /// class initialization when GLib refuses the name.
    public init(_ name: String, arguments: repeat (each Argument).Type) {
        self.name = name
    }

    /// The argument types as GLib sees them, in order (`G_TYPE_DOUBLE` for `Double`).
    public var parameterTypes: [GType] {
        var types: [GType] = []
        for type in repeat (each Argument).self { types.append(type.valueType) }
        return types
    }

    /// What the signal returns and passes: nothing, and `parameterTypes`.
    public var signature: SignalSignature { SignalSignature(returning: vsm_type_none(), parameters: parameterTypes) }

    @MainActor public func register(on type: GType) {
        precondition(g_signal_is_valid_name(name) != 0, "'\(name)' is not a valid GObject signal name")
        var types = parameterTypes
        let id = types.withUnsafeMutableBufferPointer { buffer in
            g_signal_newv(name, type, G_SIGNAL_RUN_LAST, nil, nil, nil, nil, vsm_type_none(),
                          guint(buffer.count), buffer.baseAddress)
        }
        precondition(id != 0, "GLib refused the signal '\(name)' on \(String(cString: g_type_name(type)))")
    }
}

/// An `ObjectSignal` of any argument types, as a subclass lists them.
public protocol AnyObjectSignal: Sendable {
    /// The signal's canonical name.
    var name: String { get }
    /// Registers the signal on `type` (called once, from the type's class initialization).
    @MainActor func register(on type: GType)
}

extension ObjectSubclass {
    /// Emits `signal` on this instance with `arguments`: every handler runs before this
    /// returns, on the main actor, in connection order (C handlers included).
    public func emit<each Argument: PropertyValue>(_ signal: ObjectSignal<repeat each Argument>,
                                                   _ arguments: repeat each Argument) {
        let signalID = Self.declaredSignalID(signal.name)
        var count = 1
        for _ in repeat (each Argument).self { count += 1 }
        let values = UnsafeMutablePointer<GValue>.allocate(capacity: count)
        values.initialize(repeating: GValue(), count: count)
        defer {
            for index in 0..<count { g_value_unset(values + index) }
            values.deallocate()
        }
        g_value_init(values, Self.registeredType)
        g_value_set_object(values, gObject)
        var index = 1
        for argument in repeat each arguments {
            g_value_init(values + index, type(of: argument).valueType)
            argument.store(in: values + index)
            index += 1
        }
        g_signal_emitv(values, signalID, 0, nil)
    }

    /// Runs `handler` with this instance and the signal's values on each emission of
    /// `signal`, from Swift or from C. Main actor, inside the emission; the instance is
    /// passed weakly (the handler need not capture it). The handler lives until the
    /// connection is disconnected or the instance is disposed.
    @discardableResult
    public func connect<each Argument: PropertyValue>(
        _ signal: ObjectSignal<repeat each Argument>,
        _ handler: @escaping @MainActor (Self, repeat each Argument) -> Void
    ) -> SignalConnection {
        _ = Self.declaredSignalID(signal.name)
        return connectKnown(signal.name, expecting: signal.signature) { [weak self] arguments in
            guard let self, let values = arguments.values else { return }
            var index = 1
            func next<Value: PropertyValue>(_: Value.Type) -> Value {
                defer { index += 1 }
                return Value(gValue: values + index)
            }
            handler(self, repeat next((each Argument).self))
        }
    }

    /// The id of the signal `name` of this class (whose instance exists, so its class is
    /// initialized); a precondition failure names a signal the class does not list.
    private static func declaredSignalID(_ name: String) -> guint {
        let signalID = g_signal_lookup(name, registeredType)
        precondition(signalID != 0, "\(Self.self) does not declare the signal '\(name)' (list it in signals)")
        return signalID
    }
}
