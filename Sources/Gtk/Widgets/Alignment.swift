import CGtk

/// Where a widget sits in the space its parent gives it (`GtkAlign`).
public enum Alignment: Sendable, Equatable {
    /// Takes the whole space (the default).
    case fill
    /// At the start (left in left-to-right text), at its natural size.
    case start
    /// At the end, at its natural size.
    case end
    /// Centred, at its natural size.
    case center

    var gtkValue: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        }
    }

    /// GTK's value; `GTK_ALIGN_BASELINE` (not offered here) reads as `.fill`.
    init(_ align: GtkAlign) {
        switch align {
        case GTK_ALIGN_START: self = .start
        case GTK_ALIGN_END: self = .end
        case GTK_ALIGN_CENTER: self = .center
        default: self = .fill
        }
    }
}
