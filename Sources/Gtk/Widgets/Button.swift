import CGtk

/// A `GtkButton`.
@MainActor
extension Button {

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
