import Foundation

/// A note as a Markdown file: the title as a level-one heading, a blank line, the body.
public enum NoteMarkdown {
    /// The file's text for `note`.
    public static func text(of note: Note) -> String {
        "# \(note.displayTitle)\n\n\(note.body)" + (note.body.hasSuffix("\n") || note.body.isEmpty ? "" : "\n")
    }

    /// The title and body of an imported file: a first line `# Title` is the title;
    /// otherwise the title is `fallbackTitle` (the file's name) and the whole text the body.
    public static func note(from text: String, fallbackTitle: String) -> (title: String, body: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, first.hasPrefix("# ") else { return (fallbackTitle, text) }
        lines.removeFirst()
        if lines.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeFirst() }
        var body = lines.joined(separator: "\n")
        if body.hasSuffix("\n") { body.removeLast() }
        return (first.dropFirst(2).trimmingCharacters(in: .whitespaces), body)
    }

    /// A file name for exporting `note`: its title without characters file systems refuse.
    public static func fileName(for note: Note) -> String {
        let safe = note.displayTitle.map { "/\\:*?\"<>|".contains($0) ? "-" : $0 }
        return String(safe) + ".md"
    }
}
