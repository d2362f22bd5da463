import Foundation

/// A username change the person made that the server has not stored yet: the outbox row
/// of one profile (``ServerCache/pendingChange(userId:)``). There is at most one per
/// profile; a newer edit replaces it.
///
/// Equality is exact, like `UserData`'s: the same UTF-8 bytes of `username`.
public struct PendingUsernameChange: Sendable, Equatable {
    /// The name to send, exactly as the person typed it (already validated).
    public var username: String
    /// The server version of the profile the person edited, for a conditional request;
    /// nil when the profile had no server copy then.
    public var baseVersion: Int64?
    /// When the change was queued, in whole seconds.
    public var queuedAt: Date

    /// A pending change; no validation here (the store refuses an empty name).
    public init(username: String, baseVersion: Int64?, queuedAt: Date) {
        self.username = username
        self.baseVersion = baseVersion
        self.queuedAt = queuedAt
    }

    /// Exact equality: the same bytes in `username`, the same base version and date.
    public static func == (lhs: PendingUsernameChange, rhs: PendingUsernameChange) -> Bool {
        lhs.username.utf8.elementsEqual(rhs.username.utf8)
            && lhs.baseVersion == rhs.baseVersion
            && lhs.queuedAt == rhs.queuedAt
    }
}
