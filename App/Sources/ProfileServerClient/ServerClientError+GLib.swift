import CGLib
import GLib
import OpenAPIRuntime

extension ServerClientError {
    /// What a failure of the OpenAPI client or of libsoup means for the app. The OpenAPI
    /// client wraps the transport's error and its own decoding errors in `ClientError`.
    static func from(_ error: any Error) -> ServerClientError {
        if let error = error as? ServerClientError { return error }
        if let error = error as? ClientError {
            if let underlying = error.underlyingError as? GLibError { return from(glib: underlying) }
            if let underlying = error.underlyingError as? ServerClientError { return underlying }
            return .malformedAnswer(detail: String(describing: error.underlyingError))
        }
        if let error = error as? GLibError { return from(glib: error) }
        return .malformedAnswer(detail: String(describing: error))
    }

    private static func from(glib error: GLibError) -> ServerClientError {
        switch error.domain {
        case "g-io-error-quark":
            switch UInt32(bitPattern: error.code) {
            case G_IO_ERROR_TIMED_OUT.rawValue:
                return .timedOut
            case G_IO_ERROR_INVALID_DATA.rawValue, G_IO_ERROR_MESSAGE_TOO_LARGE.rawValue,
                 G_IO_ERROR_PARTIAL_INPUT.rawValue:
                return .malformedAnswer(detail: error.message)
            default:
                // Refused, unreachable, closed, reset, broken pipe, proxy failures …
                return .unreachable(detail: error.message)
            }
        case "g-tls-error-quark":
            return .untrustedCertificate(detail: error.message)
        case "g-resolver-error-quark":
            return .unreachable(detail: error.message)
        case "soup-session-error-quark":
            // Parsing and encoding errors: the peer does not speak the contract's HTTP.
            return .malformedAnswer(detail: error.message)
        default:
            return .unreachable(detail: error.message)
        }
    }
}
