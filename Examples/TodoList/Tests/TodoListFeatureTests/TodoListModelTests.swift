import TodoListFeature
import VSM
import VSMTesting
import XCTest

/// The model's actions and the states they return, with no display: each test is a journey
/// of what the screen shows, as a person would tell it.
final class TodoListModelTests: XCTestCase {
    @MainActor
    func testAddToggleFilterAndDelete() async {
        let todos = StateContainer(state: TodoListViewState())
        let journey = StateRecorder(recording: todos)

        todos.observe(todos.state.model.add("  Buy milk "))
        todos.observe(todos.state.model.add("Write tests"))
        todos.observe(todos.state.model.toggle(1))
        todos.observe(todos.state.model.show(.active))
        todos.observe(todos.state.model.show(.done))
        todos.observe(todos.state.model.toggle(1))
        todos.observe(todos.state.model.delete(1))
        todos.observe(todos.state.model.show(.all))

        await journey.expect([
            "All: ○ Buy milk",
            "All: ○ Buy milk, ○ Write tests",
            "All: ✓ Buy milk, ○ Write tests",
            "Active: ○ Write tests",
            "Done: ✓ Buy milk",
            "Done: nothing",
            "Done: nothing",
            "All: ○ Write tests",
        ], comparing: screen)
    }

    func testABlankTitleIsRefusedWithAMessage_andNothingIsLost() async {
        let kept = TodoListViewState().model.add("Keep me")
        let refused = await expectStates(of: kept.model.add(" \n\t "),
                                         ["All: ○ Keep me — A to-do needs a title."], comparing: screen)
        await expectStates(of: refused[0].model.add("Next"), ["All: ○ Keep me, ○ Next"], comparing: screen)
    }

    func testSearchShowsMatchingTitles_ignoringCaseAndSpaces_withinTheFilter() async {
        let list = TodoListViewState().model.add("Buy milk").model.add("Write tests").model.add("Milk the cow")
        let found = await expectStates(of: list.model.search("  MILK "),
                                       ["All: ○ Buy milk, ○ Milk the cow matching “MILK”"], comparing: screen)
        let done = found[0].model.toggle(3)
        await expectStates(of: done.model.show(.active), ["Active: ○ Buy milk matching “MILK”"], comparing: screen)
        await expectStates(of: done.model.search(""), ["All: ○ Buy milk, ○ Write tests, ✓ Milk the cow"],
                           comparing: screen)
    }

    func testEveryToDoHasItsOwnID_andUnknownIDsChangeNothing() async {
        let state = TodoListViewState().model.add("Only").model.add("Other")
        XCTAssertEqual(Set(state.items.map(\.id)).count, 2)
        await expectStates(of: state.model.toggle(999), [state])
        await expectStates(of: state.model.delete(999), [state])
    }
}
