import Glibc
import Gtk

/// Quits the app cleanly on SIGINT (Ctrl+C in a terminal) and SIGTERM (session
/// logout, `kill`), instead of dying mid-write: windows close, their actions are
/// cancelled, and `run` returns 0.
///
/// The signals arrive as main-loop events (`UnixSignalSource`), so the handler runs on
/// the main thread between events, never inside a signal handler.
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
            // A second Ctrl+C is handled too: the source stays installed.
            UnixSignalSource.add(signal) { TerminationSignals.handler?() }
        }
    }
}
