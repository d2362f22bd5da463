import CGtk

/// A `GtkNoSelection`: rows cannot be selected (keyboard focus still moves between them).
@MainActor
public final class NoSelection: SelectionModel {
    /// Shows `model` without selection.
    public init(model: any ListModel) {
        super.init(adoptingSelection: UnsafeMutableRawPointer(gtk_no_selection_new(Self.transferred(model))),
                   model: model)
    }

    required init(retaining pointer: UnsafeMutableRawPointer) {
        fatalError("a NoSelection is created with its model")
    }
}
