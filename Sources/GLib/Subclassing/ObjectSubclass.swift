import CGLib

/// A Swift class that declares a new GType, a subclass of its Swift superclass's GType,
/// instead of wrapping an existing one.
///
/// ```swift
/// final class Expense: Object, ObjectSubclass {
///     static let amount = ObjectProperty<Double>("amount", default: 0)
///     static var properties: [any AnyObjectProperty] { [amount] }
///     override class var gType: GType { registeredType }
///     var amount: Double { get { self[Self.amount] } set { self[Self.amount] = newValue } }
/// }
/// ```
///
/// Guarantees:
/// - **One GType per Swift class**, registered on first use of `registeredType` (or
///   `gType`, which a conforming class must return it from) and never again; its name is
///   `typeName`. The class is registered as the wrapper class of its GType at the same time,
///   with its declared properties (`ObjectProperty`) and signals (`ObjectSignal`).
/// - **Identity.** An instance has one wrapper, whoever created it. `init()` creates the
///   `GObject` and its wrapper together. An instance created from C (`g_object_new(type)`,
///   a `GtkBuilder` file, a list model) gets its wrapper of this class the first time Swift
///   meets it (`wrap(_:)`, a getter, a signal handler, a virtual function), built with
///   `init(retaining:)`, and the same one on every later meeting (`Object`'s rules).
///   GLib's `instance_init` runs before any wrapper can exist, so nothing Swift runs there.
/// - **Ownership and lifetime** are `Object`'s: the wrapper holds a toggle reference and
///   lives while C or Swift references it. The `GObject` is finalized once, when the last
///   reference of either side goes. Declared properties (`properties`) live in the
///   `GObject`, so their values do not depend on a wrapper existing; other stored
///   properties of the class live in the wrapper and so last as long as it does.
/// - **Main actor.** Registration, construction, properties and virtual functions run on
///   the main thread; GLib calling this class's `get_property`/`set_property` from
///   another thread stops the process with a precondition failure.
/// - A class that defines its own designated initializers must also implement
///   `required init(retaining:)`, which C-created instances use.
/// - Declare the class `final`: a Swift subclass of a Swift-declared class is refused
///   (it would inherit the static `properties` and install them twice).
@MainActor
public protocol ObjectSubclass: Object {
    /// The GType name; the default is the Swift type's qualified name with `.` as `_`
    /// (`GtkTests_Expense`). Must be unique in the process.
    static var typeName: String { get }
    /// The properties to install on the class, in order. Default: none.
    static var properties: [any AnyObjectProperty] { get }
    /// The signals to register on the class (`ObjectSignal`). Default: none.
    static var signals: [any AnyObjectSignal] { get }
    /// Called once from GLib's `class_init` with the new class structure (a `GObjectClass`
    /// or a larger parent class structure such as `GtkWidgetClass`), after the properties
    /// are installed: the place to override virtual functions. Default: nothing.
    static func initializeClass(_ classStructure: UnsafeMutableRawPointer)
}

extension ObjectSubclass {
    public static var typeName: String {
        String(reflecting: self).map { $0.isLetter || $0.isNumber ? $0 : "_" }.reduce(into: "") { $0.append($1) }
    }

    public static var properties: [any AnyObjectProperty] { [] }

    public static var signals: [any AnyObjectSignal] { [] }

    public static func initializeClass(_: UnsafeMutableRawPointer) {}

    /// The GType this class declares, registered on first use. Return it from
    /// `override class var gType`.
    public static var registeredType: GType { SubclassRegistry.type(for: self) }

    /// Creates a new instance of the class's GType and its wrapper (`g_object_new` with no
    /// construct properties). The wrapper owns the object's only reference.
    public init() {
        guard let pointer = g_object_new_with_properties(Self.registeredType, 0, nil, nil) else {
            preconditionFailure("g_object_new(\(Self.typeName)) returned NULL")
        }
        let raw = UnsafeMutableRawPointer(pointer)
        // `init(retaining:)` sinks a floating reference (a widget) or adds one; in the
        // second case the creation reference is ours to give back.
        let floating = g_object_is_floating(raw) != 0
        self.init(retaining: raw)
        if !floating { g_object_unref(raw) }
    }

    /// The value of a declared property (its default until set).
    public subscript<Value: PropertyValue>(property: ObjectProperty<Value>) -> Value {
        get {
            // Every stored value of `property.name` was stored by this very property.
            PropertyStorage.existing(of: gObject)?.values[property.name] as? Value ?? property.defaultValue
        }
        set {
            let storage = PropertyStorage.of(gObject)
            let old = storage.values[property.name] as? Value ?? property.defaultValue
            guard old != newValue else { return }
            storage.values[property.name] = newValue
            g_object_notify(gObject, property.name)
        }
    }
}
