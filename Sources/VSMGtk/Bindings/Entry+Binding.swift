import Gtk
import VSM

extension Editable {
    /// Keeps `text` and `binding` in sync in both directions, without feedback loops (the
    /// rules are on ``WidgetBinding``): the widget shows the bound text, follows every change
    /// of it in the state, and sets the binding on each edit — after the user paused for
    /// `dueTime`, when given. Works on every `Editable`: `Entry`, and libadwaita's
    /// `EntryRow` (the conformance is in `Adw`, so VSMGtk does not depend on libadwaita).
    ///
    /// ```swift
    /// outlets.usernameEntry.bind(text: $state.bind(\.draft, to: EditingState.changeDraft),
    ///                            debounced: .milliseconds(300))
    /// ```
    @discardableResult
    public func bind(text binding: StateBinding<String>, debounced dueTime: Duration? = nil) -> WidgetBinding {
        let sync = WidgetValueSync(
            binding: binding,
            dueTime: dueTime,
            read: { [weak self] in self?.text },
            write: { [weak self] in self?.text = $0 }
        )
        let connection = onTextChanged { sync.widgetChanged() }
        return WidgetBinding(sync: sync, connection: connection)
    }

    /// ``bind(text:debounced:)-(_,Duration?)`` with the due time in seconds, as on iOS
    /// (`debounced: 0.3`).
    @discardableResult
    public func bind(text binding: StateBinding<String>, debounced dueTime: Double) -> WidgetBinding {
        bind(text: binding, debounced: Duration(debounceInterval: dueTime))
    }
}
