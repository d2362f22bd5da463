import CGLib

/// Holds a Swift signal handler for the C side.
///
/// The box is passed to GLib retained (`Unmanaged.passRetained`) as the closure's data
/// and released by the closure's finalize notifier, so it lives exactly as long as the
/// connection, whatever the lifetime of the Swift wrapper that connected it (never an
/// unretained box). Every handler runs through `signalMarshal`, which reads the
/// emission's arguments as `GValue`s whatever the signal's C signature.
@MainActor
final class SignalHandlerBox {
    let handler: @MainActor (SignalArguments) -> Void
    init(_ handler: @escaping @MainActor (SignalArguments) -> Void) { self.handler = handler }

    /// Retains the box and returns it as the closure's data.
    func retainedOpaque() -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(self).toOpaque()
    }
}

/// The finalize notifier of every handler closure: balances `retainedOpaque()`.
let releaseSignalHandlerBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<SignalHandlerBox>.fromOpaque(data).release()
}

/// The marshaller of every handler closure. GLib calls it synchronously inside the
/// emission; widgets emit on the main thread, which the handler's main-actor isolation
/// asserts (an emission from another thread traps rather than race).
let signalMarshal: GClosureMarshal = { closure, returnValue, count, values, _, _ in
    guard let closure, let data = vsm_closure_data(closure) else { return }
    let box = Unmanaged<SignalHandlerBox>.fromOpaque(data).takeUnretainedValue()
    // The pointers are borrowed for this emission only, and the handler runs
    // synchronously on this same thread (assumeIsolated traps otherwise), so they never
    // actually cross threads.
    nonisolated(unsafe) let arguments = SignalArguments(values: values, count: Int(count),
                                                        returnValue: returnValue)
    MainActor.assumeIsolated { box.handler(arguments) }
}
