import CGLib

/// A `GError` from a C function that reported one (`GError **`): its domain, code and
/// message, copied so the Swift error outlives the C one.
public struct GLibError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The error domain's name (`g-io-error-quark`, `gtk-builder-error-quark`).
    public let domain: String
    /// The code within the domain (an enumeration's raw value).
    public let code: Int32
    /// The human-readable message.
    public let message: String

    /// An error from its parts.
    public init(domain: String, code: Int32, message: String) {
        self.domain = domain
        self.code = code
        self.message = message
    }

    /// Copies `error` and frees it (generated code owns the `GError` a call set).
    public init(taking error: UnsafeMutablePointer<GError>) {
        domain = g_quark_to_string(error.pointee.domain).map { String(cString: $0) } ?? "unknown domain"
        code = error.pointee.code
        message = error.pointee.message.map { String(cString: $0) } ?? ""
        g_error_free(error)
    }

    /// `<domain> <code>: <message>`.
    public var description: String { "\(domain) \(code): \(message)" }
}
