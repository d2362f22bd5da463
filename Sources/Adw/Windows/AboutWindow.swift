import CAdw
import Gtk

// libadwaita 1.6 deprecates this window in favour of `AboutDialog` (1.5): built against 1.6 or
// newer the module offers only the replacement, so nothing here warns.
#if !ADW_1_6

/// An `AdwAboutWindow` (libadwaita 1.2): the application's About window.
@MainActor
extension AboutWindow {

    /// Creates an About window, modal and kept above `parent`.
    public convenience init(transientFor parent: Gtk.Window) {
        self.init()
        transientFor = parent
        modal = true
    }
}
#endif
