import CGtk

/// A `GtkSpinner`: an indeterminate activity indicator.
@MainActor
extension Spinner {

    /// Whether the spinner animates.
    public var isSpinning: Bool {
        get { gtk_spinner_get_spinning(opaque) != 0 }
        set { gtk_spinner_set_spinning(opaque, newValue ? 1 : 0) }
    }

}
