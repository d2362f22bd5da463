import CAdw
import Gtk

/// An `AdwPreferencesGroup`: a titled group of rows, drawn as a boxed list.
@MainActor
extension PreferencesGroup {

    /// Creates a group with an optional title (empty shows none).
    public convenience init(title: String = "") {
        self.init(retaining: adw_preferences_group_new())
        self.title = title
    }

}
