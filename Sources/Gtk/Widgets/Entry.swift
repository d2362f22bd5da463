import CGtk

/// A `GtkEntry`: a single-line text field.
@MainActor
open class Entry: Widget {
    /// `gtk_entry_get_type()`: typed builder lookups check objects against it.
    override open class var gType: GType { gtk_entry_get_type() }

    /// Creates an empty entry.
    public convenience init() {
        self.init(retaining: gtk_entry_new())
    }

    private var editable: OpaquePointer { opaque }

    /// The text, UTF-8, exactly as typed (embedded NULs cannot be entered and are
    /// replaced by U+FFFD when set from Swift).
    public var text: String {
        get { String(cString: gtk_editable_get_text(editable)) }
        set { gtk_editable_set_text(editable, newValue.nulSafe) }
    }

    /// Grey hint text shown while the entry is empty.
    public var placeholderText: String? {
        get { String(gString: gtk_entry_get_placeholder_text(cast())) }
        set { gtk_entry_set_placeholder_text(cast(), newValue?.nulSafe) }
    }

    /// Whether the user can edit the text.
    public var isEditable: Bool {
        get { gtk_editable_get_editable(editable) != 0 }
        set { gtk_editable_set_editable(editable, newValue ? 1 : 0) }
    }

    /// Maximum length in characters; 0 means no limit.
    public var maxLength: Int32 {
        get { gtk_entry_get_max_length(cast()) }
        set { gtk_entry_set_max_length(cast(), newValue) }
    }

    /// Runs `handler` when the user presses Enter in the entry.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("activate", handler)
    }

    /// Runs `handler` after every change of the text (typing or setting `text`).
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("changed", handler)
    }

    /// Emits `activate` as pressing Enter would (for tests).
    public func emitActivate() { emit("activate") }
}
