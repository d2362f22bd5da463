import CGLib

/// Which Swift class wraps an object of a given GType, so that a pointer first met
/// through a getter (`window.child`) gets the same class its constructor would have
/// given (`Box` for a `GtkBox`), and the one wrapper of an object is never a
/// less specific class than a later lookup asks for.
///
/// Resolution walks up the GType's ancestors to the nearest registered class; `Object`
/// registers `GObject`, so every object resolves. An object that only `Object` fits gets the
/// wrapper class registered for the first of its interfaces that has one, so an interface
/// result (`fileNewForPath`) is usable as that interface. Main actor.
@MainActor
enum WrapperRegistry {
    /// The registered wrapper classes by GType. `Object` stands for every `GObject`; other
    /// modules register theirs (`Object.register(_:)`) before they wrap objects.
    private static var classes: [GType: Object.Type] = [Object.gType: Object.self]

    /// Resolutions of GTypes without a class of their own, so each is walked once.
    private static var resolved: [GType: Object.Type] = [:]

    /// Wrapper classes of interfaces by the interface's GType, for objects whose class has
    /// no wrapper class of its own (GIO's private `GLocalFile`, which implements `GFile`).
    private static var interfaceClasses: [GType: Object.Type] = [:]

    static func register(_ type: Object.Type) {
        classes[type.gType] = type
        resolved.removeAll()
    }

    static func registerImplementation(_ type: Object.Type) {
        interfaceClasses[type.gType] = type
        resolved.removeAll()
    }

    static func wrapperClass(for type: GType) -> Object.Type {
        if let found = classes[type] ?? resolved[type] { return found }
        var result: Object.Type = Object.self
        var ancestor = g_type_parent(type)
        while ancestor != 0 {
            if let found = classes[ancestor] {
                result = found
                break
            }
            ancestor = g_type_parent(ancestor)
        }
        // Only `Object` fits: the class of the first implemented interface that has one.
        if result == Object.self, let implementation = interfaceClass(for: type) { result = implementation }
        resolved[type] = result
        return result
    }

    private static func interfaceClass(for type: GType) -> Object.Type? {
        var count: guint = 0
        guard let interfaces = g_type_interfaces(type, &count) else { return nil }
        defer { g_free(interfaces) }
        return (0..<Int(count)).lazy.compactMap { interfaceClasses[interfaces[$0]] }.first
    }
}
