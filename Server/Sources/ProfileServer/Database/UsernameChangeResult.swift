/// What a conditional username change did.
public enum UsernameChangeResult: Sendable, Equatable {
    /// Applied; the profile at its new version.
    case changed(ProfileRecord)
    /// Not applied: the profile is at another version than expected; the current profile.
    case stale(ProfileRecord)
    /// Not applied: another user has this username.
    case taken
    /// No user has this id.
    case notFound
}
