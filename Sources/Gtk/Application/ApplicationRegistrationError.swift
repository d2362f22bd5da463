/// `Application.register()` failed: GLib could not set the application up on the session
/// bus (for example the bus refused the name). `message` is GLib's reason.
public struct ApplicationRegistrationError: Error, Sendable, CustomStringConvertible {
    /// GLib's message.
    public let message: String

    /// An error carrying GLib's message.
    public init(message: String) {
        self.message = message
    }

    /// GLib's message.
    public var description: String { message }
}
