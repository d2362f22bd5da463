import CGLib
import CGtk
import CGtkTesting

/// Counts the events GTK has delivered to one window (and its popovers), so the kit can wait
/// until the events it injected have been handled — never for a fixed time.
///
/// Installs a capture-phase controller on the window on first use; it sees every event
/// before any widget does and never stops one. Main thread only.
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

    /// The counter of the window `widget` is in (its root).
    init?(windowOf widget: WidgetTree.Pointer) {
        guard let root = gtk_widget_get_root(widget),
              vsm_instance_is_a(UnsafeMutableRawPointer(root), gtk_window_get_type()) != 0
        else { return nil }
        let window = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)
        counter = vsm_testing_event_counter_for_window(window)
    }

    isolated deinit {
        vsm_testing_event_counter_unref(counter)
    }

    func count(_ kind: Kind) -> UInt64 {
        UInt64(vsm_testing_event_count(counter, kind.cKind))
    }
}
