import CGLib

/// A connected signal handler that can be disconnected.
///
/// Guarantees: `disconnect()` is idempotent and safe after the instance has been
/// finalized (the connection holds only a weak reference, a `GWeakRef`). Dropping the
/// connection does NOT disconnect the handler: as in GTK, a handler lives as long as the
/// instance unless disconnected. The handler's closure is released (its destroy-notify
/// runs) when it is disconnected or when the instance is disposed.
@MainActor
public final class SignalConnection {
    /// The GLib handler id (never 0 for a live connection).
    public let handlerID: UInt
    private let weakInstance: UnsafeMutablePointer<GWeakRef>

    package init(instance: UnsafeMutablePointer<GObject>, handlerID: UInt) {
        self.handlerID = handlerID
        weakInstance = .allocate(capacity: 1)
        weakInstance.initialize(to: GWeakRef())
        g_weak_ref_init(weakInstance, instance)
    }

    isolated deinit {
        g_weak_ref_clear(weakInstance)
        weakInstance.deallocate()
    }

    /// Whether the handler is still connected to a live instance.
    public var isConnected: Bool {
        guard let instance = g_weak_ref_get(weakInstance) else { return false }
        defer { g_object_unref(instance) }
        return g_signal_handler_is_connected(instance, handlerID) != 0
    }

    /// Disconnects the handler (releasing its closure). Does nothing when already
    /// disconnected or when the instance is gone.
    public func disconnect() {
        guard let instance = g_weak_ref_get(weakInstance) else { return }
        defer { g_object_unref(instance) }
        if g_signal_handler_is_connected(instance, handlerID) != 0 {
            g_signal_handler_disconnect(instance, handlerID)
        }
    }
}
