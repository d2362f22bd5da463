import CGtk

/// Holds a Swift signal handler for the C side.
///
/// The box is passed to GLib retained (`Unmanaged.passRetained`) and released by the
/// closure's destroy-notify, so it lives exactly as long as the connection, whatever the
/// lifetime of the Swift wrapper that connected it (never an unretained box).
final class SignalBox<Handler> {
    let handler: Handler
    init(_ handler: Handler) { self.handler = handler }

    /// Retains the box and returns it as the C `user_data`.
    func retainedOpaque() -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(self).toOpaque()
    }

    /// The box behind a `user_data` pointer (not consumed).
    static func from(_ data: UnsafeMutableRawPointer?) -> SignalBox<Handler> {
        Unmanaged<SignalBox<Handler>>.fromOpaque(data!).takeUnretainedValue()
    }
}

/// The destroy-notify for every `SignalBox`: balances `passRetained`.
/// The concrete generic type does not matter to release an object.
let releaseSignalBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

extension Object {
    /// Connects a handler taking no arguments to `signal` (for example `clicked`).
    ///
    /// The handler runs on the main actor, synchronously inside the emission.
    @discardableResult
    public func connect(_ signal: String,
                        _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        let box = SignalBox<@MainActor () -> Void>(handler)
        let id = vsm_signal_connect0(raw, signal, { _, data in
            let box = SignalBox<@MainActor () -> Void>.from(data)
            MainActor.assumeIsolated { box.handler() }
        }, box.retainedOpaque(), releaseSignalBox)
        return SignalConnection(instance: gObject, handlerID: UInt(id))
    }

    /// Connects a handler to a signal whose C handler has one extra pointer argument that
    /// the Swift handler does not need (for example `GSimpleAction::activate`).
    @discardableResult
    func connectIgnoringArgument(_ signal: String,
                                 _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        let box = SignalBox<@MainActor () -> Void>(handler)
        let id = vsm_signal_connect1(raw, signal, { _, _, data in
            let box = SignalBox<@MainActor () -> Void>.from(data)
            MainActor.assumeIsolated { box.handler() }
        }, box.retainedOpaque(), releaseSignalBox)
        return SignalConnection(instance: gObject, handlerID: UInt(id))
    }

    /// Connects a handler returning a Boolean (for example `close-request`, where `true`
    /// stops further handling).
    @discardableResult
    public func connectReturningBool(_ signal: String,
                                     _ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
        let box = SignalBox<@MainActor () -> Bool>(handler)
        let id = vsm_signal_connect_bool0(raw, signal, { _, data in
            let box = SignalBox<@MainActor () -> Bool>.from(data)
            return MainActor.assumeIsolated { box.handler() } ? 1 : 0
        }, box.retainedOpaque(), releaseSignalBox)
        return SignalConnection(instance: gObject, handlerID: UInt(id))
    }

    /// Emits a signal that takes no arguments and returns nothing (test and tooling use).
    public func emit(_ signal: String) {
        vsm_signal_emit_void(raw, signal)
    }
}
