import CGLib

/// Which Swift class wraps an object of a given GType, so that a pointer first met
/// through a getter (`window.child`) gets the same class its constructor would have
/// given (`Box` for a `GtkBox`), and the one wrapper of an object is never a
/// less specific class than a later lookup asks for.
///
/// Resolution walks up the GType's ancestors to the nearest registered class; `Object`
/// registers `GObject`, so every object resolves. An object that only `Object` fits gets the
/// wrapper class registered for the first of its interfaces that has one, so an interface
/// result (`fileNewForPath`) is usable as that interface.
///
/// One Swift class per GType: an object keeps the class of its first wrapper, so a second,
/// unrelated class for the same GType makes every lookup through the other one fail. Each
/// class that is registered or makes a wrapper claims the GType it declares here; a claim by
/// a class that is neither a subclass nor a superclass of an earlier claimant is logged as a
/// GLib warning and listed by ``conflicts(including:)``. Main actor.
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

    /// Every class that claimed each GType, in claim order.
    private static var claims: [GType: [Object.Type]] = [:]

    /// The classes that claimed already, so a wrapper's class is looked at once.
    private static var claimants: Set<ObjectIdentifier> = []

    static func register(_ type: Object.Type) {
        claim(type)
        classes[type.gType] = type
        resolved.removeAll()
    }

    static func registerImplementation(_ type: Object.Type) {
        claim(type)
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

    /// Records that `type` stands for `type.gType`; called for every registered class and
    /// for the class of every new wrapper. A class that inherits its superclass's GType (an
    /// app's `final class MainWindow: Adw.ApplicationWindow`) claims nothing: it refines that
    /// wrapper, and its siblings may do the same.
    static func claim(_ type: Object.Type) {
        guard claimants.insert(ObjectIdentifier(type)).inserted else { return }
        let gType = type.gType
        if let superclass = _getSuperclass(type) as? Object.Type, superclass.gType == gType { return }
        if let rival = claims[gType]?.first(where: { !areRelated($0, type) }) {
            vsm_log_warning("VSM", """
                two Swift classes wrap \(String(cString: g_type_name(gType))): \(String(reflecting: rival)) \
                and \(String(reflecting: type)); an object keeps the class of its first wrapper, so \
                lookups through the other return nil
                """)
        }
        claims[gType, default: []].append(type)
    }

    /// How many classes claimed a GType.
    static var claimCount: Int { claims.values.reduce(0) { $0 + $1.count } }

    /// A GType that two or more unrelated Swift classes claim.
    struct Conflict: Equatable, CustomStringConvertible {
        /// The GType's name (`GdkFrameClock`).
        let typeName: String
        /// The claiming classes' full names, in claim order.
        let classNames: [String]

        var description: String { "\(typeName): \(classNames.joined(separator: ", "))" }
    }

    /// The GTypes claimed by classes unrelated to each other, counting `candidates` as
    /// claims too (without recording them), sorted by GType name.
    static func conflicts(including candidates: [Object.Type] = []) -> [Conflict] {
        var all = claims
        for candidate in candidates where !(all[candidate.gType] ?? []).contains(where: { $0 == candidate }) {
            all[candidate.gType, default: []].append(candidate)
        }
        return all.compactMap { gType, types -> Conflict? in
            let unrelated = types.contains { first in types.contains { !areRelated(first, $0) } }
            guard unrelated else { return nil }
            return Conflict(typeName: String(cString: g_type_name(gType)), classNames: types.map { String(reflecting: $0) })
        }.sorted { $0.typeName < $1.typeName }
    }

    /// Whether one class is the other or inherits from it (a Swift subclass of a wrapper
    /// that keeps its GType is the same wrapper, refined).
    private static func areRelated(_ first: Object.Type, _ second: Object.Type) -> Bool {
        inherits(first, from: second) || inherits(second, from: first)
    }

    private static func inherits(_ type: AnyClass, from ancestor: AnyClass) -> Bool {
        var current: AnyClass? = type
        while let candidate = current {
            if candidate == ancestor { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }
}
