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
}
