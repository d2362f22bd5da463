import CGtk
import Gtk

/// A wrapper class written outside the Gtk module, to test `Object.register(_:)`.
final class SwitchWrapper: Widget {
    override class var gType: GType { gtk_switch_get_type() }
}
