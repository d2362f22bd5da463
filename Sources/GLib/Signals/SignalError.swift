/// Why a signal could not be connected or emitted. Thrown instead of connecting a handler
/// whose shape differs from what GLib would pass (which would crash at the first emission).
///
/// The `description` names the signal, the instance's GType and, for a mismatch, both
/// signatures, so the fix is clear from the message alone.
public enum SignalError: Error, Equatable, CustomStringConvertible {
    /// The instance's type has no signal of that name (or a detail was given to a signal
    /// that takes none).
    case unknownSignal(signal: String, typeName: String)
    /// The signal exists but passes other arguments or expects another return value than
    /// the handler has. Signatures read like `(GParam) -> void`, without the instance.
    case signatureMismatch(signal: String, typeName: String, expected: String, actual: String)
    /// `notify::<property>` or `onNotify(_:)` named a property the type does not have.
    case unknownProperty(property: String, typeName: String)

    /// One line naming the signal, the type and what differs.
    public var description: String {
        switch self {
        case let .unknownSignal(signal, typeName):
            "\(typeName) has no signal '\(signal)'"
        case let .signatureMismatch(signal, typeName, expected, actual):
            "signal '\(signal)' of \(typeName) has the signature \(actual), "
                + "but the handler or emission expects \(expected)"
        case let .unknownProperty(property, typeName):
            "\(typeName) has no property '\(property)'"
        }
    }
}
