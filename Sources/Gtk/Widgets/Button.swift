import CGtk

/// A `GtkButton`.
@MainActor
extension Button {

    /// Whether an underscore in `label` marks the mnemonic (`_Retry`: Alt+R) instead of
    /// showing literally.
    public var usesUnderline: Bool {
        get { gtk_button_get_use_underline(cast()) != 0 }
        set { gtk_button_set_use_underline(cast(), newValue ? 1 : 0) }
    }

    /// Clicks the button as a user could: emits `clicked` only when the button and all
    /// its ancestors are sensitive and visible. Returns whether it clicked.
    @discardableResult
    public func performClick() -> Bool {
        guard isEffectivelySensitive, isVisible() else { return false }
        emitClicked()
        return true
    }

    /// Emits `clicked` unconditionally (like `gtk_widget_activate` in C tests).
    public func emitClicked() { emitKnown("clicked") }
}
