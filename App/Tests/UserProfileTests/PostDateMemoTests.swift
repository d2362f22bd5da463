import Foundation
import Locking
import UserProfile
import XCTest

/// ``ProfileFormatter/postDate(_:)`` remembers the dates it wrote: the remembered string
/// must be exactly what ICU writes, for every date, the first time and every later time,
/// from any copy of the formatter and from several threads at once.
final class PostDateMemoTests: XCTestCase {
    private let zones = ["UTC", "Asia/Tokyo", "Pacific/Honolulu", "Europe/Berlin"]
    private let locales = ["en_US", "en_GB", "en_IN", "de_DE", "fr_FR", "ja_JP", "ar_EG"]

    /// Dates a second apart (the same minute) and across a daylight-saving change.
    private let dates: [Date] = (0..<400).map { i in
        Date(timeIntervalSince1970: 1_711_846_800 + TimeInterval(i) * 3_593 + TimeInterval(i % 3))
    }

    private func icu(_ locale: Locale, _ timeZone: TimeZone) -> Date.FormatStyle {
        var calendar = locale.calendar
        calendar.timeZone = timeZone
        return Date.FormatStyle(date: .abbreviated, time: .shortened, locale: locale, calendar: calendar, timeZone: timeZone)
    }

    func test_firstAndLaterStrings_areExactlyICUs() throws {
        for identifier in locales {
            for zone in zones {
                let locale = Locale(identifier: identifier)
                let timeZone = try XCTUnwrap(TimeZone(identifier: zone))
                let formatter = ProfileFormatter(locale: locale, timeZone: timeZone)
                let copy = formatter
                let expected = dates.map(icu(locale, timeZone).format)
                XCTAssertEqual(dates.map(formatter.postDate), expected, "\(identifier) \(zone), first")
                XCTAssertEqual(dates.map(formatter.postDate), expected, "\(identifier) \(zone), remembered")
                XCTAssertEqual(dates.map(copy.postDate), expected, "\(identifier) \(zone), a copy")
            }
        }
    }

    func test_formattersForOtherZones_doNotShareStrings() throws {
        let date = Date(timeIntervalSince1970: 1_709_647_620)
        let utc = ProfileFormatter(locale: Locale(identifier: "en_US"), timeZone: try XCTUnwrap(TimeZone(identifier: "UTC")))
        let tokyo = ProfileFormatter(locale: Locale(identifier: "en_US"), timeZone: try XCTUnwrap(TimeZone(identifier: "Asia/Tokyo")))
        XCTAssertEqual(utc.postDate(date), "Mar 5, 2024 at 2:07\u{202F}PM")
        XCTAssertEqual(tokyo.postDate(date), "Mar 5, 2024 at 11:07\u{202F}PM")
        XCTAssertEqual(utc.postDate(date), "Mar 5, 2024 at 2:07\u{202F}PM")
    }

    func test_concurrentFormatting_givesICUsStrings() throws {
        let formatter = ProfileFormatter(locale: Locale(identifier: "de_DE"), timeZone: try XCTUnwrap(TimeZone(identifier: "Europe/Berlin")))
        let expected = dates.map(icu(Locale(identifier: "de_DE"), try XCTUnwrap(TimeZone(identifier: "Europe/Berlin"))).format)
        let dates = self.dates
        let mismatches = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for (index, date) in dates.enumerated().shuffled() where formatter.postDate(date) != expected[index] {
                mismatches.withLock { $0 += 1 }
            }
        }
        XCTAssertEqual(mismatches.withLock { $0 }, 0)
    }
}
