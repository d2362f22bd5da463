import CGtk

/// A `GtkLabel`. Text is plain text unless `setMarkup(_:)` is called explicitly.
@MainActor
extension Label {

    /// Creates a label showing `text` literally (no markup, no mnemonics).
    public convenience init(_ text: String = "") {
        self.init(retaining: gtk_label_new(nil))
        gtk_label_set_text(opaque, text.nulSafe)
    }

    /// Whether long text wraps onto several lines.
    public var wraps: Bool {
        get { gtk_label_get_wrap(opaque) != 0 }
        set { gtk_label_set_wrap(opaque, newValue ? 1 : 0) }
    }

    /// Whether wrapping may break inside a word when one word is wider than the line (a
    /// long URL, a 100 KB run without spaces): `PANGO_WRAP_WORD_CHAR`; else `PANGO_WRAP_WORD`.
    public var wrapsInsideWords: Bool {
        get { gtk_label_get_wrap_mode(opaque) == PANGO_WRAP_WORD_CHAR }
        set { gtk_label_set_wrap_mode(opaque, newValue ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_WORD) }
    }

    /// Whether the user can select (and copy) the text.
    public var isSelectable: Bool {
        get { gtk_label_get_selectable(opaque) != 0 }
        set { gtk_label_set_selectable(opaque, newValue ? 1 : 0) }
    }

    /// Horizontal alignment of the text, 0 (start) to 1 (end).
    public var xAlign: Float {
        get { gtk_label_get_xalign(opaque) }
        set { gtk_label_set_xalign(opaque, newValue) }
    }

    /// The width the label asks for, in average characters (`width-chars`); -1, the
    /// default, asks for the text's own width. An empty label with a width keeps that
    /// width and one line's height (placeholders).
    public var widthCharacters: Int32 {
        get { gtk_label_get_width_chars(opaque) }
        set { gtk_label_set_width_chars(opaque, newValue) }
    }

    /// The widest the label asks to be, in average characters (`max-width-chars`); -1, the
    /// default, has no limit. With ``widthCharacters`` set too, a wrapping label skips
    /// GTK's search for its narrowest width, which lays the text out once per character and
    /// so takes seconds for a long text (docs/Benchmarks.md, "GTK layer", has the figures).
    public var maximumWidthCharacters: Int32 {
        get { gtk_label_get_max_width_chars(opaque) }
        set { gtk_label_set_max_width_chars(opaque, newValue) }
    }

    /// Whether the label interprets its text as markup (false after setting `text`).
    public var usesMarkup: Bool { gtk_label_get_use_markup(opaque) != 0 }
}
