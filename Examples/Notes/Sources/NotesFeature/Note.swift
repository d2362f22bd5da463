import Foundation

/// One note: a row of the sidebar and the content of the editor, told apart by `id`
/// (what the list diffs by, so a row keeps its widget while its note is edited).
public struct Note: Identifiable, Equatable, Sendable {
    public let id: Int64
    public var title: String
    public var body: String
    public var isPinned: Bool
    public let created: Date
    public var modified: Date

    public init(id: Int64, title: String, body: String, isPinned: Bool, created: Date, modified: Date) {
        self.id = id
        self.title = title
        self.body = body
        self.isPinned = isPinned
        self.created = created
        self.modified = modified
    }

    /// What the sidebar and the window title call the note: its title, or "Untitled" for a
    /// blank one, so a new note is never an empty row.
    public var displayTitle: String {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? "Untitled" : trimmed
    }

    /// The first line of the body with text, shown under the title in the sidebar.
    public var preview: String {
        body.split(whereSeparator: \.isNewline).lazy
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .first { !$0.isEmpty } ?? ""
    }

    /// Whether a search for `query` (already trimmed) finds this note, in its title or body,
    /// ignoring case.
    func matches(_ query: String) -> Bool {
        query.isEmpty || title.localizedCaseInsensitiveContains(query) || body.localizedCaseInsensitiveContains(query)
    }
}
