import CGtk

/// Pango markup helpers, for the few GTK and libadwaita properties that only take markup.
public enum Markup {
    /// `text` with markup's special characters escaped (`<` → `&lt;`, `&` → `&amp;`), so
    /// it shows exactly as typed where markup is expected. Thread-safe.
    public static func escaped(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text.nulSafe, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}
