import CAdw
import Gtk

// libadwaita 1.6 deprecates this window in favour of `AlertDialog` (1.5): built against 1.6 or
// newer the module offers only the replacement, so nothing here warns.
#if !ADW_1_6

/// An `AdwMessageDialog` (libadwaita 1.2): a modal question with a heading, a body and a
/// row of response buttons ("Discard changes?" — Cancel / Discard).
///
/// Responses are identified by string ids (`cancel`, `discard`); the user choosing one
/// emits `response` with its id (``onResponse(_:)``) and closes the dialog, and closing it
/// any other way (Escape, the window manager) answers ``closeResponse``. Heading and body
/// are plain text: this wrapper never turns markup on (libadwaita 1.2's default), so `<b>`
/// shows as typed. Like every window, the dialog lives until it is closed or destroyed,
/// whether or not Swift keeps its wrapper (see `Object`). Main actor only; handlers run on
/// the main actor, inside the emission.
@MainActor
extension MessageDialog {

    private var dialog: UnsafeMutablePointer<AdwMessageDialog> { adwPointer() }

    /// Whether libadwaita reads the heading or the body as Pango markup (never, unless
    /// changed in C: this wrapper keeps both plain).
    public var usesMarkup: Bool {
        adw_message_dialog_get_heading_use_markup(dialog) != 0 || adw_message_dialog_get_body_use_markup(dialog) != 0
    }

    // MARK: Responses

    /// Adds a response button at the end, labelled `label` (an underscore marks its
    /// mnemonic: `_Discard`). Ids must be unique within the dialog: adding an id it already
    /// has does nothing.
    public func addResponse(id: String, label: String) {
        guard !hasResponse(id: id) else { return }
        adw_message_dialog_add_response(dialog, id.nulSafe, label.nulSafe)
    }

    /// Whether the dialog has a response with this id.
    public func hasResponse(id: String) -> Bool {
        adw_message_dialog_has_response(dialog, id.nulSafe) != 0
    }

    /// The label of response `id`, or `nil` when there is no such response.
    public func responseLabel(id: String) -> String? {
        guard hasResponse(id: id) else { return nil }
        return String(adwString: adw_message_dialog_get_response_label(dialog, id.nulSafe))
    }

    /// Sets how response `id`'s button looks (the suggested or a destructive action).
    /// Does nothing for an id the dialog does not have.
    public func setResponseAppearance(id: String, appearance: ResponseAppearance) {
        guard hasResponse(id: id) else { return }
        adw_message_dialog_set_response_appearance(dialog, id.nulSafe, AdwResponseAppearance(rawValue: UInt32(bitPattern: appearance.rawValue)))
    }

    /// How response `id`'s button looks (`.default` for an unknown id).
    public func responseAppearance(id: String) -> ResponseAppearance {
        guard hasResponse(id: id) else { return .default }
        return ResponseAppearance(rawValue: Int32(bitPattern: adw_message_dialog_get_response_appearance(dialog, id.nulSafe).rawValue))
    }

    /// Enables or disables response `id`'s button (a disabled one cannot be chosen, nor
    /// activated as the default). Does nothing for an id the dialog does not have.
    public func setResponseEnabled(id: String, enabled: Bool) {
        guard hasResponse(id: id) else { return }
        adw_message_dialog_set_response_enabled(dialog, id.nulSafe, enabled ? 1 : 0)
    }

    /// Whether response `id`'s button can be chosen (`false` for an unknown id).
    public func isResponseEnabled(id: String) -> Bool {
        hasResponse(id: id) && adw_message_dialog_get_response_enabled(dialog, id.nulSafe) != 0
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

}
#endif
