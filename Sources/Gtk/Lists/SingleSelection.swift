import CGtk

/// A `GtkSingleSelection`: at most one row is selected. GTK keeps the selection on the
/// same item when the model changes around it (also when the item is removed and
/// re-added in one splice).
@MainActor
extension SingleSelection {
    /// Shows `model` with single selection; nothing is selected at first (no autoselect),
    /// and the user can unselect.
    public convenience init(unselected model: any ListModel) {
        self.init(model: model)
        autoselect = false
        canUnselect = true
        gtk_single_selection_set_selected(opaque, GTK_INVALID_LIST_POSITION)
    }

    /// The selected position, or `nil` for none. Setting an out-of-range position
    /// selects nothing.
    public var selectedPosition: Int? {
        get {
            let position = gtk_single_selection_get_selected(opaque)
            return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
        }
        set {
            let position = newValue.flatMap { $0 >= 0 && $0 < Int(g_list_model_get_n_items(opaque)) ? guint($0) : nil }
            gtk_single_selection_set_selected(opaque, position ?? GTK_INVALID_LIST_POSITION)
        }
    }
}
