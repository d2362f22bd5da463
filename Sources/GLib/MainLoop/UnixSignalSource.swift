import CGLib
import Glibc

/// Delivers POSIX signals (SIGINT from Ctrl+C in a terminal, SIGTERM from a session
/// logout or `kill`) as GLib main-loop events, so the handler runs on the main thread
/// between events, never inside an async-signal handler where almost nothing is safe.
///
/// GLib supports SIGHUP, SIGINT, SIGTERM, SIGUSR1, SIGUSR2 and SIGWINCH this way.
public enum UnixSignalSource {
    /// The signals GLib can deliver through its main loop.
    public static let supportedSignals: Set<Int32> = [SIGHUP, SIGINT, SIGTERM, SIGUSR1, SIGUSR2, SIGWINCH]

    /// Runs `handler` on the main actor each time the process receives `signal`, while
    /// the default main context is iterated (`Application.run`). The handler stays
    /// installed, and replaces the signal's default action, until `remove(_:)`.
    /// Returns the GLib source id, or `nil` (installing nothing) for a signal GLib cannot
    /// deliver (see `supportedSignals`). Main thread.
    @MainActor @discardableResult
    public static func add(_ signal: Int32, _ handler: @escaping @MainActor () -> Void) -> UInt32? {
        guard supportedSignals.contains(signal) else { return nil }
        let box = Unmanaged.passRetained(HandlerBox(handler)).toOpaque()
        return g_unix_signal_add_full(G_PRIORITY_DEFAULT, signal, { data in
            // GLib dispatches unix-signal sources on the default main context, which only
            // the main thread iterates.
            guard let data else { return vsm_source_remove() }
            let box = Unmanaged<HandlerBox>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler() }
            return vsm_source_continue()
        }, box, { data in
            guard let data else { return }
            Unmanaged<HandlerBox>.fromOpaque(data).release()
        })
    }

    /// Removes a handler added with `add(_:_:)` (releasing its closure). The signal keeps
    /// being caught by GLib, and is then ignored.
    @MainActor
    public static func remove(_ sourceID: UInt32) {
        g_source_remove(sourceID)
    }

    @MainActor
    private final class HandlerBox {
        let handler: @MainActor () -> Void
        init(_ handler: @escaping @MainActor () -> Void) { self.handler = handler }
    }
}
