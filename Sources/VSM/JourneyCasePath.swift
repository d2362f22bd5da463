/// The case path of a view state, as written into journey lines.
///
/// - An enum gives its case label (`loaded` for `.loaded(data)`); a payload that is itself
///   an enum nests (`loaded.ready`). Other payloads (models, data) are not looked into.
/// - A struct or class gives the case paths of its enum-typed stored properties, each
///   prefixed with the property name and joined by `,`
///   (`editingState.saving` for `EditUserProfileViewState`-like states); a struct with no
///   enum property gives its type name.
/// - Anything else gives its type name, so payload values (user data) never reach the file.
public enum JourneyCasePath {
    /// The case path of `value` (see the type's rules). Reflection: call it only while recording.
    public static func of(_ value: Any) -> String {
        of(value, typeName: nil)
    }

    /// ``of(_:)`` with `value`'s type name already known (naming a type demangles it, which
    /// costs microseconds; containers keep their state type's name).
    static func of(_ value: Any, typeName: String?) -> String {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .enum:
            return enumPath(value, mirror: mirror)
        case .struct, .class:
            let parts = mirror.children.compactMap { child -> String? in
                guard let label = child.label else { return nil }
                let childMirror = Mirror(reflecting: child.value)
                guard childMirror.displayStyle == .enum else { return nil }
                return "\(label).\(enumPath(child.value, mirror: childMirror))"
            }
            return parts.isEmpty ? typeName ?? String(describing: type(of: value)) : parts.joined(separator: ",")
        default:
            return typeName ?? String(describing: type(of: value))
        }
    }

    private static func enumPath(_ value: Any, mirror: Mirror) -> String {
        guard let payload = mirror.children.first else {
            // A case without payload describes itself as its name.
            return String(describing: value)
        }
        let label = payload.label ?? String(describing: value)
        let payloadMirror = Mirror(reflecting: payload.value)
        if payloadMirror.displayStyle == .enum {
            return "\(label).\(enumPath(payload.value, mirror: payloadMirror))"
        }
        return label
    }
}
