import CGtk

/// A `GtkLabel`. Text is plain text unless `setMarkup(_:)` is called explicitly.
@MainActor
extension Label {

    /// Creates a label showing `text` literally (no markup, no mnemonics).
    public convenience init(_ text: String = "") {
        self.init(retaining: gtk_label_new(nil))
        gtk_label_set_text(opaque, text.nulSafe)
    }

    /// Whether wrapping may break inside a word when one word is wider than the line (a
    /// long URL, a 100 KB run without spaces): `PANGO_WRAP_WORD_CHAR`; else `PANGO_WRAP_WORD`.
    public var wrapsInsideWords: Bool {
        get { gtk_label_get_wrap_mode(opaque) == PANGO_WRAP_WORD_CHAR }
        set { gtk_label_set_wrap_mode(opaque, newValue ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_WORD) }
    }

}
