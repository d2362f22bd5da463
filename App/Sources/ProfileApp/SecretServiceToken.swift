import CSecret
import Foundation

/// The server token kept in the desktop's Secret Service (GNOME Keyring and the like), the
/// way GNOME apps keep secrets: stored once per server URL, e.g. with
/// `secret-tool store --label="VSM Profile" xdg:schema io.github.vsmgtk.VSMProfile.ServerToken server URL`.
enum SecretServiceToken {
    /// How long the app waits for the Secret Service: a locked keyring may ask for its
    /// password, and the window must not wait on that.
    static let timeout: DispatchTimeInterval = .seconds(3)

    /// The token stored for `server`, or nil when there is none, no Secret Service runs, or it
    /// does not answer within ``timeout`` (then saving is refused with the server's reason).
    /// Blocks on D-Bus while the service answers; the app asks once, before its window opens.
    static func lookUp(server: URL) -> String? {
        var error: UnsafeMutablePointer<GError>?
        let cancellable = g_cancellable_new()
        defer { g_object_unref(cancellable) }
        // Cancelled from another thread when the service takes too long (the lookup blocks
        // this one). The timer holds a reference of its own, so it may fire after the lookup.
        let timerReference = UInt(bitPattern: g_object_ref(cancellable))
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
            let late = UnsafeMutableRawPointer(bitPattern: timerReference)
            g_cancellable_cancel(late?.assumingMemoryBound(to: GCancellable.self))
            g_object_unref(late)
        }
        let found = vsm_lookup_server_token(key(for: server), cancellable, &error)
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
