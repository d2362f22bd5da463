import Gtk
import VSM
import VSMGtkTesting
import VSMTesting
import XCTest

/// The kit in an `async` `@MainActor` test: clicks are synchronous, and the `async` waits
/// let the main actor run the action's state while GTK keeps going (docs/Design.md, "Testing").
final class AsyncViewTests: XCTestCase {
    @MainActor
    func test_aClickStartsAnAsyncAction_andItsStatesLand_inOrder() async throws {
        try requireDisplay()
        let container = StateContainer(state: "idle")
        let journey = StateRecorder(recording: container)
        let status = Label("idle")
        let load = Button(label: "Load")
        let token = container.observeDidSet { status.text = $0 }
        defer { token.cancel() }
        load.onClicked { _ in
            container.observe(StateSequence({ "loading" }, {
                await Task.yield()
                return "loaded"
            }))
        }
        let box = Box(orientation: .vertical, spacing: 4)
        box.append(status)
        box.append(load)
        let window = Window()
        window.title = "Async"
        window.child = box
        window.present()
        defer { window.destroy() }
        let user = TestUser(window)

        try user.click(.button("Load"))
        await journey.expect(["loading", "loaded"])
        await user.waitUntil("the label shows the last state") { status.text == "loaded" }
        XCTAssertNoThrow(try user.find(.label("loaded")))
    }
}
