/// A user's profile as stored: what `GET …/profile` answers.
public struct ProfileRecord: Sendable, Equatable {
    public let id: Int64
    public let username: String
    public let displayName: String
    public let location: String
    public let website: String
    public let friendsCount: Int64
    /// The profile's version: its ETag.
    public let version: Int64
}

/// One post as stored.
public struct PostRecord: Sendable, Equatable {
    public let id: Int64
    public let body: String
    /// Seconds since 1970.
    public let postedAt: Double
}

/// A user's posts with their version, newest first.
public struct PostListRecord: Sendable, Equatable {
    public let posts: [PostRecord]
    /// The posts' version: their ETag.
    public let version: Int64
}

/// One logged change: its id is the event stream's `id:`.
public struct ChangeEventRecord: Sendable, Equatable {
    public let id: Int64
    public let resource: String
    public let version: Int64
}
