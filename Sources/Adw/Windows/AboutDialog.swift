import CAdw
import Gtk

#if ADW_1_5
/// An `AdwAboutDialog` (libadwaita 1.5): the application's About dialog, shown over its
/// window (``Dialog/present(over:)``). It replaces `AboutWindow`, which libadwaita 1.6
/// deprecates. Main actor only.
@MainActor
public final class AboutDialog: Dialog {
    /// `adw_about_dialog_get_type()`.
    override public class var gType: GType { adw_about_dialog_get_type() }

    /// Creates an About dialog (not yet shown). Declared here so that `AboutDialog()` never
    /// reaches `Widget()`'s initializer.
    public convenience init() {
        AdwRuntime.registerWrappers()
        self.init(retaining: adw_about_dialog_new())
    }

    private var about: OpaquePointer { adwOpaque }

    /// The application's name.
    public var applicationName: String {
        get { String(adwString: adw_about_dialog_get_application_name(about)) ?? "" }
        set { adw_about_dialog_set_application_name(about, newValue.nulSafe) }
    }

    /// The themed icon shown at the top (the application id, by convention).
    public var applicationIcon: String {
        get { String(adwString: adw_about_dialog_get_application_icon(about)) ?? "" }
        set { adw_about_dialog_set_application_icon(about, newValue.nulSafe) }
    }

    /// The version.
    public var version: String {
        get { String(adwString: adw_about_dialog_get_version(about)) ?? "" }
        set { adw_about_dialog_set_version(about, newValue.nulSafe) }
    }

    /// Who made it.
    public var developerName: String {
        get { String(adwString: adw_about_dialog_get_developer_name(about)) ?? "" }
        set { adw_about_dialog_set_developer_name(about, newValue.nulSafe) }
    }

    /// A short description, shown under the name.
    public var comments: String {
        get { String(adwString: adw_about_dialog_get_comments(about)) ?? "" }
        set { adw_about_dialog_set_comments(about, newValue.nulSafe) }
    }

    /// The project's web site.
    public var website: String {
        get { String(adwString: adw_about_dialog_get_website(about)) ?? "" }
        set { adw_about_dialog_set_website(about, newValue.nulSafe) }
    }

    /// The people who wrote it.
    public func setDevelopers(_ names: [String]) {
        withCStringArray(names) { adw_about_dialog_set_developers(about, $0) }
    }

    /// The license, one of those GTK knows by name (its text and link come from GTK).
    public func setLicenseType(_ license: Gtk.AboutDialog.License) {
        adw_about_dialog_set_license_type(about, license.gtkValue)
    }
}
#endif
