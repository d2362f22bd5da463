import Foundation
import UserProfile
import XCTest

/// How the profile screen writes numbers, plurals, dates, links and initials. Locale and
/// time zone are explicit, so these hold on any machine; the texts are English because
/// the tests install no translation (gettext then returns the English message).
final class ProfileFormatterTests: XCTestCase {
    private let english = ProfileFormatter(locale: "en_US.UTF-8", timeZone: "UTC")

    // MARK: friends count

    func test_friendsCount_isGroupedForTheLocale_andPluralised() {
        XCTAssertEqual(english.friendsCount(0), "0 friends")
        XCTAssertEqual(english.friendsCount(1), "1 friend")
        XCTAssertEqual(english.friendsCount(2), "2 friends")
        XCTAssertEqual(english.friendsCount(1_234), "1,234 friends")
        XCTAssertEqual(english.friendsCount(1_000_000), "1,000,000 friends")
    }

    func test_friendsCount_groupsTheWayTheLocaleDoes() {
        let german = ProfileFormatter(locale: "de_DE.UTF-8", timeZone: "UTC")
        XCTAssertEqual(german.number(1_234_567), "1.234.567")
        let french = ProfileFormatter(locale: "fr_FR.UTF-8", timeZone: "UTC")
        XCTAssertEqual(french.number(1_234), "1\u{202F}234", "a narrow no-break space")
        let indian = ProfileFormatter(locale: "en_IN.UTF-8", timeZone: "UTC")
        XCTAssertEqual(indian.friendsCount(1_234_567), "12,34,567 friends")
    }

    func test_friendsCount_ofTheLargestNumber_doesNotTrap() {
        XCTAssertEqual(english.friendsCount(Int.max), "9,223,372,036,854,775,807 friends")
    }

    // MARK: post dates

    private let date = Date(timeIntervalSince1970: 1_709_647_620) // 2024-03-05T14:07:00Z

    func test_postDate_inEnglish_inUTC() {
        XCTAssertEqual(english.postDate(date), "Mar 5, 2024 at 2:07\u{202F}PM")
    }

    func test_postDate_followsTheTimeZone() {
        let tokyo = ProfileFormatter(locale: "en_US.UTF-8", timeZone: "Asia/Tokyo")
        XCTAssertEqual(tokyo.postDate(date), "Mar 5, 2024 at 11:07\u{202F}PM")
        let honolulu = ProfileFormatter(locale: "en_US.UTF-8", timeZone: "Pacific/Honolulu")
        XCTAssertEqual(honolulu.postDate(date), "Mar 5, 2024 at 4:07\u{202F}AM")
    }

    func test_postDate_hasTheLocalesNames_inTheTranslationsOrder() {
        // No translation is installed, so the order is the English message's.
        let german = ProfileFormatter(locale: "de_DE.UTF-8", timeZone: "UTC")
        XCTAssertEqual(german.postDate(Date(timeIntervalSince1970: 1_709_647_620 - 86_400 * 4)), "Mär 1, 2024 at 2:07",
                       "German has no AM and PM: no trailing space")
        let c = ProfileFormatter(locale: nil, timeZone: "UTC")
        XCTAssertEqual(c.postDate(date), "Mar 5, 2024 at 2:07\u{202F}PM")
    }

    func test_postDate_atTheEdgesOfThePlausibleRange() {
        XCTAssertEqual(english.postDate(Date(timeIntervalSince1970: 253_402_300_799)), "Dec 31, 9999 at 11:59\u{202F}PM")
        // The store's lower bound is 0001-01-01, in the proleptic Gregorian calendar as here.
        XCTAssertEqual(english.postDate(Date(timeIntervalSince1970: -62_135_596_800)), "Jan 1, 1 at 12:00\u{202F}AM")
    }

    // MARK: website links

    func test_websiteLink_onlyForHTTPAndHTTPSWithAHost() {
        XCTAssertEqual(WebsiteLink("https://www.gnome.org")?.text, "https://www.gnome.org")
        XCTAssertEqual(WebsiteLink.url(for: "https://www.gnome.org")?.absoluteString, "https://www.gnome.org")
        XCTAssertEqual(WebsiteLink.url(for: "http://example.com/a?b=c#d")?.absoluteString, "http://example.com/a?b=c#d")
        XCTAssertEqual(WebsiteLink.url(for: "HTTPS://Example.com")?.absoluteString, "HTTPS://Example.com")
        XCTAssertNotNil(WebsiteLink.url(for: "https://bücher.example/straße"), "international names are fine")
        let plain = [
            "", "www.gnome.org", "gnome.org", "//gnome.org", "https://", "http:///path", "https:", "mailto:a@b.c",
            "javascript:alert(1)", "JAVASCRIPT:alert(1)", "file:///etc/passwd", "ftp://example.com", "data:text/html,<b>x</b>",
            "https://exa mple.com", " https://example.com", "https://example.com ", "https://example.com\n",
            "https://example.com/<script>", "https://exa\u{200B}mple.com", "https://example.com/\u{7}", "my homepage",
            "<a href=\"https://evil\">https://example.com</a>",
            "https://example.com:80x", "https://example.com:port/", "https://exa%zzmple.com", "https://example.com/%4",
            "https://[]/", "https://[::1/", "http://user@", "http://user@:80", "https://exa]mple.com",
        ]
        for text in plain {
            XCTAssertNil(WebsiteLink(text), "\(text.debugDescription) must stay plain text")
            XCTAssertNil(WebsiteLink.url(for: text), "\(text.debugDescription) must stay plain text")
        }
        let links = ["https://example.com:8080/a", "http://user:pw@example.com", "https://[::1]:443/x", "https://[fe80::1]",
                     "https://example.com/a%20b", "https://example.com?q=1#top"]
        for text in links {
            XCTAssertNotNil(WebsiteLink(text)?.url, "\(text.debugDescription) opens, and Foundation agrees")
        }
    }

    // MARK: initials

    func test_initials_ofTheFirstAndLastWord() {
        XCTAssertEqual(Initials.of("Ada Lovelace"), "AL")
        XCTAssertEqual(Initials.of("ada king lovelace"), "AL")
        XCTAssertEqual(Initials.of("alice"), "A")
        XCTAssertEqual(Initials.of("  spaced   out  "), "SO")
        XCTAssertEqual(Initials.of("élodie"), "É")
        XCTAssertEqual(Initials.of("e\u{301}lodie"), "E\u{301}", "a combining mark stays with its letter")
        XCTAssertEqual(Initials.of("👩‍👩‍👧 family"), "👩‍👩‍👧F")
        XCTAssertEqual(Initials.of("Ωμέγα"), "Ω")
        XCTAssertEqual(Initials.of(""), "")
        XCTAssertEqual(Initials.of("   "), "")
        XCTAssertEqual(Initials.of("<b>x</b>"), "<", "markup is just text")
    }
}
