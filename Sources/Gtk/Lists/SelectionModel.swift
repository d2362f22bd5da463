import CGtk

/// A `GtkSelectionModel` over a `ListStore`: what a `ListView` shows and how its rows
/// are selected. Use `NoSelection` or `SingleSelection`.
///
/// The selection model keeps its own reference to the store. Main actor only.
@MainActor
public class SelectionModel: Object {
    /// The store whose items are shown.
    public let store: ListStore

    init(adoptingSelection pointer: UnsafeMutableRawPointer, store: ListStore) {
        self.store = store
        super.init(adopting: pointer)
    }

    required init(retaining pointer: UnsafeMutableRawPointer) {
        fatalError("a SelectionModel is created with its store")
    }

    /// Passes a new reference of `store` to a constructor documented as "transfer full".
    static func transferred(_ store: ListStore) -> OpaquePointer {
        g_object_ref(store.gObject)
        return store.opaque
    }
}
