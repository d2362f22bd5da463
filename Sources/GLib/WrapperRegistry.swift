import CGLib

/// Which Swift class wraps an object of a given GType, so that a pointer first met
/// through a getter (`window.child`) gets the same class its constructor would have
/// given (`Box` for a `GtkBox`), and the one wrapper of an object is never a
/// less specific class than a later lookup asks for.
///
/// Resolution walks up the GType's ancestors to the nearest registered class; `Object`
/// registers `GObject`, so every object resolves. Main actor.
@MainActor
enum WrapperRegistry {
    /// The registered wrapper classes by GType. `Object` stands for every `GObject`; other
    /// modules register theirs (`Object.register(_:)`) before they wrap objects.
    private static var classes: [GType: Object.Type] = [Object.gType: Object.self]

    /// Resolutions of GTypes without a class of their own, so each is walked once.
    private static var resolved: [GType: Object.Type] = [:]

    static func register(_ type: Object.Type) {
        classes[type.gType] = type
        resolved.removeAll()
    }

    static func wrapperClass(for type: GType) -> Object.Type {
        if let found = classes[type] ?? resolved[type] { return found }
        var ancestor = g_type_parent(type)
        while ancestor != 0 {
            if let found = classes[ancestor] {
                resolved[type] = found
                return found
            }
            ancestor = g_type_parent(ancestor)
        }
        return Object.self
    }
}
