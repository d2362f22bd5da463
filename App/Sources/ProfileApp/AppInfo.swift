import Localization

/// Fixed facts about the application: identity, name and version.
///
/// One place for the strings that the command line, the About dialog, the
/// window titles and the packaging metadata must agree on.
public enum AppInfo {
    /// The GApplication id, also the basename of the `.desktop` file and the icon.
    public static let applicationID = "io.github.vsmgtk.VSMProfile"
    /// The human-readable name shown in window titles and the About dialog.
    public static let displayName = "VSM Profile"
    /// ``displayName`` as the user's language writes it (the desktop file's `Name`).
    public static var localizedDisplayName: String { localized("VSM Profile") }
    /// The executable name used in usage lines and error messages.
    public static let commandName = "vsm-profile-gtk"
    /// The package version, printed by `--version` and shown in the About dialog.
    public static let version = "0.1.0"
    /// Where the project lives, shown in the About dialog.
    public static let website = "https://github.com/vsm-gtk/vsm-profile-gtk"
}
