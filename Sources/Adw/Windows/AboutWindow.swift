import CAdw
import Gtk

// libadwaita 1.6 deprecates this window in favour of `AboutDialog` (1.5): built against 1.6 or
// newer the module offers only the replacement, so nothing here warns.
#if !ADW_1_6

/// An `AdwAboutWindow` (libadwaita 1.2): the application's About window.
@MainActor
public final class AboutWindow: Window {
    /// `adw_about_window_get_type()`.
    override public class var gType: GType { adw_about_window_get_type() }

    /// Creates an About window (not yet shown). Declared here so that `AboutWindow()` never
    /// reaches `Window()`'s initializer, which would make a plain `GtkWindow`.
    public convenience init() {
        self.init(retaining: adw_about_window_new())
    }

    /// Creates an About window, modal and kept above `parent`.
    public convenience init(transientFor parent: Window) {
        self.init()
        setTransient(for: parent)
        isModal = true
    }

    /// The application's name.
    public var applicationName: String {
        get { String(adwString: adw_about_window_get_application_name(adwOpaque)) ?? "" }
        set { adw_about_window_set_application_name(adwOpaque, newValue.nulSafe) }
    }

    /// The themed icon shown at the top (the application id, by convention).
    public var applicationIcon: String {
        get { String(adwString: adw_about_window_get_application_icon(adwOpaque)) ?? "" }
        set { adw_about_window_set_application_icon(adwOpaque, newValue.nulSafe) }
    }

    /// The version.
    public var version: String {
        get { String(adwString: adw_about_window_get_version(adwOpaque)) ?? "" }
        set { adw_about_window_set_version(adwOpaque, newValue.nulSafe) }
    }

    /// Who made it.
    public var developerName: String {
        get { String(adwString: adw_about_window_get_developer_name(adwOpaque)) ?? "" }
        set { adw_about_window_set_developer_name(adwOpaque, newValue.nulSafe) }
    }

    /// A short description, shown under the name.
    public var comments: String {
        get { String(adwString: adw_about_window_get_comments(adwOpaque)) ?? "" }
        set { adw_about_window_set_comments(adwOpaque, newValue.nulSafe) }
    }

    /// The project's web site.
    public var website: String {
        get { String(adwString: adw_about_window_get_website(adwOpaque)) ?? "" }
        set { adw_about_window_set_website(adwOpaque, newValue.nulSafe) }
    }

    /// The people who wrote it.
    public func setDevelopers(_ names: [String]) {
        withCStringArray(names) { adw_about_window_set_developers(adwOpaque, $0) }
    }

    /// The license, one of those GTK knows by name (its text and link come from GTK).
    public func setLicenseType(_ license: Gtk.AboutDialog.License) {
        adw_about_window_set_license_type(adwOpaque, license.gtkValue)
    }
}
#endif
