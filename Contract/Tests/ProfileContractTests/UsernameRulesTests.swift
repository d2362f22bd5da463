import ProfileContract
import XCTest

/// The username rules as both sides apply them (the app's property tests cover them in depth).
final class UsernameRulesTests: XCTestCase {
    func testEachRuleHasItsError() {
        XCTAssertEqual(Username.validate("  ").failure, .empty)
        XCTAssertEqual(Username.validate("a\nb").failure, .containsLineBreak)
        XCTAssertEqual(Username.validate("a\tb").failure, .containsControlCharacter("\t"))
        XCTAssertEqual(Username.validate(String(repeating: "x", count: 65)).failure, .tooLong(characterCount: 65))
        XCTAssertEqual(Username.validate("\u{200B}").failure, .noVisibleCharacter)
        let stacked = "a" + String(repeating: "\u{301}", count: 3000)
        XCTAssertEqual(Username.validate(stacked).failure, .tooLarge(byteCount: stacked.utf8.count))
    }

    func testAValidNameIsTrimmedAndKeptExactly() throws {
        XCTAssertEqual(try Username(validating: "  Zoë 👩‍👩‍👧  ").value, "Zoë 👩‍👩‍👧")
        XCTAssertEqual(try Username(validating: String(repeating: "é", count: 64)).value.count, 64)
    }

    func testTheEnglishSentencesSayWhatToChange() {
        XCTAssertEqual(UsernameValidationError.containsControlCharacter("\u{0}").description,
                       "A username cannot contain control characters (found U+0000).")
        XCTAssertEqual(UsernameValidationError.tooLong(characterCount: 70).description,
                       "A username can have at most 64 characters; this one has 70.")
    }
}

private extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
