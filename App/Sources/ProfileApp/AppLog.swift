import Logging
import VSMGtk

/// The app's log of what goes wrong while it runs (a broken layout, a list it cannot show):
/// swift-log through GLib's structured log, domain `vsm-profile-gtk`, so the messages reach
/// the terminal and, under systemd, the journal with GTK's own. What the command line says
/// to the person who typed it (usage errors, startup failures) is printed instead.
enum AppLog {
    /// The logger; safe from any thread. It does not bootstrap swift-log for the process,
    /// so a library's own logging set-up (or a test's) stays as it is.
    static let logger = Logger(label: AppInfo.commandName, factory: GLibLogHandler.init(label:))
}
