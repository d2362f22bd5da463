import Gio
import Gtk
import NotesFeature

/// The app's `PreferencesStore`: the `io.github.vsmgtk.Notes` GSettings schema. Also where
/// the window keeps what is not a preference (the last open note, the sidebar's layout).
@MainActor
public final class SettingsPreferencesStore: PreferencesStore {
    /// The schema's id.
    public static let schemaID = "io.github.vsmgtk.Notes"
    /// The settings (tests change them from outside, as another process would).
    public let settings: Gio.Settings

    /// The store on `settings`.
    public init(settings: Gio.Settings) { self.settings = settings }

    /// The store on the installed schema (or `schemaDirectory`'s), in `backend`.
    public convenience init(schemaDirectory: String? = nil, backend: Gio.SettingsStorage = .default) throws {
        try self.init(settings: Gio.Settings(schemaID: Self.schemaID, schemaDirectory: schemaDirectory, backend: backend))
    }

    public func read() -> NotesPreferences {
        let order = (try? settings.value(String.self, forKey: "sort-order")).flatMap(NoteSortOrder.init(rawValue:))
        let size = (try? settings.value(Int32.self, forKey: "font-size")).map(Int.init)
        let opens = try? settings.value(Bool.self, forKey: "open-last-note")
        return NotesPreferences(sortOrder: order ?? .modified, fontSize: size ?? 12, opensLastNote: opens ?? true)
    }

    public func write(_ preferences: NotesPreferences) throws {
        try settings.set(preferences.sortOrder.rawValue, forKey: "sort-order")
        try settings.set(Int32(preferences.fontSize), forKey: "font-size")
        try settings.set(preferences.opensLastNote, forKey: "open-last-note")
    }

    /// The note open at quit, if any.
    public var lastNoteID: Int64? {
        get { (try? settings.value(Int32.self, forKey: "last-note")).flatMap { $0 > 0 ? Int64($0) : nil } }
        set { try? settings.set(Int32(clamping: newValue ?? 0), forKey: "last-note") }
    }

    /// The sidebar's layout at quit.
    public var layout: NotesLayout {
        get { (try? settings.value(String.self, forKey: "layout")).flatMap(NotesLayout.init(rawValue:)) ?? .list }
        set { try? settings.set(newValue.rawValue, forKey: "layout") }
    }

    /// Runs `handler` whenever a preference changes, whoever wrote it (this window, the
    /// preferences window, `gsettings` in a terminal).
    public func onPreferencesChanged(_ handler: @escaping @MainActor (NotesPreferences) -> Void) {
        for key in ["sort-order", "font-size", "open-last-note"] {
            _ = try? settings.onChanged(key) { [weak self] _ in
                guard let self else { return }
                handler(read())
            }
        }
    }
}
