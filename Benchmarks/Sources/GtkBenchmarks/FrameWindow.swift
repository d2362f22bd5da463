import CGtk
import Gtk

/// Frame counts and times written by the frame clock's signal handlers (main thread).
struct FrameStats {
    var painted = 0
    /// `g_get_monotonic_time()` (µs) at the start of the last frame's layout, and at the
    /// end of its paint.
    var layoutStart = 0
    var paintEnd = 0
}

/// A shown 400×600 window that watches the frames GTK lays out and paints, so a
/// benchmark can time "from a change until it is on screen" the same way for every
/// contender.
@MainActor
final class FrameWindow {
    let window = Window()
    /// When the first frame was painted, or `nil` if none came within 60 s.
    private(set) var firstPaint: ContinuousClock.Instant?
    private let stats: UnsafeMutablePointer<FrameStats>
    private let frameClock: OpaquePointer?
    private var handlerIDs: [gulong] = []

    init(content: Widget) {
        stats = .allocate(capacity: 1)
        stats.initialize(to: FrameStats())
        let paints = stats
        window.setDefaultSize(400, height: 600)
        window.child = content
        window.present()
        // The window is realized by present(), so it has its frame clock now.
        frameClock = gtk_widget_get_frame_clock(window.widgetPointer)
        if let frameClock {
            // Frame clock signals are `void (GdkFrameClock *, gpointer)`.
            let layout: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
                data?.assumingMemoryBound(to: FrameStats.self).pointee.layoutStart = g_get_monotonic_time()
            }
            let afterPaint: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
                guard let stats = data?.assumingMemoryBound(to: FrameStats.self) else { return }
                stats.pointee.paintEnd = g_get_monotonic_time()
                stats.pointee.painted += 1
            }
            for (signal, callback) in [("layout", layout), ("after-paint", afterPaint)] {
                handlerIDs.append(g_signal_connect_data(UnsafeMutableRawPointer(frameClock), signal,
                                                        unsafeBitCast(callback, to: GCallback.self),
                                                        paints, nil, GConnectFlags(rawValue: 0)))
            }
        }
        if MainContext.iterate(until: { paints.pointee.painted > 0 }, timeout: .seconds(60)) {
            firstPaint = .now
        }
    }

    /// Runs `change`, then the loop until the next frame is painted; returns the
    /// milliseconds of work: the change itself plus that frame's layout and paint. The
    /// wait between them (GTK's frame clock paces frames to the display's refresh rate)
    /// is not counted, so it cannot hide or inflate the difference between contenders.
    func timeUntilPainted(_ change: () -> Void) -> Double {
        MainContext.iterate(for: .milliseconds(20))
        let before = stats.pointee.painted
        let start = ContinuousClock.now
        change()
        let changeTime = milliseconds(ContinuousClock.now - start)
        gtk_widget_queue_draw(window.widgetPointer)
        MainContext.iterate(until: { stats.pointee.painted > before }, timeout: .seconds(120))
        return changeTime + Double(stats.pointee.paintEnd - stats.pointee.layoutStart) / 1_000
    }

    /// Disconnects the frame counter and destroys the window.
    func close() {
        disconnect()
        window.destroy()
        MainContext.drainPending()
    }

    private func disconnect() {
        if let frameClock {
            for id in handlerIDs { g_signal_handler_disconnect(UnsafeMutableRawPointer(frameClock), id) }
        }
        handlerIDs = []
    }

    isolated deinit {
        disconnect()
        stats.deallocate()
    }
}

/// A duration in milliseconds.
func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
}
