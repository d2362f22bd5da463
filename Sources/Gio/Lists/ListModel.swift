import CGLib

extension ListModel {
    /// The number of items (`g_list_model_get_n_items`).
    public var itemCount: Int { Int(g_list_model_get_n_items(OpaquePointer(gObject))) }
}
