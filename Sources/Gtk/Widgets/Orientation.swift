import CGtk

/// The direction a `Box` lays out its children.
public enum Orientation: Sendable {
    case horizontal
    case vertical

    var gtkValue: GtkOrientation {
        switch self {
        case .horizontal: GTK_ORIENTATION_HORIZONTAL
        case .vertical: GTK_ORIENTATION_VERTICAL
        }
    }
}
