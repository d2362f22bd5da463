import Foundation
import Locking
import UserProfile
import XCTest

/// ``ProfileFormatter/postDate(_:)`` remembers the dates it wrote: the remembered string
/// must be exactly what formatting writes, for every date, the first time and every later
/// time, from any copy of the formatter and from several threads at once.
final class PostDateMemoTests: XCTestCase {
    private let zones = ["UTC", "Asia/Tokyo", "Pacific/Honolulu", "Europe/Berlin"]
    private let locales = ["en_US.UTF-8", "en_GB.UTF-8", "en_IN.UTF-8", "de_DE.UTF-8", "fr_FR.UTF-8", nil]

    /// Dates a second apart (the same minute) and across a daylight-saving change.
    private let dates: [Date] = (0..<400).map { i in
        Date(timeIntervalSince1970: 1_711_846_800 + TimeInterval(i) * 3_593 + TimeInterval(i % 3))
    }

    /// What formatting writes for each date: a new formatter per date, whose memo is empty.
    private func written(locale: String?, zone: String) -> [String] {
        dates.map { ProfileFormatter(locale: locale, timeZone: zone).postDate($0) }
    }

    func test_firstAndLaterStrings_areExactlyTheFormattedOnes() {
        for locale in locales {
            for zone in zones {
                let formatter = ProfileFormatter(locale: locale, timeZone: zone)
                let copy = formatter
                let expected = written(locale: locale, zone: zone)
                let label = "\(locale ?? "C") \(zone)"
                XCTAssertEqual(dates.map(formatter.postDate), expected, "\(label), first")
                XCTAssertEqual(dates.map(formatter.postDate), expected, "\(label), remembered")
                XCTAssertEqual(dates.map(copy.postDate), expected, "\(label), a copy")
            }
        }
    }

    func test_formattersForOtherZones_doNotShareStrings() {
        let date = Date(timeIntervalSince1970: 1_709_647_620)
        let utc = ProfileFormatter(locale: "en_US.UTF-8", timeZone: "UTC")
        let tokyo = ProfileFormatter(locale: "en_US.UTF-8", timeZone: "Asia/Tokyo")
        XCTAssertEqual(utc.postDate(date), "Mar 5, 2024 at 2:07\u{202F}PM")
        XCTAssertEqual(tokyo.postDate(date), "Mar 5, 2024 at 11:07\u{202F}PM")
        XCTAssertEqual(utc.postDate(date), "Mar 5, 2024 at 2:07\u{202F}PM")
    }

    func test_concurrentFormatting_givesTheFormattedStrings() {
        let formatter = ProfileFormatter(locale: "de_DE.UTF-8", timeZone: "Europe/Berlin")
        let expectedStrings = written(locale: "de_DE.UTF-8", zone: "Europe/Berlin")
        let dates = self.dates
        let mismatches = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for (index, date) in dates.enumerated().shuffled() where formatter.postDate(date) != expectedStrings[index] {
                mismatches.withLock { $0 += 1 }
            }
        }
        XCTAssertEqual(mismatches.withLock { $0 }, 0)
    }
}
