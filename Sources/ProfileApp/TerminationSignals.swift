import CGtk
import Glibc

/// Quits the app cleanly on SIGINT (Ctrl+C in a terminal) and SIGTERM (session
/// logout, `kill`), instead of dying mid-write: windows close, their actions are
/// cancelled, and `run` returns 0.
///
/// GLib delivers the signals as main-loop sources (`g_unix_signal_add`), so the
/// handler runs on the main thread between events, never inside a signal handler.
/// The Gtk wrapper module has no signal-source API; this is the app's small adapter.
@MainActor
enum TerminationSignals {
    private static var handler: (@MainActor () -> Void)?
    private static var installed = false

    /// Routes SIGINT and SIGTERM to `handler` (replacing an earlier one). Main thread.
    static func install(_ handler: @escaping @MainActor () -> Void) {
        self.handler = handler
        guard !installed else { return }
        installed = true
        for signal in [SIGINT, SIGTERM] {
            g_unix_signal_add(signal, { _ in
                // GLib dispatches unix-signal sources on the default main context,
                // which the main thread iterates.
                MainActor.assumeIsolated { TerminationSignals.handler?() }
                return 1 // G_SOURCE_CONTINUE: a second Ctrl+C is handled too.
            }, nil)
        }
    }
}
