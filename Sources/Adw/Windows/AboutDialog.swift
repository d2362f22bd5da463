import CAdw
import Gtk

#if ADW_1_5
/// An `AdwAboutDialog` (libadwaita 1.5): the application's About dialog, shown over its
/// window (``Dialog/present(over:)``). It replaces `AboutWindow`, which libadwaita 1.6
/// deprecates. Main actor only.
@MainActor
extension AboutDialog {

    private var about: OpaquePointer { adwOpaque }

    /// The people who wrote it.
    public func setDevelopers(_ names: [String]) {
        withCStringArray(names) { adw_about_dialog_set_developers(about, $0) }
    }

}
#endif
