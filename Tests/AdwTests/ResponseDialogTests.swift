import Adw
import Gtk
import VSMGtkTesting
import XCTest

/// A question written once against `ResponseDialog` works with the dialog the system has
/// (`AlertDialog` from libadwaita 1.5, `MessageDialog` before), and its checked calls take
/// ids the dialog does not have without a GLib critical.
final class ResponseDialogTests: XCTestCase {
    /// The question, as an app writes it once for both releases: what it was answered goes
    /// to `answered`.
    @MainActor
    private static func ask(_ dialog: some ResponseDialog, answered: @escaping @MainActor (String) -> Void) {
        dialog.addResponse(id: "keep", label: "_Keep")
        dialog.addResponse(id: "discard", label: "_Discard")
        dialog.setResponseAppearance(id: "discard", appearance: .destructive)
        dialog.onResponse { answered($1) }
    }

    @MainActor
    private static func makeDialog() -> any ResponseDialog {
        #if ADW_1_5
        AlertDialog(heading: "Discard changes?", body: "Edits are lost.")
        #else
        MessageDialog(parent: nil, heading: "Discard changes?", body: "Edits are lost.")
        #endif
    }

    func testAQuestionWrittenOnceIsAskedAndAnswered() throws {
        try onMainActor {
            try requireDisplay()
            AdwRuntime.initialize()
            let dialog = Self.makeDialog()
            var answers: [String] = []
            Self.ask(dialog) { answers.append($0) }
            XCTAssertEqual(dialog.responseLabel(id: "keep"), "_Keep")
            XCTAssertEqual(dialog.responseAppearance(id: "discard"), .destructive)
            dialog.response("discard")
            XCTAssertEqual(answers, ["discard"])
        }
    }

    func testIdsTheDialogDoesNotHaveLogNoCritical() throws {
        try onMainActor {
            try requireDisplay()
            AdwRuntime.initialize()
            let dialog = Self.makeDialog()
            Self.ask(dialog) { _ in }
            let recorder = GLibMessageRecorder()
            defer { recorder.stop() }
            dialog.addResponse(id: "keep", label: "_Again")
            dialog.setResponseAppearance(id: "save", appearance: .suggested)
            dialog.setResponseEnabled(id: "save", enabled: false)
            XCTAssertNil(dialog.responseLabel(id: "save"))
            XCTAssertEqual(dialog.responseAppearance(id: "save"), .default)
            XCTAssertFalse(dialog.isResponseEnabled(id: "save"))
            XCTAssertEqual(dialog.responseLabel(id: "keep"), "_Keep", "a second response with an id is ignored")
            XCTAssertEqual(recorder.messages, [])

            dialog.setResponseAppearance("save", appearance: .suggested)
            XCTAssertEqual(recorder.messages.count, 1, "the unchecked binding is C's: a critical \(recorder.messages)")
        }
    }
}
