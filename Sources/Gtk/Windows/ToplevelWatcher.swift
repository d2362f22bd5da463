import CGLib
import CGtk

/// Runs handlers when windows are destroyed, that is, when they leave GTK's list of
/// toplevel windows (`gtk_window_destroy`, or `close()` on a window that does not hide
/// on close). Unlike the `destroy` signal, this does not depend on the window being
/// finalized, so Swift wrappers of the window may still exist.
///
/// It also makes a destroyed window forget its transient parent. GTK destroys a window that
/// is `destroyWithParent` when its parent goes, but keeps the parent's pointer until the
/// window is finalized; in C that comes at once, but a Swift wrapper (a controller holding
/// its preferences window) keeps the window past its parent, and its finalization then
/// disconnects handlers from freed memory (GLib criticals, or worse).
@MainActor
final class ToplevelWatcher {
    static let shared = ToplevelWatcher()

    private struct Entry {
        let window: UnsafeMutablePointer<GWeakRef>
        let handler: @MainActor () -> Void
    }

    private var entries: [Entry] = []
    private var isConnected = false
    /// Every window in GTK's list at the last change, weakly: the ones that left it since
    /// were destroyed.
    private var known: [UnsafeMutablePointer<GWeakRef>] = []

    /// Starts following GTK's list of toplevel windows; the generated classes' registration
    /// calls it, before any window exists. Idempotent.
    func start() {
        connectIfNeeded()
    }

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
            MainActor.assumeIsolated { ToplevelWatcher.shared.listChanged(removed: removed > 0) }
        }, nil, nil)
        remember(Self.toplevelPointers())
    }

    /// Lets destroyed windows that are still alive forget their transient parent (while
    /// that parent still exists: GTK destroys a `destroyWithParent` window from its
    /// parent's `destroy`), then runs the handlers of the destroyed windows.
    private func listChanged(removed: Bool) {
        let live = Self.toplevelPointers()
        if removed {
            for reference in known {
                guard let window = g_weak_ref_get(reference) else { continue }
                defer { g_object_unref(window) }
                let pointer = UnsafeMutableRawPointer(window)
                if !live.contains(pointer), gtk_window_get_transient_for(pointer.assumingMemoryBound(to: GtkWindow.self)) != nil {
                    gtk_window_set_transient_for(pointer.assumingMemoryBound(to: GtkWindow.self), nil)
                }
            }
        }
        remember(live)
        if removed { sweep(live: live) }
    }

    private func remember(_ windows: Set<UnsafeMutableRawPointer>) {
        for reference in known {
            g_weak_ref_clear(reference)
            reference.deallocate()
        }
        known = windows.map { window in
            let reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
            reference.initialize(to: GWeakRef())
            g_weak_ref_init(reference, window)
            return reference
        }
    }

    /// Finds entries whose window is not among `live` (GTK's list now) and runs their
    /// handlers, after updating `entries` (a handler may destroy other windows or add entries).
    private func sweep(live: Set<UnsafeMutableRawPointer>) {
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
