import Gtk

/// Builds the About dialog from `AppInfo`, so the version shown is the one
/// `--version` prints.
@MainActor
enum AboutDialogFactory {
    static func make() -> AboutDialog {
        let dialog = AboutDialog()
        dialog.programName = AppInfo.displayName
        dialog.version = AppInfo.version
        dialog.comments = "Load and edit your user profile.\nA reference app for the VSM architecture on GTK 4."
        dialog.website = AppInfo.website
        dialog.logoIconName = AppInfo.applicationID
        dialog.setLicense(.apache2)
        dialog.setAuthors(["The VSM for GTK contributors"])
        return dialog
    }
}
