import Adw
import CGtk
import Gtk
import Localization

/// Builds the About window (libadwaita's `AdwAboutWindow`) from `AppInfo`, so the version
/// shown is the one `--version` prints.
@MainActor
enum AboutWindowFactory {
    static func make() -> AboutWindow {
        let about = AboutWindow()
        about.applicationName = AppInfo.localizedDisplayName
        about.applicationIcon = applicationIconName()
        about.version = AppInfo.version
        about.comments = localized("Load and edit your user profile.\nA reference app for the VSM architecture on GTK 4.")
        about.website = AppInfo.website
        about.developerName = localized("The VSM for GTK contributors")
        about.setLicenseType(GTK_LICENSE_APACHE_2_0)
        return about
    }

    /// The app icon when the icon theme has it (installed package), else a generic
    /// one: from a source tree the icon is not installed, and GTK would show its
    /// "missing image" placeholder.
    static func applicationIconName() -> String {
        IconTheme.hasIcon(named: AppInfo.applicationID) ? AppInfo.applicationID : fallbackIconName
    }

    /// Shown when the app icon is not installed.
    static let fallbackIconName = "avatar-default-symbolic"
}
