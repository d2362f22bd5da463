import Gtk
import VSM

/// The engine behind every ``WidgetBinding``: follows the state into the widget and sends
/// the widget's changes to the binding, without loops (see ``WidgetBinding`` for the rules).
///
/// Held by the widget's signal handler; holds the widget weakly (through `read`/`write`) and
/// the binding (hence its container) strongly.
@MainActor
final class WidgetValueSync<Value: Equatable>: WidgetValueSyncing {
    private let binding: StateBinding<Value>
    /// The widget's value, or `nil` once the widget is gone.
    private let read: @MainActor () -> Value?
    /// Shows a value in the widget (emits the widget's change signal).
    private let write: @MainActor (Value) -> Void
    private let dueTime: Duration?
    /// The bound value in the last state seen: only a change of it reaches the widget.
    private var lastStateValue: Value
    /// Set while the engine itself writes the widget, so the resulting signal is ignored.
    private var isWritingWidget = false
    /// Whether the widget signalled the engine's write while it was writing.
    private var sawEchoWhileWriting = false
    /// What the widget showed after a write whose change signal GLib deferred (a nested
    /// `notify` is queued until the handler that caused it returns): that signal is the
    /// engine's own echo, not an edit.
    private var deferredEcho: Value?
    private var token: StateObservationToken?
    /// Unique per engine, so debounced edits of two widgets never supersede each other.
    private let identifier: AnyHashable

    init(
        binding: StateBinding<Value>,
        dueTime: Duration?,
        read: @escaping @MainActor () -> Value?,
        write: @escaping @MainActor (Value) -> Void
    ) {
        self.binding = binding
        self.dueTime = dueTime
        self.read = read
        self.write = write
        self.identifier = WidgetEditIdentifier.next()
        self.lastStateValue = binding.wrappedValue
        show(lastStateValue)
        token = binding.observeChanges { [weak self] value in
            self?.stateChanged(to: value)
        }
    }

    /// The widget's change signal fired.
    func widgetChanged() {
        guard let value = read() else { return }
        if isWritingWidget {
            sawEchoWhileWriting = true
            return
        }
        if let echo = deferredEcho {
            deferredEcho = nil
            if echo == value { return }
        }
        if let dueTime {
            binding.set(value, debounced: dueTime, identifier: identifier)
        } else {
            binding.set(value)
        }
    }

    private func stateChanged(to value: Value) {
        guard value != lastStateValue else { return }
        lastStateValue = value
        // The state changed the value: an edit still waiting is older than this, drop it.
        binding.cancelPendingSet(identifier: identifier)
        show(value)
    }

    private func show(_ value: Value) {
        guard let current = read(), current != value else { return }
        isWritingWidget = true
        sawEchoWhileWriting = false
        write(value)
        isWritingWidget = false
        // Widgets may adjust what they are given (a spin button clamps): expect what it shows.
        deferredEcho = sawEchoWhileWriting ? nil : read()
    }

    func flush() {
        guard binding.hasPendingSet(identifier: identifier), let value = read() else { return }
        binding.cancelPendingSet(identifier: identifier)
        binding.set(value)
    }

    func stop() {
        token?.cancel()
        token = nil
        binding.cancelPendingSet(identifier: identifier)
    }
}

/// The debounce identifier of one widget binding.
struct WidgetEditIdentifier: Hashable, Sendable {
    let serial: UInt64

    @MainActor private static var issued: UInt64 = 0

    /// A serial never handed out before in this process.
    @MainActor
    static func next() -> WidgetEditIdentifier {
        issued &+= 1
        return WidgetEditIdentifier(serial: issued)
    }
}
