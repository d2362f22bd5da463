import Gtk
import VSMTesting

/// Bounded waits that keep GTK running: for a state to land, a render, a frame.
extension TestUser {
    /// Runs the GLib main loop (which, in a synchronous test, also runs the main actor's
    /// queued work through the bridge) until `condition` holds; reports a failure at the
    /// caller's line if it still does not after `timeout`. Returns whether it holds.
    @discardableResult
    public func waitUntil(
        _ description: String,
        timeout: Duration = TestTimeout.default,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ condition: () -> Bool
    ) -> Bool {
        VSMGtkTesting.waitUntil(description, timeout: timeout, fileID: fileID, filePath: filePath,
                                line: line, column: column, condition)
    }

    /// The `async` form, for `async` `@MainActor` tests: there the test is itself a main-queue
    /// job, so each round runs ready GLib sources and then suspends, letting queued main-actor
    /// work (states landing) run (docs/Design.md, "Testing").
    @discardableResult
    public func waitUntil(
        _ description: String,
        timeout: Duration = TestTimeout.default,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ condition: @MainActor () -> Bool
    ) async -> Bool {
        if await MainContext.wait(until: condition, timeout: timeout) { return true }
        reportFailure(
            TestTimeout.message(waitingFor: description, after: timeout) + ".",
            at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
        return false
    }

    /// Waits until the window has painted a new frame: after it, every change made so far is
    /// laid out and drawn (what a snapshot or a person sees). Reports a failure when the
    /// window is not shown or no frame comes within `timeout`.
    @discardableResult
    public func waitForFrame(
        timeout: Duration = TestTimeout.default,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        if FramePainter.waitForFrame(of: window, timeout: timeout) { return true }
        reportFailure(
            "No frame of the window within \(TestTimeout.spoken(timeout)) (is it presented?).",
            at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
        return false
    }
}

/// Waiting for one painted frame of a window.
@MainActor
enum FramePainter {
    /// Requests a paint of `widget`'s window and iterates the loop until it is done; `false`
    /// when the window has no frame clock (not realized) or the frame does not come in time.
    static func waitForFrame(of widget: Widget, timeout: Duration) -> Bool {
        guard let clock = widget.frameClock else { return false }
        let painted = PaintFlag()
        let connection = clock.onAfterPaint { _ in painted.isSet = true }
        defer { connection.disconnect() }
        clock.requestPhase(.paint)
        return MainContext.iterate(until: { painted.isSet }, timeout: timeout)
    }

    /// Set by the after-paint handler, read by the waiting loop (both on the main actor).
    @MainActor
    private final class PaintFlag {
        var isSet = false
    }
}
