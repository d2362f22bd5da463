import CAdw
import Gtk

/// An `AdwWindowTitle`: a title and an optional subtitle for a header bar.
@MainActor
extension WindowTitle {

}
