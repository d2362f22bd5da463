import CGLib

/// The one Swift wrapper of a `GObject`.
///
/// Guarantees:
/// - **Identity.** A `GObject` has at most one live wrapper. Getters (`Window.child`,
///   `Widget.parent`, `Builder.object(_:id:)`, ...) return the instance a constructor
///   made, so `===`, `==`, `Hashable` and `weak` references mean "the same object".
///   `wrap(_:)` and `wrapper(for:)` find it (or make it) from a C pointer.
/// - **Lifetime: the wrapper lives as long as either side needs it.** The wrapper owns a
///   *toggle reference* on the object (`g_object_add_toggle_ref`, as PyGObject does).
///   While C holds other references (a parent container, GTK's list of windows, a
///   builder), the object keeps its wrapper alive, so a subclass's stored properties
///   and the closures it connected survive even when Swift dropped every reference.
///   Once only the wrapper references the object, Swift decides: when the last Swift
///   reference goes, the wrapper releases the object, which is then finalized.
///   A widget destroyed from C (`gtk_window_destroy`, removal from its container) while
///   Swift holds its wrapper stays valid memory until the wrapper goes.
/// - **Main actor.** All use is on the main actor: GTK is not thread-safe. The `deinit`
///   is `isolated`, so a wrapper whose last Swift reference is dropped on another thread
///   releases its object later on the main actor (the final unref may dispose widgets).
/// - A closure connected to a signal of an object and capturing that object's wrapper
///   strongly is a reference cycle (object → closure → wrapper → object) that only the
///   object's disposal breaks (destroying a widget or its window does). Typed signal
///   handlers receive the emitter as an argument instead.
@MainActor
open class Object: Hashable {
    /// The wrapped object. Valid for the wrapper's lifetime.
    public let gObject: UnsafeMutablePointer<GObject>

    /// This wrapper's entry in the object's qdata; also the toggle notification's data.
    let slot: WrapperSlot

    /// Wraps a newly created object, or one that has no wrapper yet, taking a new
    /// reference (`g_object_ref_sink`: sinks a floating reference, otherwise adds one).
    ///
    /// Wrapper constructors (`Label("…")`) use it with the result of a GTK constructor.
    /// For a pointer that may already have a wrapper use `wrap(_:)`. Crashes with a
    /// precondition failure on a null pointer, a non-`GObject`, or an object that already
    /// has a live wrapper (that would break identity).
    public required init(retaining pointer: UnsafeMutableRawPointer) {
        gObject = Self.checkedObject(pointer, initializer: "init(retaining:)")
        g_object_ref_sink(pointer)
        slot = WrapperSlot(object: gObject)
        slot.attach(self)
        WrapperRegistry.claim(type(of: self))
    }

    /// Wraps a newly created object, adopting the full (non-floating) reference the
    /// caller owns, for constructors documented as "transfer full" (`gtk_application_new`,
    /// `g_menu_new`, `gtk_builder_new`, ...). Same preconditions as `init(retaining:)`.
    public init(adopting pointer: UnsafeMutableRawPointer) {
        gObject = Self.checkedObject(pointer, initializer: "init(adopting:)")
        if g_object_is_floating(pointer) != 0 {
            g_object_ref_sink(pointer)
        }
        slot = WrapperSlot(object: gObject)
        slot.attach(self)
        WrapperRegistry.claim(type(of: self))
    }

    isolated deinit {
        slot.detach()
    }

    private static func checkedObject(_ pointer: UnsafeMutableRawPointer,
                                      initializer: String) -> UnsafeMutablePointer<GObject> {
        precondition(vsm_instance_is_a(pointer, g_object_get_type()) != 0,
                     "Object.\(initializer) needs a GObject")
        let object = pointer.assumingMemoryBound(to: GObject.self)
        if let existing = WrapperSlot.liveWrapper(of: object) {
            preconditionFailure("""
                \(String(cString: vsm_object_type_name(pointer))) at \(pointer) already has a \
                Swift wrapper (\(type(of: existing))); get it with \(type(of: existing)).wrap(_:)
                """)
        }
        return object
    }

    /// The `GType` this wrapper class stands for; used for typed builder lookups and to
    /// choose the class of a new wrapper (see `register(_:)`).
    open class var gType: GType { g_object_get_type() }

    /// The GType name of the wrapped instance (for example `GtkLabel`).
    public var typeName: String { String(cString: vsm_object_type_name(gObject)) }

    /// Whether the wrapped instance is of `type` (or a subtype).
    public func isA(_ type: GType) -> Bool { vsm_instance_is_a(gObject, type) != 0 }

    /// This wrapper as a `T`, or `nil` when it is not one. With one wrapper per object
    /// this is a plain cast: the wrapper's class is the most specific registered class
    /// for the object's GType.
    public func `as`<T: Object>(_ type: T.Type) -> T? { self as? T }

    /// The current reference count; for leak diagnostics in tests only. The wrapper's
    /// own (toggle) reference counts as one.
    public var referenceCount: UInt32 { gObject.pointee.ref_count }

    // MARK: Identity

    /// Wrappers are equal when they are the same instance, which (one wrapper per
    /// object) means they wrap the same `GObject`.
    public nonisolated static func == (lhs: Object, rhs: Object) -> Bool { lhs === rhs }

    /// Hashes the wrapper's identity.
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The number of wrappers alive in the process now (each holds its object). For leak
    /// checks in tests and benchmarks: after a window and its controllers are gone it
    /// returns to the count before them.
    public static var liveWrapperCount: Int { WrapperSlot.attachedCount }

    /// The live wrapper of the object at `pointer`, or `nil` when it has none.
    public static func existingWrapper(for pointer: UnsafeMutableRawPointer) -> Object? {
        guard vsm_instance_is_a(pointer, g_object_get_type()) != 0 else { return nil }
        return WrapperSlot.liveWrapper(of: pointer.assumingMemoryBound(to: GObject.self))
    }

    /// The wrapper of the object at `pointer`: its live wrapper, or else a new one of the
    /// most specific registered class for its GType (`Label` for a `GtkLabel`, `Widget`
    /// for a widget type without a wrapper class). Crashes with a precondition failure
    /// when `pointer` is not a `GObject`.
    public static func wrapper(for pointer: UnsafeMutableRawPointer) -> Object {
        precondition(vsm_instance_is_a(pointer, g_object_get_type()) != 0,
                     "Object.wrapper(for:) needs a GObject")
        return wrapper(for: pointer, preferring: Object.self)!
    }

    /// The wrapper of the object at `pointer` as a `Self`: its live wrapper, or else a new
    /// one (of `Self`, or of a registered subclass of `Self` that fits the object better).
    /// Returns `nil` when the object is not a `Self.gType`, or when its live wrapper is of
    /// another Swift class (for example a `Button` asked for as a `MyButton` subclass).
    public class func wrap(_ pointer: UnsafeMutableRawPointer) -> Self? {
        wrapper(for: pointer, preferring: self)
    }

    package static func wrapper<T: Object>(for pointer: UnsafeMutableRawPointer, preferring _: T.Type) -> T? {
        guard vsm_instance_is_a(pointer, T.gType) != 0 else { return nil }
        let object = pointer.assumingMemoryBound(to: GObject.self)
        if let existing = WrapperSlot.liveWrapper(of: object) { return existing as? T }
        let registered = WrapperRegistry.wrapperClass(for: vsm_object_type(pointer))
        // A floating reference met here belongs to C code that will sink it (a widget made
        // with g_object_new from C, met by a Swift-declared class's virtual function before
        // it has a parent): the wrapper must not take it.
        let floating = g_object_is_floating(pointer) != 0
        // The more specific of the two: a registered subclass of `T` (a `Button` for a
        // `Widget` lookup), or `T` itself when it refines the registered class.
        let wrapper = (registered as? T.Type).map { $0.init(retaining: pointer) } ?? T(retaining: pointer)
        if floating { restoreFloatingReference(pointer) }
        return wrapper
    }

    /// After `init(retaining:)` sank a floating reference the wrapper does not own: gives
    /// C its reference back, floating again, beside the wrapper's toggle reference.
    private static func restoreFloatingReference(_ pointer: UnsafeMutableRawPointer) {
        g_object_ref(pointer)
        g_object_force_floating(pointer.assumingMemoryBound(to: GObject.self))
    }

    /// Makes `wrapper(for:)` and `wrap(_:)` create instances of `type` for objects of
    /// `type.gType` and its subtypes without a more specific registered class. The
    /// wrappers of this module are registered already; register your own wrapper classes
    /// of other GTK types before wrapping such objects. Main actor.
    public static func register(_ type: Object.Type) {
        WrapperRegistry.register(type)
    }

    /// Makes `wrapper(for:)` create instances of `type`, a class conforming to the interface
    /// whose GType is `type.gType`, for objects that implement the interface and that no
    /// registered class but `Object` fits. Generated bindings register one per interface.
    @_spi(GeneratedBindings) public static func registerImplementation(_ type: Object.Type) {
        WrapperRegistry.registerImplementation(type)
    }

    /// The GTypes that two unrelated Swift classes wrap (each registered class and each
    /// class that made a wrapper counts), with `candidates` counted as well: empty when
    /// every GType has one class. For the test that keeps it so.
    package static func wrapperClassConflicts(including candidates: [Object.Type] = []) -> [String] {
        WrapperRegistry.conflicts(including: candidates).map(\.description)
    }

    /// How many Swift classes declared the GType they wrap (each registered class and each
    /// class that made a wrapper counts), for that test's own check that it walked them.
    package static var declaredWrapperClassCount: Int { WrapperRegistry.claimCount }

    // MARK: Pointers for the wrappers in this module

    /// The instance cast to a C struct pointer type (GTK types with public structs).
    package func cast<T>(_: T.Type = T.self) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(gObject).assumingMemoryBound(to: T.self)
    }

    /// The instance as an opaque pointer (GTK types declared with `G_DECLARE_FINAL_TYPE`).
    package var opaque: OpaquePointer { OpaquePointer(gObject) }

    /// The instance as an untyped pointer (`gpointer`).
    package var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(gObject) }
}
