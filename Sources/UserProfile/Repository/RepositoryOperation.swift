/// The one-shot operations of a ``UserProfileRepository``; fault injection targets them by name.
public enum RepositoryOperation: String, CaseIterable, Sendable, CustomStringConvertible {
    case load
    case save
    case reload

    /// `load`, `save` or `reload`, as on the command line.
    public var description: String { rawValue }
}
