import CGLib

/// A `GListModel` implementation that a `SelectionModel` can show: `ListStore` or
/// `SourceListModel`. Main actor only.
@MainActor
public protocol ListModel: Object {}

extension ListModel {
    /// The number of items.
    public var itemCount: Int { Int(g_list_model_get_n_items(OpaquePointer(gObject))) }
}
