import CAdw
import Gtk

#if ADW_1_5
/// An `AdwAlertDialog` (libadwaita 1.5): a question with a heading, a body and a row of
/// response buttons, shown over a window. It replaces `MessageDialog`, which libadwaita 1.6
/// deprecates; its checked response API comes from ``ResponseDialog``,
/// which both types share.
@MainActor
extension AlertDialog: ResponseDialog {
    /// Emits `response` with `id` as if the user had chosen it (`adw_alert_dialog_choose`
    /// is the asynchronous form), for code that answers on the user's behalf and for tests.
    /// Does not close the dialog.
    public func response(_ id: String) {
        vsm_adw_emit_string_signal(gObject, "response", id.nulSafe)
    }
}
#endif
