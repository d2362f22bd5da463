import CGLib
import CGtk

/// Runs handlers when windows are destroyed, that is, when they leave GTK's list of
/// toplevel windows (`gtk_window_destroy`, or `close()` on a window that does not hide
/// on close). Unlike the `destroy` signal, this does not depend on the window being
/// finalized, so Swift wrappers of the window may still exist.
@MainActor
final class ToplevelWatcher {
    static let shared = ToplevelWatcher()

    private struct Entry {
        let window: UnsafeMutablePointer<GWeakRef>
        let handler: @MainActor () -> Void
    }

    private var entries: [Entry] = []
    private var isConnected = false

    /// Calls `handler` once, when `window` is destroyed; keeps `handler` (and what it
    /// captures) alive until then.
    func onDestroyed(_ window: Window, _ handler: @escaping @MainActor () -> Void) {
        connectIfNeeded()
        let weakWindow = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
        weakWindow.initialize(to: GWeakRef())
        g_weak_ref_init(weakWindow, window.gObject)
        entries.append(Entry(window: weakWindow, handler: handler))
    }

    private func connectIfNeeded() {
        guard !isConnected else { return }
        isConnected = true
        // The list lives for the whole process; so does this handler (no box to release).
        vsm_signal_connect_items_changed(UnsafeMutableRawPointer(gtk_window_get_toplevels()), { _, _, removed, _, _ in
            guard removed > 0 else { return }
            MainActor.assumeIsolated { ToplevelWatcher.shared.sweep() }
        }, nil, nil)
    }

    /// Finds entries whose window left the toplevel list and runs their handlers, after
    /// updating `entries` (a handler may destroy other windows or add entries).
    private func sweep() {
        let live = Self.toplevelPointers()
        var destroyed: [Entry] = []
        entries.removeAll { entry in
            let window = g_weak_ref_get(entry.window)
            defer { if let window { g_object_unref(window) } }
            let gone = window.map { !live.contains(UnsafeMutableRawPointer($0)) } ?? true
            if gone { destroyed.append(entry) }
            return gone
        }
        for entry in destroyed {
            g_weak_ref_clear(entry.window)
            entry.window.deallocate()
            entry.handler()
        }
    }

    private static func toplevelPointers() -> Set<UnsafeMutableRawPointer> {
        let list = gtk_window_get_toplevels()
        var result = Set<UnsafeMutableRawPointer>()
        for index in 0..<g_list_model_get_n_items(list) {
            if let item = g_list_model_get_item(list, index) {
                result.insert(item)
                g_object_unref(item)
            }
        }
        return result
    }
}
