/// A user-visible message as written at a call site of ``localized(_:context:)`` or
/// ``localizedPlural(_:_:count:context:)``: a string literal, possibly with interpolations.
///
/// `localized("Could not save \(path).")` looks up the id `Could not save %@.` and puts
/// `path` into the translation, the way SwiftUI's `LocalizedStringKey` does on Apple
/// platforms; ``MessageFormat`` states the rule. Values are interpolated with
/// `String(describing:)`; format numbers for the locale first (``LocaleFormatter``).
///
/// Only literals convert to this type, which is what lets `make pot` find every message;
/// there is deliberately no initializer from a `String` value.
public struct LocalizableText: ExpressibleByStringInterpolation, Sendable, Hashable {
    /// The literal text around the interpolations (one more segment than ``arguments``).
    public let literals: [String]
    /// The interpolated values, in order, as text.
    public let arguments: [String]

    /// A literal without interpolations.
    public init(stringLiteral value: String) {
        literals = [value]
        arguments = []
    }

    /// A literal with interpolations.
    public init(stringInterpolation: Interpolation) {
        literals = stringInterpolation.literals
        arguments = stringInterpolation.arguments
    }

    /// Whether the message is a format (it interpolates values).
    public var isFormat: Bool { !arguments.isEmpty }

    /// The gettext message id (see ``MessageFormat``); `asFormat` forces format mode.
    public func messageID(asFormat: Bool = false) -> String {
        MessageFormat.messageID(literals: literals, placeholderCount: arguments.count, asFormat: asFormat)
    }

    /// Builds a ``LocalizableText`` from the segments of an interpolated literal.
    public struct Interpolation: StringInterpolationProtocol, Sendable {
        fileprivate var literals: [String] = [""]
        fileprivate var arguments: [String] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            arguments.reserveCapacity(interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            literals[literals.count - 1] += literal
        }

        /// Interpolates `value` as `String(describing: value)`.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            arguments.append(String(describing: value))
            literals.append("")
        }
    }
}
