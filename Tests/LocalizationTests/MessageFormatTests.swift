import Localization
import XCTest

/// The message id rule shared by the run-time lookup and `vsm-extract-strings`.
final class MessageFormatTests: XCTestCase {
    func test_aLiteralWithoutInterpolation_isItsOwnID_percentSignsIncluded() {
        let text: LocalizableText = "100% done"
        XCTAssertEqual(text.messageID(), "100% done")
        XCTAssertFalse(text.isFormat)
    }

    func test_oneInterpolation_becomesAnObjCPlaceholder_andPercentSignsAreDoubled() {
        let name = "x"
        let text: LocalizableText = "\(name) is 100% ready"
        XCTAssertEqual(text.messageID(), "%@ is 100%% ready")
        XCTAssertEqual(text.arguments, ["x"])
    }

    func test_severalInterpolations_becomePositionalPlaceholders() {
        let text: LocalizableText = "at most \(64) characters; this one has \(70)."
        XCTAssertEqual(text.messageID(), "at most %1$@ characters; this one has %2$@.")
        XCTAssertEqual(text.literals, ["at most ", " characters; this one has ", "."])
    }

    func test_adjacentInterpolations_keepEmptyLiteralsBetweenThem() {
        let text: LocalizableText = "\("a")\("b")"
        XCTAssertEqual(text.messageID(), "%1$@%2$@")
        XCTAssertEqual(text.literals, ["", "", ""])
    }

    func test_forcedFormat_escapesAPlainLiteral() {
        XCTAssertEqual(MessageFormat.messageID(literals: ["100% one"], placeholderCount: 0, asFormat: true), "100%% one")
    }

    func test_format_fillsSequentialAndPositionalPlaceholders() {
        XCTAssertEqual(MessageFormat.format("%@ und %@", arguments: ["a", "b"]), "a und b")
        XCTAssertEqual(MessageFormat.format("%2$@ vor %1$@", arguments: ["a", "b"]), "b vor a")
        XCTAssertEqual(MessageFormat.format("100%% von %@", arguments: ["x"]), "100% von x")
    }

    func test_format_leavesBrokenPlaceholdersVisible_insteadOfCrashing() {
        XCTAssertEqual(MessageFormat.format("%@ %@ %@", arguments: ["a"]), "a %@ %@")
        XCTAssertEqual(MessageFormat.format("%3$@ %0$@ %d %", arguments: ["a"]), "%3$@ %0$@ %d %")
        XCTAssertEqual(MessageFormat.format("%99999$@", arguments: ["a"]), "%99999$@")
        XCTAssertEqual(MessageFormat.format("", arguments: ["a"]), "")
    }

    func test_valuesThatContainPlaceholders_areNotExpandedAgain() {
        XCTAssertEqual(MessageFormat.format("%1$@/%2$@", arguments: ["%2$@", "%@"]), "%2$@/%@")
    }
}
