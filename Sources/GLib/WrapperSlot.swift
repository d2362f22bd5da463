import CGLib

/// The bookkeeping that gives a `GObject` one Swift wrapper: kept in the object's qdata
/// (so any pointer leads to its wrapper) and passed as the data of the wrapper's toggle
/// reference.
///
/// How the lifetime works (docs/Design.md, "GTK from Swift"): the wrapper's only reference on
/// the object is a toggle reference. GLib calls `toggleNotify` when the object's count moves
/// between "only the toggle reference" and "others too". While others hold references,
/// `keepAlive` holds the wrapper strongly, so it cannot go while C may still hand the object
/// back to Swift. When only the toggle reference remains, `keepAlive` lets go and the wrapper
/// lives exactly as long as Swift references it; its `deinit` removes the toggle reference,
/// which finalizes the object.
///
/// The qdata holds the slot weakly with respect to the wrapper (`wrapper` is `weak`), so
/// a lookup never resurrects a wrapper whose `deinit` is already pending on the main
/// actor; such an object gets a fresh wrapper and a fresh slot, and the old wrapper's
/// `deinit` leaves the new slot alone.
@MainActor
final class WrapperSlot {
    /// The wrapper; `nil` once its last Swift reference is gone.
    private(set) weak var wrapper: Object?
    /// The wrapper while C holds references besides the toggle reference (see above).
    private var keepAlive: Object?
    /// The object, valid while the wrapper's toggle reference exists.
    private let object: UnsafeMutablePointer<GObject>

    /// How many wrappers are attached now (for leak checks).
    static private(set) var attachedCount = 0

    /// The qdata key under which an object keeps its slot.
    private nonisolated static let quark: GQuark = g_quark_from_string("vsm-gtk-swift-wrapper")

    init(object: UnsafeMutablePointer<GObject>) {
        self.object = object
    }

    /// The live wrapper of `object`, if any. Main actor.
    static func liveWrapper(of object: UnsafeMutablePointer<GObject>) -> Object? {
        guard let data = g_object_get_qdata(object, quark) else { return nil }
        return Unmanaged<WrapperSlot>.fromOpaque(data).takeUnretainedValue().wrapper
    }

    /// Binds `wrapper` to the object: records the slot in the object's qdata and turns the
    /// reference the wrapper's initializer took into the wrapper's toggle reference.
    func attach(_ wrapper: Object) {
        self.wrapper = wrapper
        Self.attachedCount += 1
        // The qdata owns one retain of the slot, released when the qdata entry is
        // replaced, removed, or cleared at finalization.
        g_object_set_qdata_full(object, Self.quark, Unmanaged.passRetained(self).toOpaque(), { data in
            guard let data else { return }
            Unmanaged<WrapperSlot>.fromOpaque(data).release()
        })
        g_object_add_toggle_ref(object, toggleNotify, opaque)
        g_object_unref(object)
        reconcile()
    }

    /// Undoes `attach` from the wrapper's `deinit`: forgets the qdata entry if it is
    /// still this slot's, then drops the toggle reference (finalizing the object unless
    /// C still holds it).
    func detach() {
        if g_object_get_qdata(object, Self.quark) == opaque {
            g_object_set_qdata(object, Self.quark, nil)
        }
        Self.attachedCount -= 1
        g_object_remove_toggle_ref(object, toggleNotify, opaque)
    }

    /// Applies a toggle notification: keep the wrapper alive exactly while others hold
    /// references. Does nothing once the wrapper is gone (its `deinit` is pending).
    fileprivate func update(othersHoldReferences: Bool) {
        guard let wrapper else { return }
        keepAlive = othersHoldReferences ? wrapper : nil
    }

    /// Reads the current state instead of trusting a notification (used after a
    /// notification from another thread reached the main actor late). The toggle
    /// reference is one of the references counted.
    fileprivate func reconcile() {
        guard wrapper != nil else { return }
        update(othersHoldReferences: object.pointee.ref_count > 1)
    }

    private var opaque: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}

/// GLib's toggle notification for every wrapper (see `WrapperSlot`). It runs inside the
/// `g_object_ref`/`g_object_unref` that moved the count, on that caller's thread: on the
/// main thread it applies at once (and may end the wrapper, which is safe there: GLib
/// calls it as the last step of the ref or unref); from another thread it hops to the
/// main actor and re-reads the count there.
private let toggleNotify: GToggleNotify = { data, _, isLastReference in
    guard let data else { return }
    let slot = Unmanaged<WrapperSlot>.fromOpaque(data)
    if vsm_is_main_thread() != 0 {
        MainActor.assumeIsolated {
            // A strong local: the update may end the wrapper, which releases the slot.
            let strongSlot = slot.takeUnretainedValue()
            withExtendedLifetime(strongSlot) {
                strongSlot.update(othersHoldReferences: isLastReference == 0)
            }
        }
    } else {
        // Retained for the hop: the wrapper (and with it the slot's other owners) may
        // go before the main actor runs this.
        let retained = slot.retain()
        Task { @MainActor in
            let slot = retained.takeRetainedValue()
            slot.reconcile()
        }
    }
}
