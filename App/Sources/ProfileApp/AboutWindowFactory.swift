import Adw
import Gtk
import Localization

#if ADW_1_5
/// The About dialog: libadwaita's `AdwAboutDialog` where the system has it (1.5), shown inside
/// the window; `AdwAboutWindow`, which 1.6 deprecates, on older systems.
typealias AboutView = Adw.AboutDialog
#else
/// The About window: libadwaita's `AdwAboutWindow` (its `AdwAboutDialog` needs 1.5).
typealias AboutView = AboutWindow
#endif

/// Builds the About dialog or window from `AppInfo`, so the version shown is the one
/// `--version` prints.
@MainActor
enum AboutWindowFactory {
    static func make() -> AboutView {
        let about = AboutView()
        about.applicationName = AppInfo.localizedDisplayName
        about.applicationIcon = applicationIconName()
        about.version = AppInfo.version
        about.comments = localized("Load and edit your user profile.\nA reference app for the VSM architecture on GTK 4.")
        about.website = AppInfo.website
        about.developerName = localized("The VSM for GTK contributors")
        about.licenseType = .apache20
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
