import CAdw
import Gtk

/// An `AdwClamp`: keeps its child at a readable width, centred, however wide the window.
@MainActor
extension Clamp {

    /// Creates a clamp of `maximumSize` pixels.
    public convenience init(maximumSize: Int32 = 600) {
        self.init(retaining: adw_clamp_new())
        self.maximumSize = maximumSize
    }

}
