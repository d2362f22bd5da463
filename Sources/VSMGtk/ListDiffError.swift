/// Why a list of rows was refused. The list on screen is left exactly as it was.
public enum ListDiffError: Error, Equatable, CustomStringConvertible {
    /// Two rows have the same id: rows are told apart only by id, so the list cannot
    /// know which one a widget shows.
    case duplicateID(id: String, firstIndex: Int, secondIndex: Int)

    /// A message naming the id and both positions.
    public var description: String {
        switch self {
        case .duplicateID(let id, let firstIndex, let secondIndex):
            "duplicate row id \(id) at positions \(firstIndex) and \(secondIndex): every row needs its own id"
        }
    }
}
