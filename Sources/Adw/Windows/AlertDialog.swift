import CAdw
import Gtk

#if ADW_1_5
/// An `AdwAlertDialog` (libadwaita 1.5): a question with a heading, a body and a row of
/// response buttons ("Discard changes?" — Cancel / Discard), shown over a window. It
/// replaces `MessageDialog`, which libadwaita 1.6 deprecates, with the same API.
///
/// Responses are identified by string ids (`cancel`, `discard`); the user choosing one
/// emits `response` with its id (``onResponse(_:)``) and closes the dialog, and closing it
/// any other way (Escape) answers ``closeResponse``. Heading and body are plain text: this
/// wrapper never turns markup on. Main actor only; handlers run on the main actor, inside
/// the emission.
@MainActor
extension AlertDialog {

    private var dialog: UnsafeMutablePointer<AdwAlertDialog> { adwPointer() }

    /// Whether libadwaita reads the heading or the body as Pango markup (never, unless
    /// changed in C: this wrapper keeps both plain).
    public var usesMarkup: Bool {
        adw_alert_dialog_get_heading_use_markup(dialog) != 0 || adw_alert_dialog_get_body_use_markup(dialog) != 0
    }

    // MARK: Responses

    /// Adds a response button at the end, labelled `label` (an underscore marks its
    /// mnemonic: `_Discard`). Ids must be unique within the dialog: adding an id it already
    /// has does nothing.
    public func addResponse(id: String, label: String) {
        guard !hasResponse(id: id) else { return }
        adw_alert_dialog_add_response(dialog, id.nulSafe, label.nulSafe)
    }

    /// Whether the dialog has a response with this id.
    public func hasResponse(id: String) -> Bool {
        adw_alert_dialog_has_response(dialog, id.nulSafe) != 0
    }

    /// The label of response `id`, or `nil` when there is no such response.
    public func responseLabel(id: String) -> String? {
        guard hasResponse(id: id) else { return nil }
        return String(adwString: adw_alert_dialog_get_response_label(dialog, id.nulSafe))
    }

    /// Sets how response `id`'s button looks (the suggested or a destructive action).
    /// Does nothing for an id the dialog does not have.
    public func setResponseAppearance(id: String, appearance: ResponseAppearance) {
        guard hasResponse(id: id) else { return }
        adw_alert_dialog_set_response_appearance(dialog, id.nulSafe, AdwResponseAppearance(rawValue: UInt32(bitPattern: appearance.rawValue)))
    }

    /// How response `id`'s button looks (`.default` for an unknown id).
    public func responseAppearance(id: String) -> ResponseAppearance {
        guard hasResponse(id: id) else { return .default }
        return ResponseAppearance(rawValue: Int32(bitPattern: adw_alert_dialog_get_response_appearance(dialog, id.nulSafe).rawValue))
    }

    /// Enables or disables response `id`'s button (a disabled one cannot be chosen, nor
    /// activated as the default). Does nothing for an id the dialog does not have.
    public func setResponseEnabled(id: String, enabled: Bool) {
        guard hasResponse(id: id) else { return }
        adw_alert_dialog_set_response_enabled(dialog, id.nulSafe, enabled ? 1 : 0)
    }

    /// Whether response `id`'s button can be chosen (`false` for an unknown id).
    public func isResponseEnabled(id: String) -> Bool {
        hasResponse(id: id) && adw_alert_dialog_get_response_enabled(dialog, id.nulSafe) != 0
    }

    /// Runs `handler` with the response's id each time the dialog answers: a button was
    /// chosen, the dialog was closed (``closeResponse``), or ``response(_:)`` was called.
    @discardableResult
    public func onResponse(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        do {
            return try connectReceivingString("response", handler)
        } catch {
            preconditionFailure("Adw module bug: \(error)")
        }
    }

    /// Emits `response` with `id` as if the user had chosen it (`adw_alert_dialog_choose`
    /// is the asynchronous form), for code that answers on the user's behalf and for tests.
    /// Does not close the dialog.
    public func response(_ id: String) {
        vsm_adw_emit_string_signal(gObject, "response", id.nulSafe)
    }
}
#endif
