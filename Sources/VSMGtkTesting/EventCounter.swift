import CGLib
import CGtk
import CGtkTesting

/// Counts the events GTK has delivered to one widget and the widgets inside it, so the kit can
/// wait until the events it injected have been handled — never for a fixed time.
///
/// Installs a capture-phase controller on the widget on first use; it sees every event
/// delivered to the widget or inside it before they do, and never stops one. No one counter
/// sees every event (see ``EventCounters``). Main thread only.
@MainActor
final class EventCounter {
    enum Kind: CaseIterable {
        case buttonPress, buttonRelease, keyPress, keyRelease, motion

        var cKind: VSMTestingEventKind {
            switch self {
            case .buttonPress: VSM_TESTING_EVENT_BUTTON_PRESS
            case .buttonRelease: VSM_TESTING_EVENT_BUTTON_RELEASE
            case .keyPress: VSM_TESTING_EVENT_KEY_PRESS
            case .keyRelease: VSM_TESTING_EVENT_KEY_RELEASE
            case .motion: VSM_TESTING_EVENT_MOTION
            }
        }
    }

    private let counter: OpaquePointer

    /// The counter of `widget` itself: the events delivered to it or to a widget inside it.
    init(on widget: WidgetTree.Pointer) {
        counter = vsm_testing_event_counter_for_widget(widget)
    }

    /// The counter of the native surface `widget` is drawn in (its window, or the popover it
    /// is in), when that belongs to a window; nil otherwise.
    convenience init?(nativeOf widget: WidgetTree.Pointer) {
        guard let root = gtk_widget_get_root(widget),
              vsm_instance_is_a(UnsafeMutableRawPointer(root), gtk_window_get_type()) != 0,
              let native = gtk_widget_get_native(widget)
        else { return nil }
        self.init(on: UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self))
    }

    isolated deinit {
        vsm_testing_event_counter_unref(counter)
    }

    func count(_ kind: Kind) -> UInt64 {
        UInt64(vsm_testing_event_count(counter, kind.cKind))
    }
}

/// The counters that may see one injected action, read from the moment this was made: the
/// action has reached GTK when any one of them has seen all its events.
///
/// No one counter sees everything: a popover is a surface of its own (a click in it, and a key
/// typed while it is open and grabs the keyboard, never pass its window's controllers), and a
/// libadwaita dialog shown inside a window (AdwDialog, 1.5 and newer) gets events the window's
/// capture phase does not see, which the widget they land on, or the focused one, does.
@MainActor
struct EventCounters {
    private let counters: [EventCounter]
    private let baselines: [[UInt64]]

    init(_ counters: [EventCounter]) {
        self.counters = counters
        baselines = counters.map { counter in EventCounter.Kind.allCases.map { counter.count($0) } }
    }

    /// For a click on `widget`: its native surface's counter (its window or popover) and its own.
    init?(clickOn widget: WidgetTree.Pointer) {
        guard let native = EventCounter(nativeOf: widget) else { return nil }
        self.init([native, EventCounter(on: widget)])
    }

    /// For keys typed into `window`: the window's counter, those of the popovers shown in it,
    /// and the focused widget's; nil when `window` is no GtkWindow.
    init?(keysInto window: WidgetTree.Pointer) {
        guard let own = EventCounter(nativeOf: window) else { return nil }
        let popovers = WidgetTree(roots: [window]).widgets.filter { widget in
            vsm_instance_is_a(UnsafeMutableRawPointer(widget), gtk_popover_get_type()) != 0
                && gtk_widget_get_mapped(widget) != 0
        }
        let focused = gtk_root_get_focus(OpaquePointer(window)).map { EventCounter(on: $0) }
        self.init([own] + popovers.compactMap { EventCounter(nativeOf: $0) } + (focused.map { [$0] } ?? []))
    }

    /// Whether one of the counters has seen at least `count` events of `kind` since this was made.
    func oneSaw(_ count: UInt64, of kind: EventCounter.Kind) -> Bool {
        let index = EventCounter.Kind.allCases.firstIndex(of: kind)!
        return zip(counters, baselines).contains { counter, baseline in
            counter.count(kind) >= baseline[index] + count
        }
    }
}
