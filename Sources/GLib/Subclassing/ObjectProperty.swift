import CGLib

/// A GObject property declared by a Swift class (`ObjectSubclass.properties`): installed as
/// a read-write `GParamSpec` on the class's GType, so `g_object_get`/`g_object_set`,
/// `notify::<name>`, bindings and GTK expressions (`PropertyExpression`) see it like a
/// property declared in C.
///
/// Its value lives with the `GObject` (not with the Swift wrapper), so an instance created
/// and used only from C keeps its values without ever getting a wrapper. Read and write it
/// from Swift with the subclass's subscript: `self[Self.amount]`. A set that changes the
/// value emits `notify` once; an equal value emits nothing (the spec is explicit-notify).
public struct ObjectProperty<Value: PropertyValue>: AnyObjectProperty {
    /// The property's canonical name: ASCII letters, digits and `-`, starting with a letter.
    public let name: String
    /// The value until the first set, and what GLib reports as the spec's default.
    public let defaultValue: Value

    /// Declares the property `name` with its default value. Crashes with a precondition
    /// failure at class initialization when GLib refuses the name.
    public init(_ name: String, default defaultValue: Value) {
        self.name = name
        self.defaultValue = defaultValue
    }

    public func makeParamSpec() -> UnsafeMutablePointer<GParamSpec> {
        precondition(g_param_spec_is_valid_name(name) != 0, "'\(name)' is not a valid GObject property name")
        let flags = GParamFlags(rawValue: G_PARAM_READWRITE.rawValue | G_PARAM_EXPLICIT_NOTIFY.rawValue)
        return Value.paramSpec(name: name, defaultValue: defaultValue, flags: flags)
    }

    @MainActor public func value(from storage: PropertyStorage?) -> any PropertyValue {
        storage?.values[name] ?? defaultValue
    }

    @MainActor public func store(_ gValue: UnsafePointer<GValue>, in storage: PropertyStorage) -> Bool {
        let newValue = Value(gValue: gValue)
        if let old = storage.values[name] as? Value, old == newValue { return false }
        if storage.values[name] == nil, newValue == defaultValue { return false }
        storage.values[name] = newValue
        return true
    }
}

/// An `ObjectProperty` of any value type, as a subclass lists them. Main actor (as all
/// GObject use in this project).
public protocol AnyObjectProperty: Sendable {
    /// The property's canonical name.
    var name: String { get }
    /// A new floating `GParamSpec` describing the property (installed at class init).
    func makeParamSpec() -> UnsafeMutablePointer<GParamSpec>
    /// The current value in `storage`, or the default when it was never set.
    @MainActor func value(from storage: PropertyStorage?) -> any PropertyValue
    /// Stores the value held by `gValue`; returns whether it changed.
    @MainActor func store(_ gValue: UnsafePointer<GValue>, in storage: PropertyStorage) -> Bool
}
