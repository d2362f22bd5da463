import CGtk

/// A GLib weak reference to a `GObject`, to observe from a test whether the C object was
/// finalized, independently of any Swift wrapper.
@MainActor
final class WeakObject {
    private let reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)

    init(_ object: UnsafeMutablePointer<GObject>) {
        reference.initialize(to: GWeakRef())
        g_weak_ref_init(reference, object)
    }

    isolated deinit {
        g_weak_ref_clear(reference)
        reference.deallocate()
    }

    /// Whether the object has been finalized.
    var isFinalized: Bool {
        guard let object = g_weak_ref_get(reference) else { return true }
        g_object_unref(object)
        return false
    }
}
