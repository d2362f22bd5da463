import GtkTestSupport
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
        settle()
        XCTAssertEqual(paints, afterDisconnect, "no call after disconnect")
    }
}
