import Foundation
import XCTest
@testable import GIRGeneratorCore

/// The summary line each generated declaration's doc comment gets from its GIR documentation:
/// the generator reads it as Unicode scalars for speed, and must give what the plain
/// definition below gives, on made-up corner cases and on every documentation text of the
/// system's GIR files.
final class FirstParagraphTests: XCTestCase {
    /// The definition: trim the text, keep it up to its first blank line, trim each line of
    /// spaces and join the lines with one space.
    private func reference(_ text: String?) -> String? {
        guard let text else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        let paragraph = trimmed.components(separatedBy: "\n\n").first ?? trimmed
        return paragraph.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
    }

    func testCornerCasesMatchTheDefinition() {
        let cases: [String?] = [
            nil, "", " ", "\n\n", " \t\n ", "one", "  one  ", "one\ntwo", "one\n\ntwo",
            "one\n  \ntwo", "one\n \n\n", "\n\n  one  \n two \n\nthree", "one \t\n\t two",
            "one\r\ntwo", "one\u{2028}two\u{2029}three\u{85}four", "one\u{0B}two\u{0C}three",
            "a\u{00A0}b\u{3000}\nc", "\u{3000}wide\u{3000}", "é\u{301}\nü", "emoji 👩‍👩‍👧\n\nrest",
            "line\n\n\n\nafter", "\n\nlead", "x\n \n \ny", "tail \n ", String(repeating: "long line\n", count: 500),
        ]
        for text in cases {
            XCTAssertEqual(firstParagraph(text), reference(text), "for \(String(reflecting: text))")
        }
    }

    /// Every `<doc>` and `<doc-deprecated>` text of the GIR files the bindings come from.
    func testEverySystemDocumentationTextMatchesTheDefinition() throws {
        let folder = "/usr/share/gir-1.0"
        let names = ["GLib-2.0", "GObject-2.0", "Gio-2.0", "Pango-1.0", "Gdk-4.0", "Gsk-4.0", "Gtk-4.0", "Adw-1"]
        var texts = 0
        for name in names {
            let path = "\(folder)/\(name).gir"
            guard FileManager.default.fileExists(atPath: path) else { continue }
            let root = try XMLNode.parse(Data(contentsOf: URL(fileURLWithPath: path)), file: path)
            var pending = [root]
            while let node = pending.popLast() {
                if node.name == "doc" || node.name == "doc-deprecated" {
                    texts += 1
                    let text = node.text
                    XCTAssertEqual(firstParagraph(text), reference(text), "in \(name), line \(node.line ?? 0)")
                }
                pending.append(contentsOf: node.children)
            }
        }
        XCTAssertGreaterThan(texts, 10_000, "the system's GIR files (make deps installs them) hold the docs")
    }
}
