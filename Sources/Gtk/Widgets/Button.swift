import CGtk

/// A `GtkButton`.
@MainActor
public final class Button: Widget {
    /// `gtk_button_get_type()`: typed builder lookups check objects against it.
    override public class var gType: GType { gtk_button_get_type() }

    /// Creates a button with a plain-text label (no mnemonic).
    public convenience init(label: String) {
        self.init(retaining: gtk_button_new_with_label(label.nulSafe))
    }

    /// Creates a button showing a named icon.
    public convenience init(iconName: String) {
        self.init(retaining: gtk_button_new_from_icon_name(iconName.nulSafe))
    }

    /// The label text (plain text), or `nil` when the button shows something else.
    public var label: String? {
        get { String(gString: gtk_button_get_label(cast())) }
        set { gtk_button_set_label(cast(), newValue?.nulSafe) }
    }

    /// Whether an underscore in `label` marks the mnemonic (`_Retry`: Alt+R) instead of
    /// showing literally.
    public var usesUnderline: Bool {
        get { gtk_button_get_use_underline(cast()) != 0 }
        set { gtk_button_set_use_underline(cast(), newValue ? 1 : 0) }
    }

    /// Shows a named icon instead of a label.
    public func setIconName(_ name: String) { gtk_button_set_icon_name(cast(), name.nulSafe) }

    /// Runs `handler` on every click (pointer, keyboard or `emitClicked`).
    @discardableResult
    public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectKnown("clicked", expecting: .void) { _ in handler() }
    }

    /// `onClicked(_:)` with a handler that receives the button.
    @discardableResult
    public func onClicked(_ handler: @escaping @MainActor (Button) -> Void) -> SignalConnection {
        connectKnown("clicked", withEmitter: handler)
    }

    /// Clicks the button as a user could: emits `clicked` only when the button and all
    /// its ancestors are sensitive and visible. Returns whether it clicked.
    @discardableResult
    public func performClick() -> Bool {
        guard isEffectivelySensitive, isDrawable else { return false }
        emitClicked()
        return true
    }

    /// Emits `clicked` unconditionally (like `gtk_widget_activate` in C tests).
    public func emitClicked() { emitKnown("clicked") }
}
