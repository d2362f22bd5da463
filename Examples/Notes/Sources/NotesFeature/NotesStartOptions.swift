/// How a freshly loaded library is shown: the preferences read at start.
public struct NotesStartOptions: Equatable, Sendable {
    public var sortOrder: NoteSortOrder
    public var layout: NotesLayout
    /// The note to select once loaded (the last one open, when the preference asks for it).
    public var selectedID: Int64?

    public init(sortOrder: NoteSortOrder = .modified, layout: NotesLayout = .list, selectedID: Int64? = nil) {
        self.sortOrder = sortOrder
        self.layout = layout
        self.selectedID = selectedID
    }
}
