import CGLib

/// The C shape of a signal apart from its instance: what it returns and the types of the
/// arguments it passes, as `g_signal_query` reports them.
///
/// `description` reads like `(GParam) -> void`. Comparison with `accepts(_:)` is what
/// every connection and emission in this module checks before touching GLib.
public struct SignalSignature: Equatable, Sendable, CustomStringConvertible {
    /// The return `GType` (`G_TYPE_NONE` for `void`).
    public let returnType: GType
    /// The argument `GType`s after the instance, in order.
    public let parameterTypes: [GType]

    /// A signature from its parts (GTypes of the C signature, without the instance).
    public init(returning returnType: GType, parameters parameterTypes: [GType] = []) {
        self.returnType = returnType
        self.parameterTypes = parameterTypes
    }

    /// `() -> void`: `clicked`, `map`, `destroy`, `activate` of an entry or application.
    public static var void: SignalSignature { .init(returning: vsm_type_none()) }
    /// `() -> gboolean`: `close-request`.
    public static var boolean: SignalSignature { .init(returning: vsm_type_boolean()) }
    /// `(GParam) -> void`: `notify`.
    public static var notify: SignalSignature {
        .init(returning: vsm_type_none(), parameters: [vsm_type_param()])
    }
    /// `(GVariant) -> void`: `GSimpleAction::activate`.
    public static var variant: SignalSignature {
        .init(returning: vsm_type_none(), parameters: [vsm_type_variant()])
    }

    /// Whether a signal with signature `actual` can run a handler written for `self`:
    /// the same return type, the same number of arguments, and each argument of the
    /// expected type or a subtype of it.
    public func accepts(_ actual: SignalSignature) -> Bool {
        returnType == actual.returnType
            && parameterTypes.count == actual.parameterTypes.count
            && zip(actual.parameterTypes, parameterTypes).allSatisfy { g_type_is_a($0, $1) != 0 }
    }

    /// For example `(GParam) -> void`.
    public var description: String {
        let parameters = parameterTypes.map(Self.name).joined(separator: ", ")
        return "(\(parameters)) -> \(Self.name(returnType))"
    }

    private static func name(_ type: GType) -> String {
        g_type_name(type).map { String(cString: $0) } ?? "GType \(type)"
    }

    /// The signature of `detailedSignal` (`clicked`, `notify::label`) on `object`.
    /// Throws `SignalError.unknownSignal` for a name the type does not have, and
    /// `SignalError.unknownProperty` for a `notify::` detail naming no property.
    @MainActor
    static func of(_ detailedSignal: String, on object: Object) throws -> SignalSignature {
        var signalID: guint = 0
        var detail: GQuark = 0
        let instanceType = vsm_object_type(object.raw)
        // Forcing the detail's quark makes GLib refuse a detail on a signal without details
        // here, instead of accepting an unknown detail and warning at connection time.
        guard g_signal_parse_name(detailedSignal, instanceType, &signalID, &detail, 1) != 0,
              signalID != 0 else {
            throw SignalError.unknownSignal(signal: detailedSignal, typeName: object.typeName)
        }
        var query = GSignalQuery()
        g_signal_query(signalID, &query)
        let name = String(cString: query.signal_name)
        if name == "notify", let separator = detailedSignal.firstRange(of: "::") {
            let property = String(detailedSignal[separator.upperBound...])
            guard vsm_object_find_property(object.raw, property) != nil else {
                throw SignalError.unknownProperty(property: property, typeName: object.typeName)
            }
        }
        let parameters = (0..<Int(query.n_params)).map { vsm_signal_param_type(query.param_types[$0]) }
        return SignalSignature(returning: vsm_signal_param_type(query.return_type), parameters: parameters)
    }

    /// Throws `SignalError.signatureMismatch` unless `detailedSignal` on `object` accepts
    /// handlers of this signature (and the errors of `of(_:on:)`).
    @MainActor
    func check(_ detailedSignal: String, on object: Object) throws {
        let actual = try SignalSignature.of(detailedSignal, on: object)
        guard accepts(actual) else {
            throw SignalError.signatureMismatch(signal: detailedSignal, typeName: object.typeName,
                                                expected: description, actual: actual.description)
        }
    }
}
