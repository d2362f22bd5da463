import VSMGtkTesting
import XCTest
@testable import Gtk

/// `Gdk.FrameClock`, `Widget.frameClock`, `onRealize` and tick callbacks: what the app's
/// frame trace (VSM_PROFILE_TRACE_FRAMES), its posts fill and its editor's focus rely on.
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
        var clockAtRealize: Gdk.FrameClock?
        window.onRealize { window in
            realizations += 1
            clockAtRealize = window.frameClock
        }
        window.present()
        waitUntil("the window is realized") { realizations == 1 }
        let clock = try XCTUnwrap(clockAtRealize, "the frame clock exists inside realize")
        XCTAssertTrue(window.frameClock === clock, "one clock per window, one wrapper per clock")
        XCTAssertNil(Label("child").frameClock, "an unrealized widget has no clock")

        var paints = 0
        let connection = clock.onAfterPaint { _ in paints += 1 }
        waitUntil("the first frame is painted") { paints >= 1 }

        // Nothing changed, yet a requested paint still produces a frame.
        let before = paints
        clock.requestPhase(.paint)
        waitUntil("a requested frame is painted") { paints > before }

        connection.disconnect()
        let afterDisconnect = paints
        clock.requestPhase(.paint)
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
        var ticks: [Int] = []
        _ = label.addTickCallback { _, clock in
            ticks.append(clock.frameCounter)
            return ticks.count < 10
        }
        let removed = label.addTickCallback { _, _ in
            XCTFail("a removed tick callback never runs")
            return false
        }
        label.removeTickCallback(removed)
        window.present()

        // What a tick changes is painted in the same frame: the label's new text is laid out
        // before the frame's after-paint.
        var textAtPaint: [Int: String] = [:]
        let clock = try XCTUnwrap(window.frameClock)
        clock.onAfterPaint { clock in textAtPaint[clock.frameCounter] = label.text }
        var otherTicks = 0
        _ = label.addTickCallback { _, clock in
            otherTicks += 1
            label.text = "frame \(clock.frameCounter)"
            return otherTicks < 20
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

    /// A clock first met through the window is the one its tick callbacks get: with two Swift
    /// classes for `GdkFrameClock`, whichever wrapper came first made the other lookup fail,
    /// and a tick callback added after `getFrameClock()` never ticked.
    func testATickCallbackAddedAfterTheClockWasLookedUpTicks() throws {
        try onMainActor(Self.checkTickAfterLookup)
    }
    @MainActor private static func checkTickAfterLookup() throws {
        try requireDisplay()
        let window = Window()
        defer { window.destroy() }
        let label = Label("ticks")
        window.child = label
        window.present()
        waitUntil("the window is realized") { window.frameClock != nil }
        let clock = try XCTUnwrap(window.frameClock)

        var clocksSeen: [Gdk.FrameClock] = []
        _ = label.addTickCallback { _, tickClock in
            clocksSeen.append(tickClock)
            return clocksSeen.count < 3
        }
        waitUntil("three ticks") { clocksSeen.count == 3 }
        XCTAssertTrue(clocksSeen.allSatisfy { $0 === clock }, "the tick gets the window's clock, the same wrapper")
    }
}
