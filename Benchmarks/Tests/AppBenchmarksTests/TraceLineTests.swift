import XCTest
@testable import AppBenchmarks

/// Parsing the frame trace the app and the C baseline write to stderr; anything else on
/// stderr (GTK warnings) must be skipped, not misread.
final class TraceLineTests: XCTestCase {
    func testParsesStateAndFrameLines() throws {
        let state = try XCTUnwrap(TraceLine("state 123 saving"))
        XCTAssertEqual(state.kind, .state)
        XCTAssertEqual(state.nanoseconds, 123)
        XCTAssertEqual(state.label, "saving")
        let frame = try XCTUnwrap(TraceLine("frame 9876543210 editing.saved a name with spaces"))
        XCTAssertEqual(frame.kind, .frame)
        XCTAssertEqual(frame.label, "editing.saved a name with spaces")
        XCTAssertFalse(frame.showsLoadedEditor)
    }

    func testTheLoadedEditorsFrameIsRecognised() throws {
        XCTAssertTrue(try XCTUnwrap(TraceLine("frame 1 loaded alice")).showsLoadedEditor)
        XCTAssertTrue(try XCTUnwrap(TraceLine("frame 1 editing.opened alice")).showsLoadedEditor)
        XCTAssertFalse(try XCTUnwrap(TraceLine("state 1 editing.opened alice")).showsLoadedEditor, "a state is not a frame")
        XCTAssertFalse(try XCTUnwrap(TraceLine("frame 1 loader.loading")).showsLoadedEditor)
    }

    func testThePaintedPostsAndFailuresAreRecognised() throws {
        XCTAssertEqual(try XCTUnwrap(TraceLine("frame 1 posts.loaded 10000")).paintedPostsCount, 10_000)
        XCTAssertEqual(try XCTUnwrap(TraceLine("frame 1 posts.loaded 3")).paintedPostsCount, 3)
        XCTAssertNil(try XCTUnwrap(TraceLine("state 1 posts.loaded 3")).paintedPostsCount, "a state is not a frame")
        for label in ["posts.loading", "posts.empty", "posts.loaded", "posts.loaded many", "loaded alice"] {
            XCTAssertNil(try XCTUnwrap(TraceLine("frame 1 \(label)")).paintedPostsCount, label)
        }
        XCTAssertTrue(try XCTUnwrap(TraceLine("frame 1 loader.loadingError")).showsLoadFailure)
        XCTAssertTrue(try XCTUnwrap(TraceLine("frame 1 posts.failed")).showsLoadFailure)
        XCTAssertFalse(try XCTUnwrap(TraceLine("state 1 posts.failed")).showsLoadFailure, "a state is not a frame")
        for label in ["posts.empty", "posts.loaded 3", "loaded alice", "savingError", "reloadingError"] {
            XCTAssertFalse(try XCTUnwrap(TraceLine("frame 1 \(label)")).showsLoadFailure, label)
        }
        // The posts' frames are not the editor's.
        XCTAssertFalse(try XCTUnwrap(TraceLine("frame 1 posts.loaded 3")).showsLoadedEditor)
    }

    func testOtherLinesDoNotParse() {
        for line in ["", "frame", "frame 12", "frame x loaded", "(vsm-profile-gtk:5006): Gtk-WARNING **: 07:03:24.632: GtkText",
                     "repaint 12 first", "frame  12 first", "frame 99999999999999999999 first"] {
            XCTAssertNil(TraceLine(line), "'\(line)'")
        }
    }
}
