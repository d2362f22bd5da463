/// Why a note could not be exported to, or imported from, a file: shown to the person.
public enum NoteFileError: Error, Equatable, Sendable {
    /// The chosen place cannot be written (no such folder, no permission, read-only disk).
    case unwritable(path: String, reason: String)
    /// The chosen file cannot be read.
    case unreadable(path: String, reason: String)
    /// The file is not UTF-8 text: importing it would garble it.
    case notUTF8(path: String)
    /// The file is larger than a note should be (`limit` bytes).
    case tooLarge(path: String, limit: Int)

    /// One sentence for the person, naming the file.
    public var message: String {
        switch self {
        case .unwritable(let path, let reason): "The note cannot be written to “\(path)”: \(reason)."
        case .unreadable(let path, let reason): "“\(path)” cannot be read: \(reason)."
        case .notUTF8(let path): "“\(path)” is not UTF-8 text. Only Markdown or plain text files can be imported."
        case .tooLarge(let path, let limit): "“\(path)” is larger than \(limit / 1_000_000) MB, too large for a note."
        }
    }
}
