/// The actions of `NotesPreferences`: each writes the changed preferences and returns
/// them, or, when the write is refused, returns what is still stored (the window then
/// shows the truth, not the wish).
@MainActor
public struct NotesPreferencesModel {
    public let setSortOrder: (_ order: NoteSortOrder) -> NotesPreferences
    /// Sets the editor's font size, clamped to `NotesPreferences.fontSizes`.
    public let setFontSize: (_ points: Int) -> NotesPreferences
    public let setOpensLastNote: (_ opens: Bool) -> NotesPreferences

    init(preferences: NotesPreferences, store: any PreferencesStore) {
        func write(_ changed: NotesPreferences) -> NotesPreferences {
            do {
                try store.write(changed)
                return changed
            } catch {
                return store.read()
            }
        }
        setSortOrder = { order in
            write(NotesPreferences(sortOrder: order, fontSize: preferences.fontSize, opensLastNote: preferences.opensLastNote))
        }
        setFontSize = { points in
            write(NotesPreferences(sortOrder: preferences.sortOrder, fontSize: points, opensLastNote: preferences.opensLastNote))
        }
        setOpensLastNote = { opens in
            write(NotesPreferences(sortOrder: preferences.sortOrder, fontSize: preferences.fontSize, opensLastNote: opens))
        }
    }
}
