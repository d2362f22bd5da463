import Adw
import Gtk
import VSMGtkTesting
import XCTest

// libadwaita 1.6 deprecates the message dialog; built against it, the module offers only
// AlertDialog (AlertDialogTests).
#if !ADW_1_6

/// `Adw.MessageDialog` on real windows under Xvfb: plain heading and body, responses with
/// their appearance, default and close responses, and the typed `response` signal.
final class MessageDialogTests: XCTestCase {
    @MainActor
    private static func initialize() throws {
        try requireDisplay()
        AdwRuntime.initialize()
    }

    func testHeadingAndBodyArePlainText() throws {
        try onMainActor {
            try Self.initialize()
            let dialog = MessageDialog(parent: nil, heading: "Discard <changes>?",
                                       body: "Your edits to <b>ada</b> & co are lost.")
            defer { dialog.destroy() }
            XCTAssertEqual(dialog.typeName, "AdwMessageDialog")
            XCTAssertEqual(dialog.heading, "Discard <changes>?")
            XCTAssertEqual(dialog.body, "Your edits to <b>ada</b> & co are lost.")
            XCTAssertFalse(dialog.usesMarkup, "libadwaita 1.2 reads neither as markup unless told")
            dialog.heading = ""
            dialog.body = "<i>x</i>"
            XCTAssertEqual(dialog.heading, "")
            XCTAssertEqual(dialog.body, "<i>x</i>")
            XCTAssertTrue(Widget.wrapper(for: UnsafeMutableRawPointer(dialog.gObject)) === dialog)
        }
    }

    func testResponsesKeepTheirLabelsAppearanceAndState() throws {
        try onMainActor {
            try Self.initialize()
            let dialog = MessageDialog(parent: nil, heading: "Discard changes?", body: nil)
            defer { dialog.destroy() }
            XCTAssertEqual(dialog.body, "", "nil shows no body")
            XCTAssertEqual(MessageDialog(parent: nil, heading: nil, body: "b").heading, "")
            dialog.addResponse(id: "cancel", label: "_Cancel")
            dialog.addResponse(id: "discard", label: "_Discard")
            dialog.addResponse(id: "cancel", label: "_Again")
            XCTAssertTrue(dialog.hasResponse(id: "cancel"))
            XCTAssertFalse(dialog.hasResponse(id: "save"))
            XCTAssertEqual(dialog.responseLabel(id: "cancel"), "_Cancel", "a second response with an id is ignored")
            XCTAssertNil(dialog.responseLabel(id: "save"))

            dialog.setResponseAppearance(id: "discard", appearance: .destructive)
            dialog.setResponseAppearance(id: "save", appearance: .suggested) // unknown: ignored
            XCTAssertEqual(dialog.responseAppearance(id: "discard"), .destructive)
            XCTAssertEqual(dialog.responseAppearance(id: "cancel"), .default)
            XCTAssertEqual(dialog.responseAppearance(id: "save"), .default)
            dialog.setResponseAppearance(id: "cancel", appearance: .suggested)
            XCTAssertEqual(dialog.responseAppearance(id: "cancel"), .suggested)

            XCTAssertTrue(dialog.isResponseEnabled(id: "discard"))
            dialog.setResponseEnabled(id: "discard", enabled: false)
            XCTAssertFalse(dialog.isResponseEnabled(id: "discard"))
            XCTAssertFalse(dialog.isResponseEnabled(id: "save"))

            XCTAssertNil(dialog.defaultResponse)
            XCTAssertEqual(dialog.closeResponse, "close")
            dialog.defaultResponse = "cancel"
            dialog.closeResponse = "cancel"
            XCTAssertEqual(dialog.defaultResponse, "cancel")
            XCTAssertEqual(dialog.closeResponse, "cancel")
            dialog.defaultResponse = nil
            XCTAssertNil(dialog.defaultResponse)
        }
    }

    func testResponsesReachTheHandlerWithTheirIDs() throws {
        try onMainActor {
            try Self.initialize()
            let parent = Window()
            defer { parent.destroy() }
            parent.present()
            waitUntil("the parent is shown") { parent.mapped }

            let dialog = MessageDialog(parent: parent, heading: "Discard changes?", body: "Edits are lost.")
            dialog.addResponse(id: "cancel", label: "_Cancel")
            dialog.addResponse(id: "discard", label: "_Discard")
            dialog.setResponseAppearance(id: "discard", appearance: .destructive)
            dialog.closeResponse = "cancel"
            var responses: [String] = []
            dialog.onResponse { responses.append($1) }
            XCTAssertThrowsError(try dialog.connectReceivingString("close-request") { _ in },
                                 "close-request passes no string")

            dialog.present()
            waitUntil("the dialog is shown") { dialog.mapped }
            XCTAssertTrue(dialog.modal, "modal over its parent")

            dialog.response("discard")
            XCTAssertEqual(responses, ["discard"])
            XCTAssertTrue(dialog.mapped, "answering in code does not close the dialog")

            dialog.close()
            waitUntil("closing answers the close response") { responses.count == 2 }
            XCTAssertEqual(responses, ["discard", "cancel"])
        }
    }
}
#endif
