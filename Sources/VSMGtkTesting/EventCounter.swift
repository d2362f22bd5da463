import CGLib
import CGtk
import CGtkTesting

/// Counts the events GTK has delivered to one native surface (a window, or a popover: its
/// events never pass through its window's controllers), so the kit can wait until the events
/// it injected have been handled — never for a fixed time.
///
/// Installs a capture-phase controller on the native on first use; it sees every event of
/// that surface before any widget does and never stops one. Main thread only.
@MainActor
final class EventCounter {
    enum Kind {
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

    /// The counter of the native `widget` is drawn in (its window, or the popover it is in),
    /// when that native belongs to a window; nil otherwise.
    init?(nativeOf widget: WidgetTree.Pointer) {
        guard let root = gtk_widget_get_root(widget),
              vsm_instance_is_a(UnsafeMutableRawPointer(root), gtk_window_get_type()) != 0,
              let native = gtk_widget_get_native(widget)
        else { return nil }
        counter = vsm_testing_event_counter_for_native(native)
    }

    isolated deinit {
        vsm_testing_event_counter_unref(counter)
    }

    func count(_ kind: Kind) -> UInt64 {
        UInt64(vsm_testing_event_count(counter, kind.cKind))
    }
}

/// The counters of a window and of every popover shown in it: an open popover grabs the
/// keyboard, so a key typed then reaches the popover's surface, not the window's.
@MainActor
struct KeyboardEventCounters {
    private let counters: [EventCounter]

    /// The counters of `window` and its mapped popovers, or nil when `window` is no GtkWindow.
    init?(window: WidgetTree.Pointer) {
        guard let own = EventCounter(nativeOf: window) else { return nil }
        let popovers = WidgetTree(roots: [window]).widgets.filter { widget in
            vsm_instance_is_a(UnsafeMutableRawPointer(widget), gtk_popover_get_type()) != 0
                && gtk_widget_get_mapped(widget) != 0
        }
        counters = [own] + popovers.compactMap { EventCounter(nativeOf: $0) }
    }

    /// Events of `kind` delivered to the window and those popovers together.
    func count(_ kind: EventCounter.Kind) -> UInt64 {
        counters.reduce(0) { $0 + $1.count(kind) }
    }
}

