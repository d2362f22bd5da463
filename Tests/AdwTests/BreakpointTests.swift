import Adw
import Gtk
import VSMGtkTesting
import XCTest

// AdwBreakpoint exists from libadwaita 1.4 on (Debian 13).
#if ADW_1_4
/// `Adw.Breakpoint` made in code: its constructor takes ownership of the condition in C, so the
/// binding hands C a copy and the Swift condition stays usable.
final class BreakpointTests: XCTestCase {
    func testABreakpointMadeFromAConditionKeepsIt_andTheConditionStaysUsable() throws {
        try onMainActor {
            try requireDisplay()
            AdwRuntime.initialize()
            let condition = try XCTUnwrap(BreakpointCondition.parse("max-width: 600sp"))
            let breakpoint = Breakpoint(condition: condition)
            XCTAssertEqual(breakpoint.condition?.toString(), "max-width: 600sp")
            XCTAssertEqual(condition.toString(), "max-width: 600sp", "the Swift wrapper keeps its own copy")

            breakpoint.condition = try XCTUnwrap(BreakpointCondition.parse("min-height: 200px"))
            XCTAssertEqual(breakpoint.condition?.toString(), "min-height: 200px")
            breakpoint.condition = nil
            XCTAssertNil(breakpoint.condition)
        }
    }
}
#endif
