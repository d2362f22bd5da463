import CGtk

/// A `GtkSingleSelection`: at most one row is selected. GTK keeps the selection on the
/// same item when the model changes around it (also when the item is removed and
/// re-added in one splice).
@MainActor
public final class SingleSelection: SelectionModel {
    /// Shows `model` with single selection; nothing is selected at first (no autoselect).
    public init(model: any ListModel) {
        super.init(adoptingSelection: UnsafeMutableRawPointer(gtk_single_selection_new(Self.transferred(model))),
                   model: model)
        gtk_single_selection_set_autoselect(opaque, 0)
        gtk_single_selection_set_can_unselect(opaque, 1)
        gtk_single_selection_set_selected(opaque, GTK_INVALID_LIST_POSITION)
    }

    required init(retaining pointer: UnsafeMutableRawPointer) {
        fatalError("a SingleSelection is created with its model")
    }

    /// The selected position, or `nil` for none. Setting an out-of-range position
    /// selects nothing.
    public var selectedPosition: Int? {
        get {
            let position = gtk_single_selection_get_selected(opaque)
            return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
        }
        set {
            let position = newValue.flatMap { $0 >= 0 && $0 < model.itemCount ? guint($0) : nil }
            gtk_single_selection_set_selected(opaque, position ?? GTK_INVALID_LIST_POSITION)
        }
    }
}
