import CAdw
import Gtk

/// An `AdwActionRow`: a list row with a title, a subtitle and widgets at either end
/// (a location, a website, a switch).
@MainActor
extension ActionRow {

    /// Creates a row with `title` and `subtitle` (plain text: markup is not interpreted).
    public convenience init(title: String = "", subtitle: String = "") {
        self.init(retaining: adw_action_row_new())
        adw_preferences_row_set_use_markup(adwPointer(), 0)
        self.title = title
        self.subtitle = subtitle
    }

}
