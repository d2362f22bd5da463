import CGtk

/// A `GtkNoSelection`: rows cannot be selected (keyboard focus still moves between them).
@MainActor
public final class NoSelection: SelectionModel {
    /// Shows `store` without selection.
    public init(store: ListStore) {
        super.init(adoptingSelection: UnsafeMutableRawPointer(gtk_no_selection_new(Self.transferred(store))),
                   store: store)
    }

    required init(retaining pointer: UnsafeMutableRawPointer) {
        fatalError("a NoSelection is created with its store")
    }
}
