import Gtk

/// A Swift subclass of a generated class, written outside the Gtk module, to test
/// `Object.register(_:)`: once registered, objects of its GType first met through a getter
/// get this class. It keeps `Gtk.Switch`'s GType, so it is no second class for `GtkSwitch`.
final class SwitchWrapper: Gtk.Switch {}
