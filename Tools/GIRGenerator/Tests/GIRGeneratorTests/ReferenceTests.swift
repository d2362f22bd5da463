import Foundation
import XCTest
@testable import GIRGeneratorCore

/// `gir-swift --reference`: the HTML reference shows the declarations the emitter writes.
final class ReferenceTests: XCTestCase {
    private func miniReference() throws -> APIReference {
        var options = GeneratorOptions(namespace: "Mini-1.0")
        options.cModules = ["CMini"]
        return try Generator.reference(girDirectories: [fixturesDirectory], options: options)
    }

    private func miniPages() throws -> [String: String] {
        Dictionary(uniqueKeysWithValues: ReferenceSite.namespaceFiles(try miniReference()).map { ($0.name, $0.contents) })
    }

    func testAClassPageNamesItsCTypeAndFirstDocParagraph() throws {
        let reference = try miniReference()
        let widget = try XCTUnwrap(reference.pages.first { $0.name == "Widget" })
        XCTAssertEqual(widget.kind, .classType)
        XCTAssertEqual(widget.declaration?.signature, "open class Widget: GLib.Object")
        XCTAssertEqual(widget.declaration?.cName, "MiniWidget")
        XCTAssertEqual(widget.declaration?.doc, "The base class of all widgets.")
        let html = try miniPages()["Widget.html"]
        XCTAssertContains(html, "C: <code>MiniWidget</code>")
        XCTAssertContains(html, "<p class=\"doc\">The base class of all widgets.</p>")
        XCTAssertContains(html, "<code>open class Widget: GLib.Object</code>")
        XCTAssertNotContains(html, "A second paragraph")
    }

    func testMemberSignaturesAreTheEmittedLines() throws {
        let reference = try miniReference()
        let (files, _) = try generateMini()
        let widget = try XCTUnwrap(reference.pages.first { $0.name == "Widget" })
        let newThing = try XCTUnwrap(widget.members.first { $0.name == "newThing" })
        XCTAssertEqual(newThing.signature, "public func newThing(_ orientation: Orientation)")
        XCTAssertContains(files["Widget.swift"], "    " + newThing.signature + " {\n")
        XCTAssertEqual(newThing.cName, "mini_widget_new_thing")
        XCTAssertContains(try miniPages()["Widget.html"],
                          "<code>public func newThing(_ orientation: Orientation)</code></pre>\n<p class=\"meta\">C: <code>mini_widget_new_thing</code> · <code class=\"condition\">#if MINI_1_4</code>")
        // Every declaration of every page is a line the emitter wrote, body aside.
        for page in reference.pages {
            let source = try XCTUnwrap(files[page.name + ".swift"], page.name)
            let lines = Set(source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
            for declaration in [page.declaration].compactMap({ $0 }) + page.members {
                XCTAssertTrue(lines.contains { $0.hasPrefix(declaration.signature) }, "\(page.name): \(declaration.signature)")
            }
        }
        XCTAssertGreaterThan(widget.members.count, 10)
    }

    func testVersionConditionsAndDeprecations() throws {
        let reference = try miniReference()
        let widget = try XCTUnwrap(reference.pages.first { $0.name == "Widget" })
        XCTAssertEqual(widget.members.first { $0.name == "newThing" }?.conditions, ["MINI_1_4"])
        let old = try XCTUnwrap(widget.members.first { $0.name == "oldMethod" })
        XCTAssertTrue(old.isDeprecated)
        XCTAssertEqual(old.deprecationMessage, "Deprecated since 1.2: Use Mini.Widget.set_child instead")
        let orientation = try XCTUnwrap(reference.pages.first { $0.name == "Orientation" })
        XCTAssertEqual(orientation.kind, .enumeration)
        XCTAssertEqual(orientation.members.first { $0.name == "diagonal" }?.conditions, ["MINI_1_4"])
        XCTAssertEqual(orientation.members.first { $0.name == "diagonal" }?.cName, "MINI_ORIENTATION_DIAGONAL")
        // Properties and signals by their GObject names.
        XCTAssertEqual(widget.members.first { $0.name == "revealChild" }?.cName, "MiniWidget:reveal-child")
        XCTAssertEqual(widget.members.first { $0.name == "onCloseRequest" }?.cName, "MiniWidget::close-request")
        let html = try miniPages()["Widget.html"]
        XCTAssertContains(html, "<span class=\"deprecated\">deprecated: Deprecated since 1.2: Use Mini.Widget.set_child instead</span>")
    }

    func testHTMLSpecialCharactersInDocsAreEscaped() throws {
        let html = try miniPages()["Switch.html"]
        XCTAssertContains(html, "A toggle between &lt;b&gt;on&lt;/b&gt; &amp; &quot;off&quot; states.")
        XCTAssertNotContains(html, "<b>on</b>")
        XCTAssertEqual(ReferenceSite.escape("<a href='x'>&</a>"), "&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;")
        // The search index cannot end the script element it is loaded as.
        XCTAssertEqual(ReferenceSite.jsonString("</script>\"\\"), "\"\\u003c/script>\\\"\\\\\"")
    }

    func testIndexAndSearchListTypesAndMembers() throws {
        let pages = try miniPages()
        XCTAssertContains(pages["index.html"], "<h2>Classes (2)</h2>")
        XCTAssertContains(pages["index.html"], "<a href=\"Widget.html\">Widget</a>")
        XCTAssertContains(pages["index.html"], "<script src=\"search-index.js\"></script>")
        let json = try XCTUnwrap(pages["search-index.json"])
        let entries = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String]])
        XCTAssertTrue(entries.contains(["Mini.Widget", "class", "Mini/Widget.html"]))
        XCTAssertTrue(entries.contains(["Mini.Widget.newThing", "func", "Mini/Widget.html#newThing"]))
        XCTAssertEqual(pages["search-index.js"], "registerReference(\(json.dropLast()));\n")
    }

    func testTheSameInputGivesTheSameBytes() throws {
        XCTAssertEqual(ReferenceSite.namespaceFiles(try miniReference()), ReferenceSite.namespaceFiles(try miniReference()))
    }

    func testWriteMakesTheNamespaceFolderAndTheLandingPage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reference-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try ReferenceSite.write(try miniReference(), to: folder.path)
        let landing = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertContains(landing, "<a href=\"Mini/index.html\">Mini</a>")
        XCTAssertContains(landing, "<script src=\"Mini/search-index.js\"></script>")
        for name in ["reference.css", "search.js", "Mini/Widget.html", "Mini/search-index.json"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), name)
        }
    }

    func testAFileAsTheReferenceFolderIsAClearError() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("reference-\(UUID().uuidString)")
        try Data().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        XCTAssertThrowsError(try ReferenceSite.write(try miniReference(), to: file.path)) { error in
            XCTAssertEqual("\(error)", "\(file.path): cannot write the output: it is a file, not a folder")
        }
    }

    /// The command line: exit 1 and the message for a bad folder (with the `gir-swift` the
    /// repository's `swift build --product gir-swift` made; skipped when there is none).
    func testGirSwiftExitsOneOnABadReferenceFolder() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../..").standardizedFileURL
        let tool = ProcessInfo.processInfo.environment["GIR_SWIFT"] ?? root.appendingPathComponent(".build/debug/gir-swift").path
        guard FileManager.default.isExecutableFile(atPath: tool) else { throw XCTSkip("no gir-swift at \(tool)") }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("reference-\(UUID().uuidString)")
        try Data().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--gir-dir", fixturesDirectory, "--namespace", "Mini-1.0", "--reference", file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 1)
        XCTAssertEqual(message, "gir-swift: error: \(file.path): cannot write the output: it is a file, not a folder\n")
    }
}
