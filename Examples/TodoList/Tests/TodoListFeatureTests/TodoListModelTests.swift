import TodoListFeature
import XCTest

/// The model's actions and the states they return, with no display.
final class TodoListModelTests: XCTestCase {
    func testAddToggleDeleteAndFilter() {
        var state = TodoListViewState()
        state = state.model.add("  Buy milk ")
        state = state.model.add("Write tests")
        XCTAssertEqual(state.items.map(\.title), ["Buy milk", "Write tests"], "titles are trimmed")
        XCTAssertEqual(Set(state.items.map(\.id)).count, 2, "every to-do has its own id")

        let milk = state.items[0].id
        state = state.model.toggle(milk)
        XCTAssertEqual(state.items.map(\.isDone), [true, false])
        state = state.model.show(.active)
        XCTAssertEqual(state.visibleItems.map(\.title), ["Write tests"])
        state = state.model.show(.done)
        XCTAssertEqual(state.visibleItems.map(\.title), ["Buy milk"])
        state = state.model.toggle(milk)
        XCTAssertEqual(state.visibleItems, [], "the filter stays while items change")

        state = state.model.delete(milk)
        state = state.model.show(.all)
        XCTAssertEqual(state.visibleItems.map(\.title), ["Write tests"])
    }

    func testABlankTitleIsRefusedWithAMessageAndNothingIsLost() {
        var state = TodoListViewState().model.add("Keep me")
        state = state.model.add(" \n\t ")
        XCTAssertEqual(state.message, "A to-do needs a title.")
        XCTAssertEqual(state.items.map(\.title), ["Keep me"])
        state = state.model.add("Next")
        XCTAssertNil(state.message, "the message goes with the next good action")
        XCTAssertEqual(state.items.map(\.title), ["Keep me", "Next"])
    }

    func testUnknownIDsChangeNothing() {
        let state = TodoListViewState().model.add("Only")
        XCTAssertEqual(state.model.toggle(999).items, state.items)
        XCTAssertEqual(state.model.delete(999).items, state.items)
    }
}
