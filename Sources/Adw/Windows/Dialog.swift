import CAdw
import Gtk

#if ADW_1_5
/// An `AdwDialog` (libadwaita 1.5): a dialog shown inside a window, as a floating sheet on a
/// wide window and a bottom sheet on a narrow one, instead of a window of its own.
///
/// ``present(over:)`` shows it over the window of a widget; closing it (Escape, its close
/// button, ``close()``) hides and then releases it, unless Swift still holds its wrapper.
/// Main actor only; handlers run on the main actor, inside the emission.
@MainActor
extension Dialog {

    private var dialog: UnsafeMutablePointer<AdwDialog> { adwPointer() }

    /// Shows the dialog over the window that holds `parent` (the widget itself, a window,
    /// or `nil` for a window of its own).
    public func present(over parent: Widget?) {
        adw_dialog_present(dialog, parent?.widgetPointer)
    }

    /// Runs `handler` each time the dialog has closed.
    @discardableResult
    public func onClosed(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectAdwVoid("closed", handler)
    }
}
#endif
