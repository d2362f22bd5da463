import CGLib

/// Connecting and emitting signals by name, for signals without a typed method.
///
/// Every form here checks the signal's signature with `g_signal_query` against the
/// handler's shape before touching GLib and throws `SignalError` on a mismatch, so a
/// handler can never be called with arguments it does not expect. Prefer the typed
/// methods (`onClicked`, `onNotify`, `onCloseRequest`, ...). Handlers run on the main
/// actor, synchronously inside the emission, in connection order.
extension Object {
    /// Connects `handler` to `signal`, which must pass no arguments and return nothing
    /// (`() -> void`, for example `clicked`). Throws `SignalError` otherwise:
    /// `label.connect("notify::label") { }` throws, because `notify` passes a `GParamSpec`
    /// (use `onNotify("label")`).
    @discardableResult
    public func connect(_ signal: String,
                        _ handler: @escaping @MainActor () -> Void) throws -> SignalConnection {
        try connect(signal, expecting: .void) { _ in handler() }
    }

    /// Connects `handler` to `signal`, which must pass no arguments and return a Boolean
    /// (`() -> gboolean`, for example `close-request`, where `true` stops further
    /// handling). Throws `SignalError` otherwise.
    @discardableResult
    public func connectReturningBool(_ signal: String,
                                     _ handler: @escaping @MainActor () -> Bool) throws -> SignalConnection {
        try connect(signal, expecting: .boolean) { arguments in arguments.setReturn(handler()) }
    }

    /// Connects `handler` to `signal`, which must pass one string and return nothing
    /// (`(gchararray) -> void`, for example `AdwMessageDialog::response`, detailed or not).
    /// The handler receives the string; an emission passing `NULL` does not run it.
    /// Throws `SignalError` for any other signature.
    @discardableResult
    public func connectReceivingString(_ signal: String,
                                       _ handler: @escaping @MainActor (String) -> Void) throws -> SignalConnection {
        try connect(signal, expecting: .stringArgument) { arguments in
            if let text = arguments.string(at: 1) { handler(text) }
        }
    }

    /// Emits `signal`, which must take no arguments and return nothing; throws
    /// `SignalError` for any other signal (passing too few arguments would crash GLib).
    public func emit(_ signal: String) throws {
        try SignalSignature.void.check(signal, on: self)
        vsm_signal_emit_void(raw, signal.nulSafe)
    }

    /// Checks `signal` against `signature`, then connects `body`, which receives the
    /// emission's values.
    @discardableResult
    package func connect(_ signal: String, expecting signature: SignalSignature,
                 _ body: @escaping @MainActor (SignalArguments) -> Void) throws -> SignalConnection {
        let name = signal.nulSafe
        try signature.check(name, on: self)
        let box = SignalHandlerBox(body)
        let id = vsm_signal_connect_closure(raw, name, signalMarshal, box.retainedOpaque(),
                                            releaseSignalHandlerBox, 0)
        guard id != 0 else { throw SignalError.unknownSignal(signal: signal, typeName: typeName) }
        return SignalConnection(instance: gObject, handlerID: UInt(id))
    }

    /// `connect(_:expecting:_:)` for the signals this module's typed methods name: their
    /// signatures are GTK's API, so a mismatch is a bug in this module, not a user error.
    @discardableResult
    package func connectKnown(_ signal: String, expecting signature: SignalSignature,
                      _ body: @escaping @MainActor (SignalArguments) -> Void) -> SignalConnection {
        do {
            return try connect(signal, expecting: signature, body)
        } catch {
            preconditionFailure("Gtk module bug: \(error)")
        }
    }

    /// Emits a signal this module names, whose signature is known to be `() -> void`.
    package func emitKnown(_ signal: String) {
        vsm_signal_emit_void(raw, signal)
    }
}
