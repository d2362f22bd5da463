/// How the sidebar orders notes after the pinned ones (a preference, kept in GSettings
/// under these raw values).
public enum NoteSortOrder: String, CaseIterable, Sendable {
    /// The most recently changed first.
    case modified
    /// The most recently created first.
    case created
    /// By title, A to Z, as the person's language sorts.
    case title

    /// The name the preferences' combo row shows.
    public var label: String {
        switch self {
        case .modified: "Last Modified"
        case .created: "Date Created"
        case .title: "Title"
        }
    }

    /// Whether `lhs` comes before `rhs` in this order; ties keep the newest id first, so the
    /// order is total and a list never reshuffles equal rows.
    func precedes(_ lhs: Note, _ rhs: Note) -> Bool {
        switch self {
        case .modified:
            if lhs.modified != rhs.modified { return lhs.modified > rhs.modified }
        case .created:
            if lhs.created != rhs.created { return lhs.created > rhs.created }
        case .title:
            let order = lhs.displayTitle.localizedStandardCompare(rhs.displayTitle)
            if order != .orderedSame { return order == .orderedAscending }
        }
        return lhs.id > rhs.id
    }
}
