import Gtk
import Localization

/// Builds the About dialog from `AppInfo`, so the version shown is the one
/// `--version` prints.
@MainActor
enum AboutDialogFactory {
    static func make() -> AboutDialog {
        let dialog = AboutDialog()
        dialog.programName = AppInfo.localizedDisplayName
        dialog.version = AppInfo.version
        dialog.comments = localized("Load and edit your user profile.\nA reference app for the VSM architecture on GTK 4.")
        dialog.website = AppInfo.website
        dialog.logoIconName = logoIconName()
        dialog.setLicense(.apache2)
        dialog.setAuthors([localized("The VSM for GTK contributors")])
        return dialog
    }

    /// The app icon when the icon theme has it (installed package), else a generic
    /// one: from a source tree the icon is not installed, and GTK would show its
    /// "missing image" placeholder.
    static func logoIconName() -> String {
        IconTheme.hasIcon(named: AppInfo.applicationID) ? AppInfo.applicationID : fallbackIconName
    }

    /// Shown when the app icon is not installed.
    static let fallbackIconName = "avatar-default-symbolic"
}
