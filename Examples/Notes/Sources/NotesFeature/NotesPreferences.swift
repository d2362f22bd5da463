/// The preferences window's view state: what the person chose. Kept in GSettings by the
/// app (a `PreferencesStore`); the notes window follows every change live.
public struct NotesPreferences: Equatable, Sendable {
    /// The font sizes the editor offers, in points.
    public static let fontSizes: ClosedRange<Int> = 8...32

    public let sortOrder: NoteSortOrder
    /// The editor's font size in points, within `fontSizes`.
    public let fontSize: Int
    /// Whether the note open at quit is opened again at the next start.
    public let opensLastNote: Bool

    public init(sortOrder: NoteSortOrder = .modified, fontSize: Int = 12, opensLastNote: Bool = true) {
        self.sortOrder = sortOrder
        self.fontSize = min(max(fontSize, Self.fontSizes.lowerBound), Self.fontSizes.upperBound)
        self.opensLastNote = opensLastNote
    }

    /// The actions of this state, writing through `store`.
    @MainActor
    public func model(store: any PreferencesStore) -> NotesPreferencesModel {
        NotesPreferencesModel(preferences: self, store: store)
    }
}
