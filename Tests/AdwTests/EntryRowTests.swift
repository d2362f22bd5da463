import Adw
import Gtk
import VSM
import VSMGtk
import VSMGtkTesting
import XCTest

/// `EntryRow` reads like `Entry`: `onActivate` for Enter, and `bind(text:)` keeps the row
/// and a state in sync both ways without calling the action back.
final class EntryRowTests: XCTestCase {
    private struct Form: Equatable {
        var username = "ada"

        func changeUsername(_ name: String) -> Form {
            Form(username: name.lowercased())
        }
    }

    func testOnActivateRunsOnEnter() throws {
        try onMainActor {
            try requireDisplay()
            AdwRuntime.initialize()
            let row = EntryRow(title: "Username")
            var activations = 0
            row.onEntryActivated { _ in activations += 1 }

            row.emitActivate()

            XCTAssertEqual(activations, 1)
        }
    }

    func testBindTextFollowsTheStateAndSetsItOnEdits() throws {
        try onMainActor {
            try requireDisplay()
            AdwRuntime.initialize()
            let container = StateContainer(state: Form())
            var calls: [String] = []
            let row = EntryRow(title: "Username")
            let binding = row.bind(text: container.bind(\.username, to: { state, name in
                calls.append(name)
                return state.changeUsername(name)
            }))

            XCTAssertEqual(row.text, "ada", "bound: shows the state's value")
            container.observe(Form(username: "grace"))
            XCTAssertEqual(row.text, "grace", "follows the state")
            XCTAssertEqual(calls, [], "showing a state never calls the action")

            row.text = "Linus"   // what typing does

            XCTAssertEqual(calls, ["Linus"], "once per edit")
            XCTAssertEqual(container.state.username, "linus")
            XCTAssertEqual(row.text, "linus", "the row shows what the action made of the text")

            binding.unbind()
            row.text = "margaret"
            XCTAssertEqual(calls, ["Linus"], "unbound: edits no longer reach the state")
            XCTAssertFalse(binding.isBound)
        }
    }
}
