import CAdw
import Gtk

/// An `AdwEntryRow`: a list row that is a text field, its title shown as the placeholder
/// and above the text once typed (libadwaita 1.2).
@MainActor
extension EntryRow {

    /// Creates an empty row titled `title` (plain text).
    public convenience init(title: String = "") {
        self.init(retaining: adw_entry_row_new())
        adw_preferences_row_set_use_markup(adwPointer(), 0)
        adw_preferences_row_set_title(adwPointer(), title.nulSafe)
    }

    /// Emits `entry-activated` as pressing Enter would (for tests), as `Entry.emitActivate()`.
    public func emitActivate() {
        do {
            try emit("entry-activated")
        } catch {
            preconditionFailure("Adw module bug: \(error)")
        }
    }

    /// Runs `handler` whenever the text changes (`changed`, from the user or from code).
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectAdwVoid("changed", handler)
    }
}
