import CAdw
import Gtk

/// An `AdwPreferencesGroup`: a titled group of rows, drawn as a boxed list.
@MainActor
public final class PreferencesGroup: Widget {
    /// `adw_preferences_group_get_type()`.
    override public class var gType: GType { adw_preferences_group_get_type() }

    /// Creates a group with an optional title (empty shows none).
    public convenience init(title: String = "") {
        self.init(retaining: adw_preferences_group_new())
        self.title = title
    }

    /// The group's title.
    public var title: String {
        get { String(adwString: adw_preferences_group_get_title(adwPointer())) ?? "" }
        set { adw_preferences_group_set_title(adwPointer(), newValue.nulSafe) }
    }

    /// Adds a row (an ``ActionRow``, an ``EntryRow``) at the end.
    public func add(_ row: Widget) { adw_preferences_group_add(adwPointer(), row.widgetPointer) }

    /// Removes a row added with ``add(_:)``.
    public func remove(_ row: Widget) { adw_preferences_group_remove(adwPointer(), row.widgetPointer) }
}
