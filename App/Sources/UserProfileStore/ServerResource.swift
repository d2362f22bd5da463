/// What the profile server versions separately for each user, and so what the server
/// cache records a server version of.
public enum ServerResource: String, Sendable, CaseIterable {
    /// The profile row (username, names, details).
    case profile
    /// The user's posts, as a whole.
    case posts
}
