import Foundation
import Localization
import LocalizationExtraction
import VSMTesting
import XCTest

/// The C that xgettext reads, and a round trip through the real xgettext: the template's
/// ids are exactly the ids `localized` looks up at run time.
final class GettextMirrorTests: XCTestCase {
    func test_callsStayOnTheirLines_withExplicitFormatFlags() throws {
        let result = try SwiftMessageScanner.scan("""
        // TRANSLATORS: a note
        let a = localized("Retry")

        let b = localizedPlural("\\(n) file", "\\(n) files", count: n, context: "disk")
        """, file: "T.swift")
        XCTAssertEqual(GettextMirror.render(result), """
        // TRANSLATORS: a note
        /* xgettext:no-objc-format no-c-format */ gettext("Retry");

        /* xgettext:objc-format no-c-format */ npgettext("disk", "%@ file", "%@ files", n);

        """)
    }

    func test_cLiterals_escapeQuotesBackslashesAndControls() throws {
        let result = try SwiftMessageScanner.scan(#"localized("a \"b\" \\ c\nd\te \u{7} ü")"#, file: "T.swift")
        XCTAssertEqual(GettextMirror.render(result), #"/* xgettext:no-objc-format no-c-format */ gettext("a \"b\" \\ c\nd\te \007 ü");"# + "\n")
    }

    func test_xgettext_readsTheMirror_intoTheIDsTheRuntimeLooksUp() throws {
        let xgettext = "/usr/bin/xgettext"
        guard FileManager.default.isExecutableFile(atPath: xgettext) else {
            throw XCTSkip("xgettext is not installed (Debian package gettext)")
        }
        let source = #"""
        // TRANSLATORS: %@ is a file name
        let a = localized("Could not save \(path).")
        let b = localized("at most \(max) characters; this one has \(count).")
        let c = localized("100% done")
        let d = localizedPlural("one friend", "\(n) friends", count: n)
        let e = localized("Open", context: "verb")
        let f = localized("Quote \" and ü")
        """#
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vsm-mirror-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try GettextMirror.render(SwiftMessageScanner.scan(source, file: "X.swift"))
            .write(to: folder.appendingPathComponent("X.swift"), atomically: true, encoding: .utf8)
        let extract = try ChildProcess.run(xgettext, ["--language=C", "--from-code=UTF-8", "--add-comments=TRANSLATORS:",
                                                      "--no-wrap", "--output=-", "X.swift"], directory: folder.path)
        XCTAssertEqual(extract.status, 0, extract.errorOutput)
        let pot = extract.output

        // The same literals, built at run time.
        let path = "p", max = 64, count = 70, n = 2
        let runtimeIDs = [
            LocalizableText("Could not save \(path).").messageID(),
            LocalizableText("at most \(max) characters; this one has \(count).").messageID(),
            LocalizableText("100% done").messageID(),
            LocalizableText("Open").messageID(),
            LocalizableText("Quote \" and ü").messageID(),
        ]
        for id in runtimeIDs {
            let escaped = id.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
            XCTAssertTrue(pot.contains("msgid \"\(escaped)\"\n"), "\(id) missing from\n\(pot)")
        }
        XCTAssertTrue(pot.contains("#. TRANSLATORS: %@ is a file name\n#: X.swift:2\n#, no-c-format, objc-format\nmsgid \"Could not save %@.\""), pot)
        XCTAssertTrue(pot.contains("#: X.swift:4\n#, no-c-format, no-objc-format\nmsgid \"100% done\""), pot)
        XCTAssertTrue(pot.contains("#, no-c-format, objc-format\nmsgid \"one friend\"\nmsgid_plural \"%@ friends\""), pot)
        XCTAssertTrue(pot.contains("msgctxt \"verb\"\nmsgid \"Open\""), pot)
        _ = n
    }
}
