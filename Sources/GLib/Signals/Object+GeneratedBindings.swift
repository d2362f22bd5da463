import CGLib

/// The values of one signal emission, for handlers that generated bindings connect: the
/// instance at index 0, then the signal's arguments, and the return slot.
///
/// Borrowed: valid only during the emission. Generated code reads each argument with the
/// `g_value_get_…` function of the type the connection was checked against, so the types
/// always agree.
@_spi(GeneratedBindings)
public struct GeneratedSignalValues {
    let arguments: SignalArguments

    /// The value at `index` (0 is the instance). Traps when `index` is out of range, which
    /// a checked connection never does.
    public subscript(index: Int) -> UnsafePointer<GValue> {
        precondition(index >= 0 && index < arguments.count, "signal argument \(index) out of range")
        return arguments.values! + index
    }

    /// Stores a Boolean result (signals that return `gboolean`).
    public func setReturn(_ result: Bool) { arguments.setReturn(result) }

    /// Stores an integer result (signals that return `gint`).
    public func setReturn(_ result: Int32) { arguments.setReturn(result) }
}

extension Object {
    /// Connects a handler that generated bindings wrote from the signal's GIR signature,
    /// after checking that signature with `g_signal_query` like every connection.
    ///
    /// A mismatch means the GIR the bindings were generated from disagrees with the library
    /// loaded at run time: it stops with a message naming the signal and both signatures,
    /// rather than calling the handler with arguments it does not expect.
    @_spi(GeneratedBindings)
    @discardableResult
    public func connectGenerated(_ signal: String, returning returnType: GType, parameters: [GType],
                                 _ body: @escaping @MainActor (GeneratedSignalValues) -> Void) -> SignalConnection {
        connectKnown(signal, expecting: SignalSignature(returning: returnType, parameters: parameters)) { arguments in
            body(GeneratedSignalValues(arguments: arguments))
        }
    }
}

extension SignalEmitter {
    /// Connects a handler of a signal without arguments or result (`clicked`), checked
    /// against `g_signal_query` like every connection. One generic body for all such signals,
    /// so that each generated signal method is a single call rather than a closure of its own.
    /// The emitter is passed weakly, as to every generated handler.
    @_spi(GeneratedBindings)
    @discardableResult
    public func connectGenerated(_ signal: String, _ handler: @escaping @MainActor (Self) -> Void) -> SignalConnection {
        connectKnown(signal, withEmitter: handler)
    }
}
