import Foundation
import Localization
import XCTest

/// Numbers and dates for an explicitly chosen locale (nothing process-global), from the C
/// library's locales: `make deps-locales` generates the ones named here.
final class LocaleFormatterTests: XCTestCase {
    /// 2026-11-18 11:06:40 UTC.
    private let date = Date(timeIntervalSince1970: 1_795_000_000)

    private func formatter(_ name: String?) -> LocaleFormatter {
        LocaleFormatter(locale: name, timeZone: "UTC")
    }

    func test_integers_areGroupedTheLocalesWay() {
        XCTAssertEqual(formatter("en_US.UTF-8").number(1234), "1,234")
        XCTAssertEqual(formatter("de_DE.UTF-8").number(1234), "1.234")
        XCTAssertEqual(formatter("de_DE.UTF-8").number(-1_234_567), "-1.234.567")
        XCTAssertEqual(formatter("en_IN.UTF-8").number(1_234_567), "12,34,567", "groups of three, then of two")
        XCTAssertEqual(formatter("fr_FR.UTF-8").number(1234), "1\u{202F}234", "a narrow no-break space")
        XCTAssertEqual(formatter(nil).number(1234), "1234")
        XCTAssertEqual(formatter("de_DE.UTF-8").number(999), "999")
        XCTAssertEqual(formatter("en_US.UTF-8").number(Int.min), "-9,223,372,036,854,775,808")
    }

    func test_aNameWithoutItsCodeset_getsTheUTF8Locale() {
        XCTAssertEqual(formatter("de_DE").number(1234), "1.234")
        XCTAssertEqual(formatter("de_DE.ISO-8859-1@euro").number(1234), "1.234")
    }

    func test_decimals_useTheLocalesSeparator() {
        XCTAssertEqual(formatter("en_US.UTF-8").number(1234.5), "1,234.5")
        XCTAssertEqual(formatter("de_DE.UTF-8").number(1234.5), "1.234,5")
        XCTAssertEqual(formatter("de_DE.UTF-8").number(2.0 / 3.0), "0,67")
        XCTAssertEqual(formatter("de_DE.UTF-8").number(2.0 / 3.0, maximumFractionDigits: 0), "1")
        XCTAssertEqual(formatter("en_US.UTF-8").number(-0.004), "0", "no minus sign on what rounds to zero")
        XCTAssertEqual(formatter("en_US.UTF-8").number(-1234.5678, maximumFractionDigits: 3), "-1,234.568")
        XCTAssertEqual(formatter("en_US.UTF-8").number(12.0, maximumFractionDigits: -3), "12")
    }

    func test_decimalsOutsideTheExactRange_areSwiftsDescription() {
        XCTAssertEqual(formatter("en_US.UTF-8").number(Double.infinity), "inf")
        XCTAssertEqual(formatter("en_US.UTF-8").number(Double.nan), "nan")
        XCTAssertEqual(formatter("en_US.UTF-8").number(1e300), "1e+300")
    }

    func test_dates_haveTheLocalesNames_inTheGivenFormat() {
        XCTAssertEqual(formatter("en_US.UTF-8").date(date, format: "%b %-d, %Y"), "Nov 18, 2026")
        XCTAssertEqual(formatter("de_DE.UTF-8").date(date, format: "%-d. %B %Y, %H:%M"), "18. November 2026, 11:06")
        let march = Date(timeIntervalSince1970: 1_709_647_620)
        XCTAssertEqual(formatter("de_DE.UTF-8").date(march, format: "%a, %-d. %b"), "Di, 5. Mär")
        XCTAssertEqual(formatter(nil).date(march, format: "%A %-I:%M %p"), "Tuesday 2:07 PM")
    }

    func test_dates_followTheTimeZone() {
        let berlin = LocaleFormatter(locale: "de_DE.UTF-8", timeZone: "Europe/Berlin")
        XCTAssertEqual(berlin.date(date, format: "%H:%M %Z"), "12:06 CET")
        let summer = Date(timeIntervalSince1970: 1_784_000_000) // 2026-07-14 03:33:20 UTC
        XCTAssertEqual(berlin.date(summer, format: "%H:%M %Z %z"), "05:33 CEST +0200")
        XCTAssertEqual(formatter(nil).date(summer, format: "%H:%M"), "03:33")
    }

    func test_anUnknownTimeZone_isUTC() {
        let nowhere = LocaleFormatter(locale: nil, timeZone: "Mars/Olympus_Mons")
        XCTAssertEqual(nowhere.date(date, format: "%H:%M"), "11:06")
        XCTAssertEqual(LocaleFormatter(locale: nil, timeZone: "Europe/\0Berlin").date(date, format: "%H:%M"), "11:06")
    }

    func test_datesOutsideGLibsRange_areEmpty() {
        let english = formatter("en_US.UTF-8")
        XCTAssertEqual(english.date(Date(timeIntervalSince1970: -62_135_596_800), format: "%b %-d, %Y"), "Jan 1, 1")
        XCTAssertEqual(english.date(Date(timeIntervalSince1970: 253_402_300_799), format: "%b %-d, %Y"), "Dec 31, 9999")
        XCTAssertEqual(english.date(Date(timeIntervalSince1970: 253_402_300_800), format: "%Y"), "")
        XCTAssertEqual(english.date(Date.distantPast, format: "%Y"), "")
        XCTAssertEqual(english.date(Date(timeIntervalSince1970: .nan), format: "%Y"), "")
        XCTAssertEqual(english.date(date, format: ""), "")
    }

    func test_aLongFormat_isWrittenWhole() {
        let format = String(repeating: "%B ", count: 200)
        XCTAssertEqual(formatter("en_US.UTF-8").date(date, format: format), String(repeating: "November ", count: 200))
    }

    func test_theEnvironment_choosesNumbersByLC_NUMERIC_andDatesByLC_TIME() {
        let environment = LocaleEnvironment(["LANG": "en_US.UTF-8", "LC_NUMERIC": "de_DE.UTF-8", "LANGUAGE": "fr"])
        let formats = LocaleFormatter.current(environment: environment)
        XCTAssertEqual(formats.number(1234), "1.234")
        XCTAssertEqual(formats.date(date, format: "%B"), "November")
        XCTAssertEqual(formats.numberLocale, "de_DE.UTF-8")
        XCTAssertEqual(formats.timeLocale, "en_US.UTF-8")
        XCTAssertNil(formats.timeZone)
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

    func test_aMalformedOrMissingLocaleName_formatsAsC() {
        let environment = LocaleEnvironment(["LANG": "@@..", "LC_TIME": "\u{0}x", "LC_NUMERIC": "xx_YY.UTF-8"])
        let formats = LocaleFormatter.current(environment: environment)
        XCTAssertEqual(formats.number(1234), "1234")
        XCTAssertEqual(formats.date(date, format: "%b"), "Nov")
    }

    func test_equality_isByNames() {
        XCTAssertEqual(formatter("de_DE.UTF-8"), formatter("de_DE.UTF-8"))
        XCTAssertNotEqual(formatter("de_DE.UTF-8"), formatter("en_US.UTF-8"))
        XCTAssertNotEqual(formatter("de_DE.UTF-8"), LocaleFormatter(locale: "de_DE.UTF-8"))
    }
}
