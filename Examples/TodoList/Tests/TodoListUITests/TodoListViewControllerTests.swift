import Gtk
import TodoListFeature
@testable import TodoListUI
import VSM
import VSMGtkTesting
import VSMTesting
import XCTest

/// The real screen under Xvfb, used as a person uses it: typing and clicking through the
/// X server, finding controls by what they say.
final class TodoListViewControllerTests: XCTestCase {
    /// The screen in a window, on a container whose debounce clock the test moves.
    @MainActor
    private static func showScreen() throws -> (TestUser, TodoListViewController, ManualClock) {
        try requireDisplay()
        let clock = ManualClock()
        let controller = TodoListViewController(container: StateContainer(state: TodoListViewState(), debounceClock: clock))
        let window = Window()
        window.title = "To-do"
        window.setDefaultSize(400, height: 500)
        window.setRootViewController(controller)
        window.present()
        return (TestUser(window), controller, clock)
    }

    func testAPersonAddsTicksFiltersAndDeletes() throws {
        try MainActor.assumeIsolated {
            let (user, screen, _) = try Self.showScreen()
            defer { user.window.destroy() }

            try user.type("Buy milk\n", into: .textBox("New to-do"))  // Return adds
            try user.type("Write tests", into: .textBox("New to-do"))
            try user.click(.button("Add"))
            XCTAssertEqual(screen.list.rows.map(\.title), ["Buy milk", "Write tests"])
            XCTAssertEqual(screen.entry.text, "", "the field is cleared for the next one")

            try user.click(.button("Add"))
            XCTAssertNoThrow(try user.find(.label("A to-do needs a title.")))

            user.waitUntil("both rows are bound") { screen.list.rowView(for: 2) != nil }
            let milk = try XCTUnwrap(screen.list.rowView(for: 1))
            let tests = try XCTUnwrap(screen.list.rowView(for: 2))
            try user.click(milk.toggleButton)
            XCTAssertEqual(milk.toggleButton.label, "✓")
            XCTAssertNoThrow(try user.find(.button("Mark as not done")), "the row's button says what it does now")
            XCTAssertTrue(screen.list.rowView(for: 2) === tests, "the unchanged row keeps its widgets")

            try user.click(.button("Active"))
            XCTAssertEqual(screen.list.rows.map(\.title), ["Write tests"])
            try user.click(.button("Done"))
            XCTAssertEqual(screen.list.rows.map(\.title), ["Buy milk"])
            try user.click(.button("Delete"))
            XCTAssertEqual(screen.list.rows.map(\.title), [])
            try user.click(.button("All"))
            XCTAssertEqual(screen.list.rows.map(\.title), ["Write tests"])
        }
    }

    func testSearchFiltersOnceTypingPauses() throws {
        try MainActor.assumeIsolated {
            let (user, screen, clock) = try Self.showScreen()
            defer { user.window.destroy() }
            for title in ["Buy milk", "Write tests", "Milk the cow"] {
                try user.type(title + "\n", into: .textBox("New to-do"))
            }
            let journey = StateRecorder(recording: screen.$state)

            try user.type("milk", into: .textBox("Search"))
            XCTAssertEqual(screen.list.rows.count, 3, "nothing is filtered while the person types")
            clock.advance(by: TodoListViewController.searchDelay)
            user.waitUntil("the search filters the list") { screen.list.rows.count == 2 }

            XCTAssertEqual(screen.list.rows.map(\.title), ["Buy milk", "Milk the cow"])
            XCTAssertEqual(journey.states.map(\.query), ["milk"], "four keys, one search")
        }
    }

    func testTheListLooksRight() throws {
        try MainActor.assumeIsolated {
            let (user, screen, _) = try Self.showScreen()
            defer { user.window.destroy() }
            for title in ["Buy milk", "Write tests"] {
                try user.type(title + "\n", into: .textBox("New to-do"))
            }
            user.waitUntil("both rows are bound") { screen.list.rowView(for: 2) != nil }
            try user.click(XCTUnwrap(screen.list.rowView(for: 1)).toggleButton)
            expectSnapshot(of: user.window, named: "two-to-dos-one-done")
        }
    }
}
