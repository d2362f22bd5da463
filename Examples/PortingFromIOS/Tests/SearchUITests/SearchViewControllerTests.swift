import Foundation
import Gtk
import SearchFeature
@testable import SearchUI
import XCTest

/// The search screen under Xvfb: the field and the state stay in sync through `bind`.
final class SearchViewControllerTests: XCTestCase {
    private static let names = ["Ada Lovelace", "Grace Hopper", "Alan Turing"]

    func testTypingSearchesAfterThePauseAndEnterSearchesAtOnce() throws {
        try MainActor.assumeIsolated {
            guard GtkRuntime.initialize() else { throw XCTSkip(GtkRuntime.noDisplayMessage) }
            let directory = ProfileDirectory(names: Self.names)
            let controller = SearchViewController(state: SearchViewState(directory: directory))
            let window = Window()
            window.setDefaultSize(360, height: 240)
            window.setRootViewController(controller)
            window.present()
            defer { window.destroy() }
            XCTAssertEqual(controller.resultsLabel.text, "Type a name.")

            for text in ["g", "gr", "gra"] {
                controller.queryEntry.text = text
            }
            XCTAssertEqual(controller.resultsLabel.text, "Type a name.", "nothing before the 0.3 s pause")
            XCTAssertTrue(MainContext.iterate(until: { controller.resultsLabel.text == "Grace Hopper" }, timeout: .seconds(10)))
            XCTAssertEqual(directory.lookups, 1, "one search for three keystrokes")
            XCTAssertEqual(controller.queryEntry.text, "gra", "the field keeps showing the query")

            controller.queryEntry.text = "alan"
            controller.queryEntry.emitActivate()
            XCTAssertEqual(controller.resultsLabel.text, "Searching…", "Enter searches at once")
            XCTAssertTrue(MainContext.iterate(until: { controller.resultsLabel.text == "Alan Turing" }, timeout: .seconds(10)))

            // `PORTING_SCREENSHOT=/tmp/search.png` saves the screen, to look at it.
            if let path = ProcessInfo.processInfo.environment["PORTING_SCREENSHOT"] {
                XCTAssertTrue(MainContext.iterate(until: { window.saveScreenshot(toPNG: path) }, timeout: .seconds(10)))
            }
        }
    }

    func testSearchAgainButtonIsDebounced() throws {
        try MainActor.assumeIsolated {
            guard GtkRuntime.initialize() else { throw XCTSkip(GtkRuntime.noDisplayMessage) }
            let directory = ProfileDirectory(names: Self.names)
            let controller = SearchViewController(state: SearchViewState(directory: directory, query: "ada"))
            let window = Window()
            window.setRootViewController(controller)
            window.present()
            defer { window.destroy() }

            controller.searchAgainButton.emitClicked()
            controller.searchAgainButton.emitClicked()
            XCTAssertEqual(controller.resultsLabel.text, "Type a name.")
            XCTAssertTrue(MainContext.iterate(until: { controller.resultsLabel.text == "Ada Lovelace" }, timeout: .seconds(10)))
            XCTAssertEqual(directory.lookups, 1)
        }
    }
}
