import CSecret
import Foundation

/// The server token kept in the desktop's Secret Service (GNOME Keyring and the like), the
/// way GNOME apps keep secrets: stored once per server URL, e.g. with
/// `secret-tool store --label="VSM Profile" xdg:schema io.github.vsmgtk.VSMProfile.ServerToken server URL`.
enum SecretServiceToken {
    /// The token stored for `server`, or nil when there is none or no Secret Service runs
    /// (then the app reads `--token-file`, or saves nothing). Blocks on D-Bus while the
    /// service answers; the app asks once, before its window opens.
    static func lookUp(server: URL) -> String? {
        var error: UnsafeMutablePointer<GError>?
        let found = vsm_lookup_server_token(key(for: server), nil, &error)
        if let error {
            AppLog.logger.info("no token from the Secret Service: \(String(cString: error.pointee.message))")
            g_error_free(error)
            return nil
        }
        guard let found else { return nil }
        defer { secret_password_free(found) }
        let token = String(cString: found).trimmingCharacters(in: .whitespacesAndNewlines)
        return token.isEmpty ? nil : token
    }

    /// The attribute a token is stored under: the server's URL without a trailing slash.
    static func key(for server: URL) -> String {
        var text = server.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        return text
    }
}
