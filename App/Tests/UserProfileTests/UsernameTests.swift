import UserProfile
import XCTest

final class UsernameTests: XCTestCase {
    private func accepted(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        switch Username.validate(text) {
        case .success(let username): return username.value
        case .failure(let error):
            XCTFail("\(text.debugDescription) rejected: \(error.message)", file: file, line: line)
            return nil
        }
    }

    private func rejection(_ text: String) -> UsernameValidationError? {
        if case .failure(let error) = Username.validate(text) { return error }
        return nil
    }

    func test_trimsWhiteSpaceAndNewlinesAtBothEnds() {
        XCTAssertEqual(accepted("  alice  "), "alice")
        XCTAssertEqual(accepted("\n\r\n alice\u{A0}\u{3000}"), "alice")
        XCTAssertEqual(accepted("a b"), "a b", "inner spaces stay")
    }

    func test_acceptsAnyScriptEmojiCombiningMarksAndRTL_storedExactly() {
        for text in ["Ünïcödé", "e\u{301}e\u{301}", "👩‍👩‍👧‍👦", "🇫🇷🇯🇵", "שלום", "مرحبا", "\u{200F}abc", "名前", "a\u{200D}b", "\u{FFFF}"] {
            XCTAssertEqual(accepted(text).map { Array($0.utf8) }, Array(text.utf8), text.debugDescription)
        }
        XCTAssertEqual(Array((accepted(" \u{301}x") ?? "").utf8), Array(" \u{301}x".utf8),
                       "a space carrying a combining mark is a visible character and is kept")
    }

    func test_lengthCountsCharacters_1to64() {
        XCTAssertNotNil(accepted("x"))
        XCTAssertNotNil(accepted(String(repeating: "x", count: 64)))
        XCTAssertEqual(rejection(String(repeating: "x", count: 65)), .tooLong(characterCount: 65))
        // 64 family emoji: 64 characters, 1,600 bytes, 448 scalars: accepted.
        XCTAssertNotNil(accepted(String(repeating: "👩‍👩‍👧‍👦", count: 64)))
        XCTAssertEqual(rejection(String(repeating: "🇫🇷", count: 65)), .tooLong(characterCount: 65))
        XCTAssertEqual(rejection(String(repeating: "e\u{301}", count: 65)), .tooLong(characterCount: 65))
    }

    func test_rejectsEmptyAndWhiteSpaceOnly() {
        XCTAssertEqual(rejection(""), .empty)
        XCTAssertEqual(rejection("   \n\t "), .empty)
        XCTAssertEqual(rejection("\u{2028}\u{A0}"), .empty)
    }

    func test_rejectsLineBreaksInside() {
        for separator in ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"] {
            XCTAssertEqual(rejection("a\(separator)b"), .containsLineBreak, separator.debugDescription)
        }
    }

    func test_rejectsControlCharacters() {
        XCTAssertEqual(rejection("a\tb"), .containsControlCharacter("\t"))
        XCTAssertEqual(rejection("a\u{0}b"), .containsControlCharacter("\u{0}"))
        XCTAssertEqual(rejection("a\u{1B}[31mb"), .containsControlCharacter("\u{1B}"))
        XCTAssertEqual(rejection("a\u{7F}"), .containsControlCharacter("\u{7F}"))
        XCTAssertEqual(rejection("\u{9F}x"), .containsControlCharacter("\u{9F}"))
    }

    func test_rejectsNamesWithNoVisibleCharacter() {
        for invisible in ["\u{200B}", "\u{FEFF}", "\u{200B}\u{FEFF}", " \u{2060} ", "\u{FE0F}", "\u{3164}", "\u{200D}\u{200C}",
                          "\u{202E}", "\u{034F}", "\u{E0061}", "\u{180E}"] {
            XCTAssertEqual(rejection(invisible), .noVisibleCharacter, invisible.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
        }
        XCTAssertEqual(UsernameValidationError.noVisibleCharacter.message, "A username needs at least one visible character.")
        // One visible character is enough, and invisible ones next to it are kept exactly.
        XCTAssertEqual(try Username(validating: "\u{200B}a\u{FEFF}").value, "\u{200B}a\u{FEFF}")
        XCTAssertEqual(try Username(validating: " \u{301}").value, " \u{301}", "a combining mark is drawn")
        XCTAssertEqual(try Username(validating: "👩‍💻").value, "👩‍💻")
    }

    func test_rejectsPathologicalSizeInOneCharacter() {
        let zalgo = "a" + String(repeating: "\u{301}", count: 3000)
        XCTAssertEqual(zalgo.count, 1)
        XCTAssertEqual(rejection(zalgo), .tooLarge(byteCount: zalgo.utf8.count))
    }

    func test_messagesSayWhatToChange() {
        XCTAssertEqual(UsernameValidationError.empty.message, "Enter a username.")
        XCTAssertEqual(UsernameValidationError.tooLong(characterCount: 70).message,
                       "A username can have at most 64 characters; this one has 70.")
        XCTAssertEqual(UsernameValidationError.containsLineBreak.message, "A username must fit on one line.")
        XCTAssertEqual(UsernameValidationError.containsControlCharacter("\t").message,
                       "A username cannot contain control characters (found U+0009).")
        XCTAssertTrue(UsernameValidationError.tooLarge(byteCount: 5000).message.contains("5000 bytes"))
        XCTAssertEqual(String(describing: UsernameValidationError.empty), "Enter a username.")
    }

    func test_throwingInitializerMatchesValidate() {
        XCTAssertThrowsError(try Username(validating: "")) { error in
            XCTAssertEqual(error as? UsernameValidationError, .empty)
        }
        XCTAssertEqual(try Username(validating: " bob ").value, "bob")
        XCTAssertEqual(String(describing: try Username(validating: "bob")), "bob")
    }
}
