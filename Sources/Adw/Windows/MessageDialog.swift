import Gtk

// libadwaita 1.6 deprecates this window in favour of `AlertDialog` (1.5): built against 1.6 or
// newer the module offers only the replacement, so nothing here warns.
#if !ADW_1_6

/// An `AdwMessageDialog` (libadwaita 1.2): a modal question with a heading, a body and a
/// row of response buttons. Its checked response API comes from
/// ``ResponseDialog``, which `AlertDialog` shares. Like every window, the dialog lives until
/// it is closed or destroyed, whether or not Swift keeps its wrapper (see `Object`).
extension MessageDialog: ResponseDialog {}
#endif
