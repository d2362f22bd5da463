import CAdw
import Gtk

/// An `AdwActionRow`: a list row with a title, a subtitle and widgets at either end
/// (a location, a website, a switch).
@MainActor
public final class ActionRow: Widget {
    /// `adw_action_row_get_type()`.
    override public class var gType: GType { adw_action_row_get_type() }

    /// Creates a row with `title` and `subtitle` (plain text: markup is not interpreted).
    public convenience init(title: String = "", subtitle: String = "") {
        self.init(retaining: adw_action_row_new())
        adw_preferences_row_set_use_markup(adwPointer(), 0)
        self.title = title
        self.subtitle = subtitle
    }

    /// The title (plain text).
    public var title: String {
        get { String(adwString: adw_preferences_row_get_title(adwPointer())) ?? "" }
        set { adw_preferences_row_set_title(adwPointer(), newValue.nulSafe) }
    }

    /// The subtitle (plain text); empty hides it.
    public var subtitle: String {
        get { String(adwString: adw_action_row_get_subtitle(adwPointer())) ?? "" }
        set { adw_action_row_set_subtitle(adwPointer(), newValue.nulSafe) }
    }

    /// Adds `widget` before the title.
    public func addPrefix(_ widget: Widget) { adw_action_row_add_prefix(adwPointer(), widget.widgetPointer) }

    /// Adds `widget` after the text.
    public func addSuffix(_ widget: Widget) { adw_action_row_add_suffix(adwPointer(), widget.widgetPointer) }

    /// Makes a click anywhere on the row activate `widget` (a button or switch inside it).
    public func setActivatableWidget(_ widget: Widget?) {
        adw_action_row_set_activatable_widget(adwPointer(), widget?.widgetPointer)
    }
}
