import Gtk
import VSM

/// A live two-way connection between a widget's value and a `StateBinding` (VSM), returned by
/// `bind(text:debounced:)` (an `Editable`: `Entry`, libadwaita's `EntryRow`),
/// `CheckButton.bind(active:debounced:)` and `SpinButton.bind(value:debounced:)`.
///
/// Guarantees, for every widget binding:
/// - **State → widget.** When bound, the widget shows the bound value of the current state.
///   After each state change in which the bound value *changed*, the widget shows the new
///   value. A change that leaves the value as it was does not touch the widget, so text the
///   user typed and the action did not take (a rejected username, an edit still waiting for
///   its debounce) stays on screen.
/// - **Widget → state.** Each change the user makes (or code outside the binding makes) sets
///   the binding once with the widget's new value, which observes the bound action.
/// - **No feedback loop.** Showing a state in the widget never sets the binding: a render or
///   an external change cannot call the action, and an action's own state does not call it
///   again.
/// - **Debounce.** With a due time, widget changes set the binding only after the user
///   paused that long (the last value wins; superseded values are never set). A change of
///   the bound value in the state while an edit waits drops that edit (the state wins).
///   ``flush()`` sets a waiting edit at once.
/// - **Lifetime.** The connection lives as long as the widget (its signal handler holds it)
///   or until ``unbind()``. The widget is held weakly; the binding's container strongly,
///   until the widget is finalized. Main actor only.
@MainActor
public final class WidgetBinding {
    private weak var sync: (any WidgetValueSyncing)?
    private let connection: SignalConnection

    init(sync: any WidgetValueSyncing, connection: SignalConnection) {
        self.sync = sync
        self.connection = connection
    }

    /// Whether the widget and the state are still connected.
    public var isBound: Bool {
        sync != nil && connection.isConnected
    }

    /// Sets a debounced edit that is still waiting, now (for example before a Save action
    /// that reads the bound value). Does nothing when none waits.
    public func flush() {
        sync?.flush()
    }

    /// Disconnects both directions and drops a waiting debounced edit. Idempotent.
    public func unbind() {
        sync?.stop()
        connection.disconnect()
    }
}

/// What ``WidgetBinding`` needs from the value-specific engine.
@MainActor
protocol WidgetValueSyncing: AnyObject {
    func flush()
    func stop()
}
