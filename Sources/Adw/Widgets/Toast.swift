import CAdw
import Gtk

/// An `AdwToast`: a short message shown over the content by a ``ToastOverlay``, with an
/// optional button ("Saved", "Undo").
///
/// Handlers run on the main actor, inside the emission. A toast is shown once: make a new
/// one for each message.
@MainActor
extension Toast {
    /// Creates a toast saying `text` literally: libadwaita 1.2 reads a toast's title as
    /// Pango markup, so the text is escaped (`<`, `&` show as typed). The generated
    /// `init(title:)` takes markup.
    public convenience init(text: String) {
        self.init(title: Markup.escaped(text))
    }

    /// Runs `handler` when the toast's button is clicked.
    @discardableResult
    public func onButtonClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectAdwVoid("button-clicked", handler)
    }

    /// Runs `handler` when the toast goes away (timeout, dismissal or its button).
    @discardableResult
    public func onDismissed(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectAdwVoid("dismissed", handler)
    }
}
