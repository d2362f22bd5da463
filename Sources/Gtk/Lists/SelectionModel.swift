import CGtk

/// A `GtkSelectionModel` over a `ListModel`: what a `ListView` shows and how its rows
/// are selected. Use `NoSelection` or `SingleSelection`.
///
/// The selection model keeps its own reference to the model. Main actor only.
@MainActor
public class SelectionModel: Object {
    /// The model whose items are shown.
    public let model: any ListModel

    init(adoptingSelection pointer: UnsafeMutableRawPointer, model: any ListModel) {
        self.model = model
        super.init(adopting: pointer)
    }

    required init(retaining pointer: UnsafeMutableRawPointer) {
        fatalError("a SelectionModel is created with its model")
    }

    /// Passes a new reference of `model` to a constructor documented as "transfer full".
    static func transferred(_ model: any ListModel) -> OpaquePointer {
        g_object_ref(model.gObject)
        return OpaquePointer(model.gObject)
    }
}
