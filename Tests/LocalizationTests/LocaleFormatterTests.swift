import Foundation
import Localization
import XCTest

/// Numbers and dates for an explicitly chosen locale (nothing process-global).
final class LocaleFormatterTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC")!
    /// 2026-11-18 11:06:40 UTC.
    private let date = Date(timeIntervalSince1970: 1_795_000_000)

    private func formatter(_ identifier: String) -> LocaleFormatter {
        LocaleFormatter(locale: Locale(identifier: identifier), timeZone: utc)
    }

    func test_integers_areGroupedTheLocalesWay() {
        XCTAssertEqual(formatter("en_US").number(1234), "1,234")
        XCTAssertEqual(formatter("de_DE").number(1234), "1.234")
        XCTAssertEqual(formatter("de_DE").number(-1_234_567), "-1.234.567")
        XCTAssertEqual(formatter("en_US_POSIX").number(1234), "1234")
        XCTAssertEqual(formatter("de_DE").number(999), "999")
    }

    func test_decimals_useTheLocalesSeparator() {
        XCTAssertEqual(formatter("en_US").number(1234.5), "1,234.5")
        XCTAssertEqual(formatter("de_DE").number(1234.5), "1.234,5")
        XCTAssertEqual(formatter("de_DE").number(2.0 / 3.0), "0,67")
        XCTAssertEqual(formatter("de_DE").number(2.0 / 3.0, maximumFractionDigits: 0), "1")
    }

    func test_mediumDates_followTheLocale() {
        XCTAssertEqual(formatter("en_US").mediumDate(date), "Nov 18, 2026")
        XCTAssertEqual(formatter("de_DE").mediumDate(date), "18. Nov. 2026")
    }

    func test_dateTimes_followTheLocaleAndTimeZone() {
        XCTAssertEqual(formatter("de_DE").mediumDateTime(date), "18. Nov. 2026, 11:06")
        let berlin = LocaleFormatter(locale: Locale(identifier: "de_DE"), timeZone: TimeZone(identifier: "Europe/Berlin")!)
        XCTAssertEqual(berlin.mediumDateTime(date), "18. Nov. 2026, 12:06")
    }

    func test_theEnvironment_choosesNumbersByLC_NUMERIC_andDatesByLC_TIME() {
        let environment = LocaleEnvironment(["LANG": "en_US.UTF-8", "LC_NUMERIC": "de_DE.UTF-8", "LANGUAGE": "fr"])
        var formats = LocaleFormatter.current(environment: environment)
        formats.timeZone = utc
        XCTAssertEqual(formats.number(1234), "1.234")
        XCTAssertEqual(formats.mediumDate(date), "Nov 18, 2026")
    }

    func test_LC_ALL_overridesEveryCategory() {
        let environment = LocaleEnvironment(["LC_ALL": "de_DE.UTF-8@euro", "LC_NUMERIC": "en_US.UTF-8", "LANG": "en_US.UTF-8"])
        XCTAssertEqual(LocaleFormatter.current(environment: environment).number(1234), "1.234")
        XCTAssertEqual(environment.messagesLocaleName, "de_DE.UTF-8@euro")
    }

    func test_noLocale_emptyValues_andC_formatWithoutGrouping() {
        for variables in [[:], ["LANG": ""], ["LANG": "C"], ["LC_ALL": "C.UTF-8"], ["LANG": "POSIX"]] {
            let environment = LocaleEnvironment(variables)
            XCTAssertEqual(LocaleFormatter.current(environment: environment).number(1234), "1234", "\(variables)")
        }
        XCTAssertNil(LocaleEnvironment(["LANG": ""]).messagesLocaleName)
    }

    func test_aMalformedLocaleName_stillFormats() {
        let environment = LocaleEnvironment(["LANG": "@@..", "LC_TIME": "\u{0}x"])
        let formats = LocaleFormatter.current(environment: environment)
        XCTAssertFalse(formats.number(1234).isEmpty)
        XCTAssertFalse(formats.mediumDate(date).isEmpty)
    }
}
