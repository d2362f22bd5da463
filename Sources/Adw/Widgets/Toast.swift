import CAdw
import Gtk

/// An `AdwToast`: a short message shown over the content by a ``ToastOverlay``, with an
/// optional button ("Saved", "Undo").
///
/// Handlers run on the main actor, inside the emission. A toast is shown once: make a new
/// one for each message.
@MainActor
public final class Toast: Object {
    /// `adw_toast_get_type()`.
    override public class var gType: GType { adw_toast_get_type() }

    /// Creates a toast saying `title`, plain text: libadwaita 1.2 reads a toast's title as
    /// Pango markup, so the text is escaped (`<`, `&` show as typed).
    public convenience init(title: String) {
        self.init(retaining: UnsafeMutableRawPointer(adw_toast_new(Markup.escaped(title)))!)
    }

    /// The message as Pango markup (what ``init(title:)`` made of the plain text).
    public var titleMarkup: String {
        String(adwString: adw_toast_get_title(adwOpaque)) ?? ""
    }

    /// Replaces the message with the plain text `title` (escaped as in ``init(title:)``).
    public func setTitle(_ title: String) {
        adw_toast_set_title(adwOpaque, Markup.escaped(title))
    }

    /// The button's label; `nil` shows no button.
    public var buttonLabel: String? {
        get { String(adwString: adw_toast_get_button_label(adwOpaque)) }
        set { adw_toast_set_button_label(adwOpaque, newValue?.nulSafe) }
    }

    /// How long it shows, in seconds; 0 keeps it until dismissed.
    public var timeout: UInt32 {
        get { adw_toast_get_timeout(adwOpaque) }
        set { adw_toast_set_timeout(adwOpaque, newValue) }
    }

    /// Hides the toast now.
    public func dismiss() { adw_toast_dismiss(adwOpaque) }

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
