import CGLib

/// The values of the Swift-declared properties of one `GObject`, kept in the object's
/// qdata so they belong to the object: an instance created from C and never wrapped keeps
/// them, and a wrapper that comes and goes does not lose them. Released when the object is
/// finalized (GLib clears qdata then). Main actor: only subclass code and the class's
/// `get_property`/`set_property` (which this project calls on the main thread) touch it.
@MainActor
public final class PropertyStorage {
    /// Values by property name; a missing name means "still the default".
    var values: [String: any PropertyValue] = [:]

    private nonisolated static let quark: GQuark = g_quark_from_string("vsm-gtk-swift-properties")

    private init() {}

    /// The storage of `object`, or `nil` when no property was set yet.
    static func existing(of object: UnsafeMutablePointer<GObject>) -> PropertyStorage? {
        guard let data = g_object_get_qdata(object, quark) else { return nil }
        return Unmanaged<PropertyStorage>.fromOpaque(data).takeUnretainedValue()
    }

    /// The storage of `object`, made on first use. The qdata owns it.
    static func of(_ object: UnsafeMutablePointer<GObject>) -> PropertyStorage {
        if let existing = existing(of: object) { return existing }
        let storage = PropertyStorage()
        g_object_set_qdata_full(object, quark, Unmanaged.passRetained(storage).toOpaque(), { data in
            guard let data else { return }
            // Runs at finalization; releasing the box touches no main-actor state.
            Unmanaged<PropertyStorage>.fromOpaque(data).release()
        })
        return storage
    }
}
