import XCTest
@testable import AppBenchmarks

/// What the scroll benchmark keeps of a launch's paints: the frames inside the scroll's
/// window, how long each laid-out one took, and the figures taken from them.
final class ScrollFramesTests: XCTestCase {
    private func paint(_ at: Int64, _ layout: Int64?) -> ScrollFrames.Paint {
        .init(nanoseconds: at, layoutNanoseconds: layout)
    }

    func testOnlyPaintsInsideTheWindowCount_inTimeOrder() {
        let frames = ScrollFrames(paints: [paint(5, 3), paint(140, 12), paint(100, 10), paint(117, nil), paint(300, 40),
                                           paint(900, 99)],
                                  from: 100, through: 300)
        XCTAssertEqual(frames.frameTimes, [10, 12, 40],
                       "paints before the first click and after the window are left out, the rest in time order; "
                       + "a frame that only repainted has no frame time")
    }

    func testPercentilesAndLongFrames() {
        let frames = ScrollFrames(paints: [paint(0, 16), paint(20, 17), paint(40, 17), paint(60, 100), paint(80, 16)],
                                  from: 0, through: 1_000)
        XCTAssertEqual(frames.frameTime(percentile: 50), 17)
        XCTAssertEqual(frames.frameTime(percentile: 100), 100, "the longest frame")
        XCTAssertEqual(frames.frames(longerThan: 50), 1)
        XCTAssertEqual(frames.frames(longerThan: 100), 0, "longer than, not as long as")
    }

    func testWithoutLaidOutFramesThereAreNoFigures() {
        for paints in [[], [paint(10, nil), paint(20, nil)]] {
            let frames = ScrollFrames(paints: paints, from: 0, through: 100)
            XCTAssertEqual(frames.frameTimes, [])
            XCTAssertNil(frames.frameTime(percentile: 95))
            XCTAssertEqual(frames.frames(longerThan: 0), 0)
        }
    }

    func testPaintLinesCarryTheirLayoutTime() throws {
        XCTAssertEqual(try XCTUnwrap(TraceLine("paint 100 7 1500")).paintLayoutNanoseconds, 1_500)
        XCTAssertNil(try XCTUnwrap(TraceLine("paint 100 7 -")).paintLayoutNanoseconds, "only repainted")
        XCTAssertNil(try XCTUnwrap(TraceLine("paint 100 7")).paintLayoutNanoseconds, "no layout field")
        XCTAssertNil(try XCTUnwrap(TraceLine("frame 100 posts.loaded 10")).paintLayoutNanoseconds)
    }
}
