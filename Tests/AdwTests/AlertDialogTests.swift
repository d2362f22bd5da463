import Adw
import Gtk
import VSMGtkTesting
import XCTest

// AdwAlertDialog exists from libadwaita 1.5 on (Debian 13); older systems have MessageDialog.
#if ADW_1_5
/// `Adw.AlertDialog` inside a real window under Xvfb: plain heading and body, responses with
/// their appearance, default and close responses, and the typed `response` signal.
final class AlertDialogTests: XCTestCase {
    @MainActor
    private static func initialize() throws {
        try requireDisplay()
        AdwRuntime.initialize()
    }

    func testHeadingBodyAndResponsesKeepWhatTheyAreGiven() throws {
        try onMainActor {
            try Self.initialize()
            let dialog = AlertDialog(heading: "Discard <changes>?", body: "Your edits to <b>ada</b> are lost.")
            XCTAssertEqual(dialog.typeName, "AdwAlertDialog")
            XCTAssertEqual(dialog.heading, "Discard <changes>?")
            XCTAssertEqual(dialog.body, "Your edits to <b>ada</b> are lost.")
            XCTAssertFalse(dialog.usesMarkup)
            XCTAssertTrue(Widget.wrapper(for: UnsafeMutableRawPointer(dialog.gObject)) === dialog)
            XCTAssertEqual(AlertDialog(heading: nil, body: "b").heading, "")

            dialog.addResponse(id: "cancel", label: "_Cancel")
            dialog.addResponse(id: "discard", label: "_Discard")
            dialog.addResponse(id: "cancel", label: "_Again")
            XCTAssertEqual(dialog.responseLabel(id: "cancel"), "_Cancel", "a second response with an id is ignored")
            XCTAssertNil(dialog.responseLabel(id: "save"))
            dialog.setResponseAppearance(id: "discard", appearance: .destructive)
            dialog.setResponseAppearance(id: "save", appearance: .suggested) // unknown: ignored
            XCTAssertEqual(dialog.responseAppearance(id: "discard"), .destructive)
            XCTAssertEqual(dialog.responseAppearance(id: "save"), .default)
            dialog.setResponseEnabled(id: "discard", enabled: false)
            XCTAssertFalse(dialog.isResponseEnabled(id: "discard"))
            XCTAssertNil(dialog.defaultResponse)
            XCTAssertEqual(dialog.closeResponse, "close")
            dialog.defaultResponse = "cancel"
            dialog.closeResponse = "cancel"
            XCTAssertEqual(dialog.defaultResponse, "cancel")
            XCTAssertEqual(dialog.closeResponse, "cancel")
        }
    }

    func testResponsesReachTheHandlerWithTheirIDs() throws {
        try onMainActor {
            try Self.initialize()
            let parent = Window()
            defer { parent.destroy() }
            parent.present()
            waitUntil("the parent is shown") { parent.mapped }

            let dialog = AlertDialog(heading: "Discard changes?", body: "Edits are lost.")
            dialog.addResponse(id: "cancel", label: "_Cancel")
            dialog.addResponse(id: "discard", label: "_Discard")
            dialog.closeResponse = "cancel"
            var responses: [String] = []
            dialog.onResponse { responses.append($1) }
            var closed = 0
            dialog.onClosed { closed += 1 }
            XCTAssertThrowsError(try dialog.connectReceivingString("closed") { _ in }, "closed passes no string")

            dialog.present(over: parent)
            waitUntil("the dialog is shown") { dialog.mapped }
            // Over a plain GtkWindow libadwaita shows the dialog in a window of its own
            // (inside the window only for its own window classes, as the About test checks).
            XCTAssertNotNil(dialog.window)

            dialog.response("discard")
            XCTAssertEqual(responses, ["discard"])
            XCTAssertTrue(dialog.mapped, "answering in code does not close the dialog")

            XCTAssertTrue(dialog.close())
            waitUntil("closing answers the close response") { responses.count == 2 && closed == 1 }
            XCTAssertEqual(responses, ["discard", "cancel"])
        }
    }
}
#endif
