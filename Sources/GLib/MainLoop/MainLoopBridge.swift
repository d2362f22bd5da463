import CGLib
import Dispatch
import Glibc

/// Runs libdispatch's main queue (`@MainActor` jobs, `DispatchQueue.main` blocks,
/// OpenCombine's main-queue scheduler) inside the GLib main loop, without polling.
///
/// How (docs/Design.md, "The main-loop bridge"): libdispatch signals an eventfd whenever work
/// is queued on the main queue. A GLib unix-fd source watches it; its callback reads the 8-byte
/// counter (the fd is non-blocking and libdispatch never reads it; an unread fd would make GLib
/// spin) and calls libdispatch's drain. The source stays installed for the process.
///
/// Guarantees: blocks run on the main thread, in FIFO order per queue, whenever the
/// default GLib main context is iterated by the main thread (`g_application_run`,
/// `MainContext.iterate`). The drain is not re-entrant: jobs queued while a main-queue
/// job runs a nested loop run after that job returns.
public enum MainLoopBridge {
    @MainActor private static var sourceID: UInt32 = 0

    /// Whether `install()` has run.
    @MainActor public static var isInstalled: Bool { sourceID != 0 }

    /// Whether the caller runs inside the bridge's GLib source, that is, inside a
    /// main-queue job drained by the GLib main loop (for tests and diagnostics).
    @MainActor public static var isDispatchingFromGLib: Bool {
        guard sourceID != 0, let source = g_main_current_source() else { return false }
        return g_source_get_id(source) == sourceID
    }

    /// Installs the bridge on the default GLib main context. Idempotent. Call on the
    /// main thread before the loop runs (`Application.run` calls it).
    @MainActor public static func install() {
        guard sourceID == 0 else { return }
        let fd = _dispatch_get_main_queue_handle_4CF()
        precondition(fd >= 0, "libdispatch has no main-queue handle")
        sourceID = g_unix_fd_add(fd, G_IO_IN, { fd, _, _ in
            var counter: UInt64 = 0
            _ = read(fd, &counter, MemoryLayout<UInt64>.size)
            _dispatch_main_queue_callback_4CF(nil)
            return vsm_source_continue()
        }, nil)
    }
}
