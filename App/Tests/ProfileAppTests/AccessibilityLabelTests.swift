import Foundation
import FoundationXML
import XCTest
@testable import ProfileApp
import ProfileAppResources

/// Every control in every `.ui` file has an accessible name, so screen readers (and
/// the AT-SPI end-to-end test) can find it. Checked on the layout files themselves:
/// no display needed, and a new control without a label fails here. (The profile screen's
/// rows are built in code; ProfileScreenViewControllerTests and the end-to-end test find
/// their controls by name.)
final class AccessibilityLabelTests: XCTestCase {
    /// Widget classes a user operates, which must carry `<accessibility><property name="label">`.
    private static let controlClasses: Set<String> = ["GtkButton", "GtkEntry", "AdwEntryRow", "GtkMenuButton", "GtkSpinner"]

    /// Every layout the app ships: the `.ui` files of its embedded bundle.
    func testEveryControlInEveryLayoutHasAnAccessibleLabel() throws {
        var checked = 0
        let bundle = try ProfileAppResources.bundle()
        let layouts = bundle.children(of: ProfileAppResources.basePath + "/ui").filter { $0.hasSuffix(".ui") }
        XCTAssertGreaterThanOrEqual(layouts.count, 3, "the bundle lost its layouts?")
        for file in layouts {
            let controls = try Self.controls(in: Data(bundle.data(at: ProfileAppResources.basePath + "/ui/" + file)))
            for control in controls {
                checked += 1
                XCTAssertNotNil(control.label, "\(file): \(control.className) '\(control.id)' has no accessible label")
                XCTAssertFalse(control.label?.isEmpty ?? true, "\(file): \(control.className) '\(control.id)'")
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 7, "the layouts lost their controls?")
    }

    func testAMissingLabelIsDetected() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("unlabelled-\(UUID().uuidString).ui")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("""
            <interface><object class="GtkBox"><child>
            <object class="GtkButton" id="mute"><property name="label">x</property></object>
            </child></object></interface>
            """.utf8).write(to: url)
        let controls = try Self.controls(in: Data(contentsOf: url))
        XCTAssertEqual(controls.count, 1)
        XCTAssertNil(controls.first?.label)
    }

    struct Control {
        let className: String
        let id: String
        var label: String?
    }

    /// The controls of a GtkBuilder document with their accessible label (nil when absent).
    static func controls(in document: Data) throws -> [Control] {
        let parser = XMLParser(data: document)
        let collector = ControlCollector(controlClasses: controlClasses)
        parser.delegate = collector
        guard parser.parse() else {
            throw parser.parserError ?? CocoaError(.fileReadCorruptFile)
        }
        return collector.controls
    }
}

/// Walks the object tree and records each control's `accessibility/property[@name=label]`.
private final class ControlCollector: NSObject, XMLParserDelegate {
    let controlClasses: Set<String>
    var controls: [AccessibilityLabelTests.Control] = []
    /// For each open <object>: the index in `controls`, or nil if not a control.
    private var objectStack: [Int?] = []
    private var inAccessibility = false
    private var readingLabel = false
    private var text = ""

    init(controlClasses: Set<String>) {
        self.controlClasses = controlClasses
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        switch name {
        case "object":
            let className = attributes["class"] ?? ""
            if controlClasses.contains(className) {
                controls.append(.init(className: className, id: attributes["id"] ?? "?", label: nil))
                objectStack.append(controls.count - 1)
            } else {
                objectStack.append(nil)
            }
        case "accessibility":
            inAccessibility = true
        case "property" where inAccessibility && attributes["name"] == "label":
            readingLabel = true
            text = ""
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if readingLabel { text += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        switch name {
        case "object":
            objectStack.removeLast()
        case "accessibility":
            inAccessibility = false
        case "property" where readingLabel:
            readingLabel = false
            if let index = objectStack.last ?? nil {
                controls[index].label = text.trimmingCharacters(in: .whitespacesAndNewlines)
            }
        default:
            break
        }
    }
}
