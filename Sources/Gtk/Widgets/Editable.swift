import CGtk

/// A widget that implements `GtkEditable`: text the user edits in place. `Entry` conforms
/// here, libadwaita's `EntryRow` in `Adw`; VSMGtk's `bind(text:debounced:)` works on any
/// of them, so a binding is written once and the module that defines it need not import
/// libadwaita.
///
/// Main actor only, like every widget.
@MainActor
public protocol Editable: Widget {
    /// The text shown. Setting it emits the change signals, as typing does.
    var text: String { get set }

    /// Runs `handler` once per change of ``text`` (`notify::text`): once per keystroke and
    /// once per `text =`, whoever made the change. The connection lives until the widget is
    /// finalized or it is disconnected.
    @discardableResult
    func onTextChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection
}

extension Editable {
    /// `notify::text`, which every `GtkEditable` has.
    @discardableResult
    public func onTextChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectKnown("notify::text", expecting: .notify) { _ in handler() }
    }
}

extension Entry: Editable {}
