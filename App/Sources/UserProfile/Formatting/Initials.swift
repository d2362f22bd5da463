/// The letters an avatar shows when there is no picture: the first character of the first
/// word and of the last word, upper-cased ("Ada Lovelace" → "AL", "alice" → "A"), as
/// libadwaita's `AdwAvatar` derives them. Characters are grapheme clusters, so an emoji
/// or a letter with combining marks stays whole. Empty or blank text gives "".
public enum Initials {
    /// The initials of `name`.
    public static func of(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace })
        guard let first = words.first?.first else { return "" }
        guard words.count > 1, let last = words.last?.first else { return first.uppercased() }
        return first.uppercased() + last.uppercased()
    }
}
