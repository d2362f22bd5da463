import CGLib
import CGtk

/// What a tick callback asks for after running: more frames, or none.
public enum TickCallbackResult: Sendable {
    /// Run again at the next frame.
    case keepTicking
    /// Remove the callback (it is released at once and never runs again).
    case stop
}

extension Widget {
    /// Runs `handler` at the start of every frame of the widget's window
    /// (`gtk_widget_add_tick_callback`), before the frame's layout and paint: whatever the
    /// handler changes is laid out and painted in that same frame. GTK sometimes runs the
    /// ticks twice before the frame counter moves on (seen under Xvfb), so a handler that
    /// must act once per painted frame compares the clock's `frameCounter`.
    ///
    /// While a tick callback is installed the window's frame clock keeps producing frames
    /// (at the display's refresh rate), so remove it as soon as it has nothing to do. It
    /// runs only while the widget is realized; added before that, it waits. The handler
    /// gets the window's frame clock (its `frameCounter` tells the frames apart) and runs
    /// on the main actor. It is released when it returns `.stop`, when
    /// `removeTickCallback(_:)` is called, or when the widget is destroyed.
    /// Returns the id for `removeTickCallback(_:)`.
    @discardableResult
    public func addTickCallback(_ handler: @escaping @MainActor (FrameClock) -> TickCallbackResult) -> UInt32 {
        let box = Unmanaged.passRetained(TickHandlerBox(handler)).toOpaque()
        return gtk_widget_add_tick_callback(widgetPointer, { _, clock, data in
            // GTK runs tick callbacks from the frame clock, on the main thread.
            guard let data, let clock, let frameClock = FrameClock.wrap(UnsafeMutableRawPointer(clock)) else {
                return vsm_source_remove()
            }
            let box = Unmanaged<TickHandlerBox>.fromOpaque(data).takeUnretainedValue()
            let result = MainActor.assumeIsolated { box.handler(frameClock) }
            switch result {
            case .keepTicking: return vsm_source_continue()
            case .stop: return vsm_source_remove()
            }
        }, box, { data in
            guard let data else { return }
            Unmanaged<TickHandlerBox>.fromOpaque(data).release()
        })
    }

}

@MainActor
private final class TickHandlerBox {
    let handler: @MainActor (FrameClock) -> TickCallbackResult
    init(_ handler: @escaping @MainActor (FrameClock) -> TickCallbackResult) { self.handler = handler }
}
