import CGtk

/// A `GtkEntry`: a single-line text field.
@MainActor
public final class Entry: Widget {
    /// `gtk_entry_get_type()`: typed builder lookups check objects against it.
    override public class var gType: GType { gtk_entry_get_type() }

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
        connectKnown("activate", expecting: .void) { _ in handler() }
    }

    /// `onActivate(_:)` with a handler that receives the entry.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor (Entry) -> Void) -> SignalConnection {
        connectKnown("activate", withEmitter: handler)
    }

    /// Runs `handler` after every change of the text (typing or setting `text`).
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectKnown("changed", expecting: .void) { _ in handler() }
    }

    /// `onChanged(_:)` with a handler that receives the entry (read `entry.text` there
    /// without capturing the entry).
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor (Entry) -> Void) -> SignalConnection {
        connectKnown("changed", withEmitter: handler)
    }

    /// Runs `handler` once per change of ``text`` (`notify::text`): one call per keystroke and
    /// one per `text =`, where `onChanged(_:)` runs twice for a replacement (after the
    /// deletion, with the text empty, then after the insertion). What a binding wants.
    @discardableResult
    public func onTextChanged(_ handler: @escaping @MainActor (Entry) -> Void) -> SignalConnection {
        connectKnown("notify::text", expecting: .notify) { [weak self] _ in
            guard let self else { return }
            handler(self)
        }
    }

    /// Emits `activate` as pressing Enter would (for tests).
    public func emitActivate() { emitKnown("activate") }
}
