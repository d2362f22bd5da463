import Localization
import XCTest

/// Without a catalogue for the domain, text falls back to the English message.
final class LocalizationTests: XCTestCase {
    func test_untranslatedMessage_isReturnedUnchanged() {
        XCTAssertEqual(localized("Retry"), "Retry")
        XCTAssertEqual(localized("Ünïcødé “quotes” ✓"), "Ünïcødé “quotes” ✓")
    }

    func test_untranslatedPlural_followsTheEnglishRule() {
        XCTAssertEqual(localizedPlural("%@ friend", "%@ friends", count: 1), "%@ friend")
        XCTAssertEqual(localizedPlural("%@ friend", "%@ friends", count: 0), "%@ friends")
        XCTAssertEqual(localizedPlural("%@ friend", "%@ friends", count: 2), "%@ friends")
        XCTAssertEqual(localizedPlural("%@ friend", "%@ friends", count: -1), "%@ friend")
        XCTAssertEqual(localizedPlural("%@ friend", "%@ friends", count: Int.min), "%@ friends")
    }

    func test_untranslatedInterpolation_showsTheValuesInTheEnglishText() {
        let path = "/tmp/100% full"
        XCTAssertEqual(localized("Could not save \(path)."), "Could not save /tmp/100% full.")
        XCTAssertEqual(localized("50% of \(3) done"), "50% of 3 done")
        XCTAssertEqual(localizedPlural("\(1) friend", "\(1) friends", count: 1), "1 friend")
        XCTAssertEqual(localizedPlural("one friend", "\(7) friends", count: 7), "7 friends")
        XCTAssertEqual(localizedPlural("one friend", "\(1) friends", count: 1), "one friend")
    }

    func test_untranslatedContext_returnsTheMessageWithoutTheContext() {
        XCTAssertEqual(localized("Open", context: "verb"), "Open")
        XCTAssertEqual(localizedPlural("a file", "files", count: 3, context: "noun"), "files")
    }
}
