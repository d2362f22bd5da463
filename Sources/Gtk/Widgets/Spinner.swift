import CGtk

/// A `GtkSpinner`: an indeterminate activity indicator.
@MainActor
public final class Spinner: Widget {
    /// `gtk_spinner_get_type()`: typed builder lookups check objects against it.
    override public class var gType: GType { gtk_spinner_get_type() }

    /// Creates a stopped spinner.
    public convenience init() {
        self.init(retaining: gtk_spinner_new())
    }

    /// Whether the spinner animates.
    public var isSpinning: Bool {
        get { gtk_spinner_get_spinning(opaque) != 0 }
        set { gtk_spinner_set_spinning(opaque, newValue ? 1 : 0) }
    }

    /// Starts the animation.
    public func start() { gtk_spinner_start(opaque) }

    /// Stops the animation.
    public func stop() { gtk_spinner_stop(opaque) }
}
