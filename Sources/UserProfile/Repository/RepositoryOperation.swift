/// The one-shot operations of a ``UserProfileRepository``; fault injection targets them by name.
public enum RepositoryOperation: String, CaseIterable, Sendable, CustomStringConvertible {
    case load
    case save
    case reload

    public var description: String { rawValue }
}
