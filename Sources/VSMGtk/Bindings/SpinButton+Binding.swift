import Gtk
import VSM

extension SpinButton {
    /// Keeps `SpinButton.value` and `binding` in sync in both directions, without
    /// feedback loops (the rules are on ``WidgetBinding``): the spin button shows the bound
    /// value, follows every change of it in the state, and sets the binding on each change by
    /// the user — after `dueTime` without another change, when given.
    ///
    /// The spin button clamps to its range and rounds to its digits: a state value outside
    /// them is shown clamped, and the action is not called for that (keep such values out of
    /// the state, or widen the range).
    @discardableResult
    public func bind(value binding: StateBinding<Double>, debounced dueTime: Duration? = nil) -> WidgetBinding {
        let sync = WidgetValueSync(
            binding: binding,
            dueTime: dueTime,
            read: { [weak self] in self?.value },
            write: { [weak self] in self?.value = $0 }
        )
        let connection = onValueChanged { _ in sync.widgetChanged() }
        return WidgetBinding(sync: sync, connection: connection)
    }

    /// ``bind(value:debounced:)-(_,Duration?)`` with the due time in seconds.
    @discardableResult
    public func bind(value binding: StateBinding<Double>, debounced dueTime: Double) -> WidgetBinding {
        bind(value: binding, debounced: Duration(debounceInterval: dueTime))
    }
}
