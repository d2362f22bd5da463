import VSMGtkTesting
import XCTest
@testable import Gtk

/// `FrameClock` and `Widget.frameClock` / `onRealize`: what the app's frame trace
/// (VSM_PROFILE_TRACE_FRAMES) relies on to report painted frames.
final class FrameClockTests: XCTestCase {
    func testFrameClockExistsFromRealizeOnAndReportsPaintedFrames() throws {
        try onMainActor(Self.checkFrameClockExistsFromRealizeOnAndReportsPaintedFrames)
    }
    @MainActor private static func checkFrameClockExistsFromRealizeOnAndReportsPaintedFrames() throws {
        try requireDisplay()
        let window = Window()
        defer { window.destroy() }
        window.child = Label("frames")
        XCTAssertNil(window.frameClock, "no frame clock before the window is realized")

        var realizations = 0
        var clockAtRealize: FrameClock?
        window.onRealize {
            realizations += 1
            clockAtRealize = window.frameClock
        }
        window.present()
        waitUntil("the window is realized") { realizations == 1 }
        let clock = try XCTUnwrap(clockAtRealize, "the frame clock exists inside realize")
        XCTAssertEqual(window.frameClock?.gObject, clock.gObject, "one clock per window")
        XCTAssertEqual(Label("child").frameClock == nil, true, "an unrealized widget has no clock")

        var paints = 0
        let connection = clock.onAfterPaint { paints += 1 }
        waitUntil("the first frame is painted") { paints >= 1 }

        // Nothing changed, yet a requested paint still produces a frame.
        let before = paints
        clock.requestPaint()
        waitUntil("a requested frame is painted") { paints > before }

        connection.disconnect()
        let afterDisconnect = paints
        clock.requestPaint()
        drainMainLoop()
        XCTAssertEqual(paints, afterDisconnect, "no call after disconnect")
    }

    func testTickCallbacksRunAtTheStartOfFramesUntilTheyStopOrAreRemoved() throws {
        try onMainActor(Self.checkTickCallbacks)
    }
    @MainActor private static func checkTickCallbacks() throws {
        try requireDisplay()
        let window = Window()
        defer { window.destroy() }
        let label = Label("ticks")
        window.child = label

        // Added before the window is realized: it waits for the frames.
        var ticks: [Int64] = []
        label.addTickCallback { clock in
            ticks.append(clock.frameCounter)
            return ticks.count < 10 ? .keepTicking : .stop
        }
        let removed = label.addTickCallback { _ in
            XCTFail("a removed tick callback never runs")
            return .stop
        }
        label.removeTickCallback(removed)
        window.present()

        // What a tick changes is painted in the same frame: the label's new text is laid out
        // before the frame's after-paint.
        var textAtPaint: [Int64: String] = [:]
        let clock = try XCTUnwrap(window.frameClock)
        clock.onAfterPaint { textAtPaint[clock.frameCounter] = label.text }
        var otherTicks = 0
        label.addTickCallback { clock in
            otherTicks += 1
            label.text = "frame \(clock.frameCounter)"
            return otherTicks < 20 ? .keepTicking : .stop
        }
        waitUntil("20 ticks of the other callback") { otherTicks == 20 }

        XCTAssertEqual(ticks.count, 10, "the stopped callback ran no more: \(ticks)")
        // Once per frame, except that GTK sometimes runs the ticks twice before the counter
        // moves on (seen under Xvfb: [0, 1, 1, 2, …]).
        XCTAssertEqual(ticks, ticks.sorted(), "\(ticks)")
        XCTAssertGreaterThanOrEqual(Set(ticks).count, 5, "the frames move on: \(ticks)")
        let painted = textAtPaint.filter { $0.value.hasPrefix("frame ") }
        XCTAssertFalse(painted.isEmpty)
        for (frame, text) in painted {
            XCTAssertEqual(text, "frame \(frame)", "the frame that ran the tick painted its change")
        }
    }
}
