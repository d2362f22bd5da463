import Gtk
import VSM

extension CheckButton {
    /// Keeps `CheckButton.active` and `binding` in sync in both directions, without
    /// feedback loops (the rules are on ``WidgetBinding``): the box shows the bound value,
    /// follows every change of it in the state, and sets the binding on each toggle by the
    /// user — after `dueTime` without another toggle, when given.
    @discardableResult
    public func bind(active binding: StateBinding<Bool>, debounced dueTime: Duration? = nil) -> WidgetBinding {
        let sync = WidgetValueSync(
            binding: binding,
            dueTime: dueTime,
            read: { [weak self] in self?.active },
            write: { [weak self] in self?.active = $0 }
        )
        let connection = onToggled { _ in sync.widgetChanged() }
        return WidgetBinding(sync: sync, connection: connection)
    }

    /// ``bind(active:debounced:)-(_,Duration?)`` with the due time in seconds.
    @discardableResult
    public func bind(active binding: StateBinding<Bool>, debounced dueTime: Double) -> WidgetBinding {
        bind(active: binding, debounced: Duration(debounceInterval: dueTime))
    }
}
