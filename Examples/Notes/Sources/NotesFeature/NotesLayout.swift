/// How the sidebar shows notes: rows of a list, or cards of a grid (toggled from the header).
public enum NotesLayout: String, CaseIterable, Sendable {
    case list
    case grid
}
