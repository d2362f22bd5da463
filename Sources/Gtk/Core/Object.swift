import CGtk

/// A Swift owner of one reference to a `GObject`.
///
/// Guarantees:
/// - The wrapper holds exactly one reference for its lifetime: `init(retaining:)` takes a
///   new one (`g_object_ref_sink`: sinks a floating reference, otherwise adds one), and
///   `init(adopting:)` adopts a full reference the caller already owns (for example the
///   result of `g_menu_new`). The reference is released in `deinit`.
/// - Several wrappers may exist for the same `GObject`; each owns its own reference.
/// - All use is on the main actor: GTK is not thread-safe. The `deinit` is `isolated`,
///   so a wrapper whose last Swift reference is dropped on another thread releases its
///   `GObject` later on the main actor (through the main-loop bridge), never off-main,
///   because the final unref may dispose widgets.
@MainActor
open class Object {
    /// The wrapped object. Valid for the wrapper's lifetime.
    public let gObject: UnsafeMutablePointer<GObject>

    /// Wraps `pointer`, taking a new reference (`g_object_ref_sink`).
    ///
    /// Use for objects owned by someone else (a `GtkBuilder`, a parent widget) and for
    /// newly created widgets, whose reference is floating. Crashes with a precondition
    /// failure on a null pointer or a non-`GObject`.
    public required init(retaining pointer: UnsafeMutableRawPointer) {
        precondition(vsm_instance_is_a(pointer, g_object_get_type()) != 0,
                     "Object(retaining:) needs a GObject")
        gObject = pointer.assumingMemoryBound(to: GObject.self)
        g_object_ref_sink(pointer)
    }

    /// Wraps `pointer`, adopting the full (non-floating) reference the caller owns.
    ///
    /// Use for constructors documented as "transfer full" that do not return a floating
    /// reference (`gtk_application_new`, `g_menu_new`, `gtk_builder_new`, ...).
    public init(adopting pointer: UnsafeMutableRawPointer) {
        precondition(vsm_instance_is_a(pointer, g_object_get_type()) != 0,
                     "Object(adopting:) needs a GObject")
        gObject = pointer.assumingMemoryBound(to: GObject.self)
        if g_object_is_floating(pointer) != 0 {
            g_object_ref_sink(pointer)
        }
    }

    isolated deinit {
        g_object_unref(gObject)
    }

    /// The `GType` this wrapper class stands for; used for typed builder lookups.
    open class var gType: GType { g_object_get_type() }

    /// The GType name of the wrapped instance (for example `GtkLabel`).
    public var typeName: String { String(cString: vsm_object_type_name(gObject)) }

    /// Whether the wrapped instance is of `type` (or a subtype).
    public func isA(_ type: GType) -> Bool { vsm_instance_is_a(gObject, type) != 0 }

    /// Returns a wrapper of class `T` for the same instance (a new reference), or `nil`
    /// when the instance is not a `T.gType`.
    public func `as`<T: Object>(_ type: T.Type) -> T? {
        isA(T.gType) ? T(retaining: UnsafeMutableRawPointer(gObject)) : nil
    }

    /// The current reference count; for leak diagnostics in tests only.
    public var referenceCount: UInt32 { gObject.pointee.ref_count }

    /// The instance cast to a C struct pointer type (GTK types with public structs).
    func cast<T>(_: T.Type = T.self) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(gObject).assumingMemoryBound(to: T.self)
    }

    /// The instance as an opaque pointer (GTK types declared with `G_DECLARE_FINAL_TYPE`).
    var opaque: OpaquePointer { OpaquePointer(gObject) }

    /// The instance as an untyped pointer (`gpointer`).
    var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(gObject) }
}
