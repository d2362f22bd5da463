import CGtk

/// A `GtkCheckButton`: a check box with an optional label (a radio button when grouped).
@MainActor
extension CheckButton {

    /// Creates an unchecked check button showing `label` as plain text (no mnemonic); the
    /// label is also its accessible name.
    public convenience init(label: String) {
        self.init(retaining: gtk_check_button_new_with_label(label.nulSafe))
    }

    /// Toggles the box as a click would (`gtk_widget_activate`): only when it and all its
    /// ancestors are sensitive and visible. Returns whether it toggled.
    @discardableResult
    public func performClick() -> Bool {
        guard isEffectivelySensitive, isVisible() else { return false }
        return gtk_widget_activate(widgetPointer) != 0
    }
}
