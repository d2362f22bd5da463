import Gtk
import TodoListFeature
@testable import TodoListUI
import XCTest

/// The real screen under Xvfb: buttons run the right actions and the list shows the right rows.
final class TodoListViewControllerTests: XCTestCase {
    func testAddToggleFilterAndDeleteThroughTheWidgets() throws {
        try MainActor.assumeIsolated {
            guard GtkRuntime.initialize() else { throw XCTSkip(GtkRuntime.noDisplayMessage) }
            let controller = TodoListViewController()
            let window = Window()
            window.setDefaultSize(width: 400, height: 500)
            window.setRootViewController(controller)
            window.present()
            defer { window.destroy() }

            for title in ["Buy milk", "Write tests", "  "] {
                controller.entry.text = title
                controller.addButton.emitClicked()
            }
            XCTAssertEqual(controller.messageLabel.text, "A to-do needs a title.")
            XCTAssertEqual(controller.list.rows.map(\.title), ["Buy milk", "Write tests"])
            let milk = try XCTUnwrap(Self.waitForRow(controller, id: 1))
            let tests = try XCTUnwrap(Self.waitForRow(controller, id: 2))

            milk.toggleButton.emitClicked()
            XCTAssertEqual(milk.toggleButton.label, "✓")
            XCTAssertTrue(controller.list.rowView(for: 2) === tests, "the unchanged row keeps its widgets")

            controller.filterButtons[.active]?.emitClicked()
            XCTAssertEqual(controller.list.rows.map(\.title), ["Write tests"])
            controller.filterButtons[.done]?.emitClicked()
            XCTAssertEqual(controller.list.rows.map(\.title), ["Buy milk"])
            controller.filterButtons[.all]?.emitClicked()
            let shownTests = try XCTUnwrap(Self.waitForRow(controller, id: 2))
            shownTests.deleteButton.emitClicked()
            XCTAssertEqual(controller.list.rows.map(\.title), ["Buy milk"])
        }
    }

    /// Iterates the loop (bounded) until GTK has bound the row with `id` to a row controller.
    @MainActor
    private static func waitForRow(_ controller: TodoListViewController, id: Int) -> TodoRowController? {
        MainContext.iterate(until: { controller.list.rowView(for: id) != nil }, timeout: .seconds(10))
        return controller.list.rowView(for: id)
    }
}
