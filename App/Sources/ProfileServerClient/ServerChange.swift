/// One event of the server's stream of a user's changes (`GET /v1/users/{id}/events`).
public enum ServerChange: Sendable, Equatable {
    /// The profile is now at `version`; `eventID` resumes the stream after this event.
    case profile(version: Int64, eventID: String?)
    /// The posts are now at `version`.
    case posts(version: Int64, eventID: String?)
    /// The server may have missed changes (it lost its database's notifications, or the
    /// resume point is older than it keeps): read both resources again.
    case resync(eventID: String?)
}
