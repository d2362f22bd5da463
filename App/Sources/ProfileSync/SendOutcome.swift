import UserProfile

/// What became of an attempt to send the pending username.
public enum SendOutcome: Sendable, Equatable {
    /// Nothing was pending.
    case nothingPending
    /// The server stored it; the profile as stored.
    case sent(UserData)
    /// The server could not be reached; it stays pending and is sent later.
    case stillPending
    /// The server answered but not usably (the token refused, an untrusted certificate, an
    /// answer the contract does not have), with a sentence saying why. The name stays
    /// pending, so nothing is lost if the cause is fixed; the save shows the reason.
    case failed(reason: String)
    /// The server's profile changed meanwhile to another username: the person decides
    /// (``SyncStatus/conflict``); it stays pending until then.
    case conflict(UsernameConflict)
    /// The server refused the name (taken, or against its rules); it was taken out of the
    /// outbox and the server's username is back in the cache.
    case refused(reason: String)
}
