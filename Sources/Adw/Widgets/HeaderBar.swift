import CAdw
import Gtk

/// An `AdwHeaderBar`: the title bar of a libadwaita window, with the window's buttons.
@MainActor
extension HeaderBar {

}
