import CGtk

/// A `GdkFrameClock`: the clock that drives a window's frame cycle (update, layout,
/// paint). Every widget of one window shares its window's clock.
///
/// For instrumentation (frame timing in benchmarks): GTK documents `after-paint` as a
/// phase applications should not need, so the app uses it only when a trace is asked for.
/// Main thread only, like every wrapper.
@MainActor
public final class FrameClock: Object {
    /// `gdk_frame_clock_get_type()`.
    override public class var gType: GType { gdk_frame_clock_get_type() }

    /// Runs `handler` at the end of every frame cycle, after the frame was painted
    /// (`after-paint`): at that point the window's surface holds the new frame.
    ///
    /// The handler runs on the main actor, synchronously inside the frame cycle, once per
    /// frame, in frame order. It lives until the connection is disconnected or the clock is
    /// finalized (when its window is unrealized or destroyed).
    @discardableResult
    public func onAfterPaint(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectKnown("after-paint", expecting: .void) { _ in handler() }
    }

    /// Runs `handler` at the layout phase (`layout`) of every frame that lays widgets out
    /// (after a size or allocation change, a scroll; not a frame that only repaints), before
    /// that frame's paint. Same threading and lifetime as ``onAfterPaint(_:)``.
    @discardableResult
    public func onLayout(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectKnown("layout", expecting: .void) { _ in handler() }
    }

    /// The number of the frame being drawn now, or of the last one drawn between frames
    /// (`gdk_frame_clock_get_frame_counter`): it grows by one per frame.
    public var frameCounter: Int64 {
        Int64(gdk_frame_clock_get_frame_counter(opaque))
    }

    /// Asks for a frame cycle that includes painting, even if nothing changed
    /// (`gdk_frame_clock_request_phase(…, PAINT)`); returns at once.
    public func requestPaint() {
        gdk_frame_clock_request_phase(opaque, GDK_FRAME_CLOCK_PHASE_PAINT)
    }
}

extension Widget {
    /// The frame clock of the widget's window (its one wrapper), or `nil` until the widget
    /// is realized (for a window: until it is presented) and after it is unrealized.
    public var frameClock: FrameClock? {
        gtk_widget_get_frame_clock(widgetPointer).flatMap { FrameClock.wrap(UnsafeMutableRawPointer($0)) }
    }

    /// Runs `handler` each time the widget is realized (gets its GDK resources, among
    /// them the frame clock); for a window this happens when it is first presented,
    /// before its first frame.
    @discardableResult
    public func onRealize(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectKnown("realize", expecting: .void) { _ in handler() }
    }
}
