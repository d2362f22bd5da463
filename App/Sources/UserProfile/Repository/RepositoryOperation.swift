/// The one-shot operations of the repositories; fault injection targets them by name.
public enum RepositoryOperation: String, CaseIterable, Sendable, CustomStringConvertible {
    /// Reading the profile (``UserProfileRepository/load(userId:)``).
    case load
    /// Storing the username (``UserProfileRepository/save(_:userId:)``).
    case save
    /// Reading the profile again (``UserProfileRepository/reload(userId:)``).
    case reload
    /// Reading the posts, first or again (``PostsRepository/loadPosts(userId:)`` and
    /// ``PostsRepository/reloadPosts(userId:)``), independently of the profile.
    case posts

    /// `load`, `save`, `reload` or `posts`, as on the command line.
    public var description: String { rawValue }
}
