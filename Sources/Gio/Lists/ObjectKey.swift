import CGLib

/// A hashable identity of one `GObject` instance (its address), for dictionaries keyed by
/// the objects GTK hands to callbacks (list items, model items).
///
/// Guarantees: two keys are equal exactly when they name the same live instance. A key
/// says nothing about lifetime: once its instance is finalized, the address may be
/// reused, so keep a key only while something holds the instance.
public struct ObjectKey: Hashable, Sendable {
    // An address used only for equality and hashing, never dereferenced through the key,
    // so sending it between threads is harmless.
    private let address: UInt

    package init(_ pointer: UnsafeMutableRawPointer) {
        address = UInt(bitPattern: pointer)
    }
}

extension Object {
    /// This instance's identity as a dictionary key.
    public var key: ObjectKey { ObjectKey(raw) }
}
