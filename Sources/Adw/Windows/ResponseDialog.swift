import GLib

/// What libadwaita's two question dialogs share: `MessageDialog` (libadwaita 1.2, deprecated
/// in 1.6) and `AlertDialog` (1.5), a heading, a body and a row of response buttons
/// ("Discard changes?" — Cancel / Discard).
///
/// Code that must build against both releases writes its dialog once against this protocol
/// and creates whichever type the system has. The requirements are the generated
/// bindings' own methods; this protocol adds, once for both types, a checked form of each
/// that takes an id the dialog may not have (C would log a critical).
///
/// Responses are identified by string ids (`cancel`, `discard`); the user choosing one emits
/// `response` with its id (`onResponse { dialog, id in }`) and closes the dialog, and closing it any other
/// way (Escape, the window manager) answers `closeResponse`. Heading and body are plain text:
/// nothing here turns markup on. Main actor only; handlers run on the main actor, inside the
/// emission.
@MainActor
public protocol ResponseDialog: GLib.Object {
    /// Adds a response button (unchecked: C logs a critical for an id it already has).
    func addResponse(_ id: String, label: String)
    /// Whether the dialog has a response with this id.
    func hasResponse(_ response: String) -> Bool
    /// The label of a response the dialog has.
    func getResponseLabel(_ response: String) -> String
    /// How a response the dialog has looks.
    func getResponseAppearance(_ response: String) -> ResponseAppearance
    /// Sets how a response the dialog has looks.
    func setResponseAppearance(_ response: String, appearance: ResponseAppearance)
    /// Whether a response the dialog has can be chosen.
    func getResponseEnabled(_ response: String) -> Bool
    /// Enables or disables a response the dialog has.
    func setResponseEnabled(_ response: String, enabled: Bool)
    /// Emits `response` with `response` as if the user had chosen it. Does not close the dialog.
    func response(_ response: String)
    /// Whether libadwaita reads the heading as Pango markup.
    var headingUseMarkup: Bool { get }
    /// Whether libadwaita reads the body as Pango markup.
    var bodyUseMarkup: Bool { get }
}

extension ResponseDialog {
    /// Whether libadwaita reads the heading or the body as Pango markup (never, unless
    /// changed: the convenience initializers keep both plain).
    public var usesMarkup: Bool { headingUseMarkup || bodyUseMarkup }

    /// Adds a response button at the end, labelled `label` (an underscore marks its
    /// mnemonic: `_Discard`). Ids must be unique within the dialog: adding an id it already
    /// has does nothing.
    public func addResponse(id: String, label: String) {
        guard !hasResponse(id) else { return }
        addResponse(id, label: label)
    }

    /// Whether the dialog has a response with this id.
    public func hasResponse(id: String) -> Bool {
        hasResponse(id)
    }

    /// The label of response `id`, or `nil` when there is no such response.
    public func responseLabel(id: String) -> String? {
        hasResponse(id) ? getResponseLabel(id) : nil
    }

    /// Sets how response `id`'s button looks (the suggested or a destructive action).
    /// Does nothing for an id the dialog does not have.
    public func setResponseAppearance(id: String, appearance: ResponseAppearance) {
        guard hasResponse(id) else { return }
        setResponseAppearance(id, appearance: appearance)
    }

    /// How response `id`'s button looks (`.default` for an unknown id).
    public func responseAppearance(id: String) -> ResponseAppearance {
        hasResponse(id) ? getResponseAppearance(id) : .default
    }

    /// Enables or disables response `id`'s button (a disabled one cannot be chosen, nor
    /// activated as the default). Does nothing for an id the dialog does not have.
    public func setResponseEnabled(id: String, enabled: Bool) {
        guard hasResponse(id) else { return }
        setResponseEnabled(id, enabled: enabled)
    }

    /// Whether response `id`'s button can be chosen (`false` for an unknown id).
    public func isResponseEnabled(id: String) -> Bool {
        hasResponse(id) && getResponseEnabled(id)
    }

    /// Runs `handler` with the dialog and the response's id each time the dialog answers: a
    /// button was chosen, the dialog was closed (`closeResponse`), or ``response(_:)`` was
    /// called. The same shape as each type's generated `onResponse`, for code written against
    /// the protocol; the dialog is passed weakly (the handler need not capture it).
    @discardableResult
    public func onResponse(_ handler: @escaping @MainActor (Self, String) -> Void) -> SignalConnection {
        do {
            return try connectReceivingString("response") { [weak self] id in
                guard let self else { return }
                handler(self, id)
            }
        } catch {
            preconditionFailure("Adw module bug: \(error)")
        }
    }
}
