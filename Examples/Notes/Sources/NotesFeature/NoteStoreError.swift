/// Why the store could not do what was asked: shown to the person as `message`.
public enum NoteStoreError: Error, Equatable, Sendable {
    /// The data folder cannot be made or used (a file in its place, no permission).
    case unusableLocation(path: String, detail: String)
    /// The store file exists but is not a notes database (another program's file): left alone.
    case foreignFile(path: String)
    /// The store file is a notes database SQLite reports damaged: left alone.
    case damaged(path: String, detail: String)
    /// A read or write failed (disk full, read-only file, locked).
    case failed(detail: String)
    /// The note is no longer in the store (deleted elsewhere).
    case noSuchNote(id: Int64)

    /// One sentence for the person, saying what happened and where.
    public var message: String {
        switch self {
        case .unusableLocation(let path, let detail): "The notes folder “\(path)” cannot be used: \(detail)."
        case .foreignFile(let path): "“\(path)” is not a notes file. It was left unchanged."
        case .damaged(let path, let detail): "The notes file “\(path)” is damaged (\(detail)). It was left unchanged."
        case .failed(let detail): "The notes could not be stored: \(detail)."
        case .noSuchNote: "This note no longer exists."
        }
    }
}
