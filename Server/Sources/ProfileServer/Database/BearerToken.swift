import Foundation

/// A user's secret for writes: 32 random bytes from the system's generator (`getrandom`),
/// base64url-encoded without padding (43 characters). The database keeps only its SHA-256.
public struct BearerToken: Sendable, CustomStringConvertible {
    /// The text a client sends after `Bearer `.
    public let value: String

    /// A new random token.
    public static func random() -> BearerToken {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let base64 = Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
        return BearerToken(value: base64)
    }

    /// The token of an `Authorization` header (`Bearer <token>`, the scheme in any case), or nil
    /// when the header is missing, of another scheme or has no token.
    public static func fromAuthorization(_ header: String?) -> BearerToken? {
        guard let header else { return nil }
        let parts = header.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        let token = parts[1].trimmingCharacters(in: .whitespaces)
        guard !token.isEmpty, token.utf8.count <= 512 else { return nil }
        return BearerToken(value: token)
    }

    /// Never the secret itself: a token must not reach a log by accident.
    public var description: String { "BearerToken(…)" }
}
