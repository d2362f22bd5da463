import LocalizationExtraction
import XCTest

/// What `make pot` finds in Swift sources, and what it refuses.
final class SwiftMessageScannerTests: XCTestCase {
    private func messages(_ source: String) throws -> [ExtractedMessage] {
        try SwiftMessageScanner.scan(source, file: "Test.swift").messages
    }

    private func failure(_ source: String) -> ExtractionError? {
        do {
            _ = try SwiftMessageScanner.scan(source, file: "Test.swift")
            return nil
        } catch {
            return error
        }
    }

    func test_aPlainMessage_isFoundOnItsLine() throws {
        XCTAssertEqual(try messages("let a = 1\nlet title = localized(\"Retry\")\n"),
                       [ExtractedMessage(line: 2, id: "Retry", isFormat: false)])
    }

    func test_interpolations_becomeTheRuntimesPlaceholders() throws {
        let found = try messages(#"""
        f(localized("Could not save \(path)."))
        f(localized("at most \(Username.maximumLength) characters; this one has \(count)."))
        f(localized("100% of \(n)"))
        f(localized("100% done"))
        """#)
        XCTAssertEqual(found.map(\.id), ["Could not save %@.", "at most %1$@ characters; this one has %2$@.",
                                         "100%% of %@", "100% done"])
        XCTAssertEqual(found.map(\.isFormat), [true, true, true, false])
    }

    func test_interpolatedExpressions_mayHoldParenthesesStringsAndClosures() throws {
        let found = try messages(#"""
        localized("A \(f(")", x: [1, 2].map { ($0) })) and \("\(nested)") end")
        """#)
        XCTAssertEqual(found.map(\.id), ["A %1$@ and %2$@ end"])
    }

    func test_escapes_areDecoded() throws {
        let found = try messages(#"localized("Tab\there \"quoted\" back\\slash caf\u{E9} \u{1F600}")"#)
        XCTAssertEqual(found.map(\.id), ["Tab\there \"quoted\" back\\slash café 😀"])
    }

    func test_aContext_isKept() throws {
        XCTAssertEqual(try messages(#"localized("Open", context: "verb")"#),
                       [ExtractedMessage(line: 1, id: "Open", context: "verb", isFormat: false)])
    }

    func test_plurals_shareFormatMode_andTheCountMayBeAnyExpression() throws {
        let found = try messages(#"""
        localizedPlural("one friend", "\(n) friends", count: friends.filter { $0.name != ")" }.count)
        localizedPlural("%@ item", "%@ items",
                        count: 2, context: "cart")
        """#)
        XCTAssertEqual(found, [
            ExtractedMessage(line: 1, id: "one friend", pluralID: "%@ friends", isFormat: true),
            ExtractedMessage(line: 2, id: "%@ item", pluralID: "%@ items", context: "cart", isFormat: false),
        ])
    }

    func test_callsInsideCommentsAndOtherStrings_areNotMessages() throws {
        let found = try messages(##"""
        // localized("in a line comment")
        /* localized("in a block /* nested */ comment") */
        let s = "localized(\"in a string\")"
        let m = """
            localized("in a multi-line string")
            """
        let r = #"localized("in a raw string") \#(localized("raw interpolation"))"#
        let e = ""
        let x = localized("real")
        """##)
        XCTAssertEqual(found.map(\.id), ["raw interpolation", "real"])
        XCTAssertEqual(found.map(\.line), [7, 9])
    }

    func test_nestedCalls_inInterpolationsAndArguments_areMessagesToo() throws {
        let found = try messages(#"localized("Error: \(localized("inner"))")"#)
        XCTAssertEqual(Set(found.map(\.id)), ["Error: %@", "inner"])
    }

    func test_declarationsAndMemberCalls_areNotCallsOfOurs() throws {
        XCTAssertEqual(try messages("""
        public func localized(_ message: LocalizableText) -> String { "" }
        let y = text.localized(variable)
        let z = Other
            .localized(variable)
        let localizedTitle = 1
        var localized: String { "" }
        let v = View(localized: true)
        enum Kind { case localizedPlural(Int) }
        """), [])
    }

    func test_aFileTheCompilerWouldReject_isRefusedWithTheParsersMessage() {
        let error = failure("let a = 1\nlet b = localized(\"bad \\q escape\")\n")
        XCTAssertEqual(error?.line, 2)
        XCTAssertEqual(error?.file, "Test.swift")
    }

    func test_aVariable_isRefused_namingFileAndLine() {
        XCTAssertEqual(failure("\n\nlocalized(message)")?.description,
                       "Test.swift:3: error: the message of `localized` must be one plain string literal "
                           + "(no variable, concatenation, multi-line or raw literal), so it can be extracted")
    }

    func test_everyLiteralThatXgettextCouldMisread_isRefused() {
        let refused = [
            #"localized("a" + "b")"#,
            "localized(\"\"\"\n  multi\n  \"\"\")",
            ##"localized(#"raw"#)"##,
            #"localized("Open", context: "\(kind)")"#,
            #"localized("")"#,
            #"localizedPlural("a", "b")"#,
            #"localizedPlural("a", count: 1)"#,
            #"localized("a", comment: "b")"#,
            #"localized(context: "x", "a")"#,
            #"let f = localized"#,
            #"localized("bad \q escape")"#,
            #"localized("nul \0")"#,
            #"localized("bad \u{110000}")"#,
            "localized(\"unterminated\n\")",
            "localized(\"a\"",
            "/* unterminated",
            "let x = (",
        ]
        for source in refused {
            XCTAssertNotNil(failure(source), source)
        }
    }

    func test_translatorComments_onTheirOwnLines_areKeptWithTheirContinuation() throws {
        let result = try SwiftMessageScanner.scan("""
        // TRANSLATORS: the button that tries again
        // after a failed load
        let retry = localized("Retry")
        let x = 1 // TRANSLATORS: trailing comments are not notes
        // An ordinary comment
        """, file: "T.swift")
        XCTAssertEqual(result.translatorComments, [
            1: "// TRANSLATORS: the button that tries again",
            2: "// after a failed load",
        ])
        XCTAssertEqual(result.lineCount, 5)
    }
}
