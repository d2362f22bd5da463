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
}
