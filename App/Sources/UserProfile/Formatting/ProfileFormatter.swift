import Foundation
import Localization
import Locking

/// How the profile screen writes numbers and dates: for one set of locales and one time
/// zone, given explicitly so that tests (and a screen that wants another locale) are
/// deterministic. The texts themselves come from gettext (``Localization``), the digit
/// grouping and month names from the C library's locales (``LocaleFormatter``), so the
/// screen never loads ICU.
///
/// A value (`Sendable`); formatting is pure and safe from any thread. Post dates already
/// written are remembered (``postDate(_:)``), shared by the copies of one formatter.
public struct ProfileFormatter: Sendable, Equatable {
    /// The locales and time zone numbers and dates are written for.
    public let formats: LocaleFormatter
    /// The `strftime` format of a post's date and time: the translation of
    /// `%b %-d, %Y at %-I:%M %p` (with a narrow no-break space before `%p`) when the
    /// formatter was made, so each language orders the parts its own way.
    public let postDateFormat: String

    /// A formatter for `formats`; by default the user's: numbers in the locale `LC_NUMERIC`
    /// names and dates in `LC_TIME`'s (`LC_ALL`, the category, then `LANG`, as C programs
    /// read them), in the local time zone (`TZ`).
    public init(formats: LocaleFormatter = .current()) {
        self.formats = formats
        // TRANSLATORS: a post's date and time, in strftime's notation: %b is the month's
        // abbreviated name, %-d the day, %Y the year, %-I:%M the time on a 12-hour clock, %p
        // AM or PM (before it, a narrow no-break space); %H is the hour on a 24-hour clock.
        postDateFormat = localized("%b %-d, %Y at %-I:%M\u{202F}%p")
    }

    /// A formatter for one POSIX locale (`de_DE.UTF-8`; nil for C) and an IANA time zone
    /// (`Europe/Berlin`; nil for the local one).
    public init(locale: String?, timeZone: String?) {
        self.init(formats: LocaleFormatter(locale: locale, timeZone: timeZone))
    }

    private let postDates = PostDateMemo()

    /// `count` grouped for the locale ("1,234" in English, "1.234" in German).
    public func number(_ count: Int) -> String {
        formats.number(count)
    }

    /// "1 friend", "1,234 friends": the plural form is chosen by gettext for the catalogue's
    /// language, the number is grouped for the locale.
    public func friendsCount(_ count: Int) -> String {
        localizedPlural("%@ friend", "%@ friends", count: count)
            .replacingOccurrences(of: "%@", with: number(count))
    }

    /// A post's date and time in ``postDateFormat``, in the time zone: "Mar 5, 2024 at
    /// 2:07 PM" in American English. Trailing white space (an empty `%p` where the
    /// locale has no AM and PM) is left out.
    ///
    /// A date this formatter (or a copy) wrote before is not formatted again, so a list of
    /// 10,000 posts re-rendered after one change formats one date, not 10,000, on the main
    /// thread.
    public func postDate(_ date: Date) -> String {
        postDates.string(for: date) { date in
            var text = Substring(formats.date(date, format: postDateFormat))
            while let last = text.unicodeScalars.last, last.properties.isWhitespace { text = text.dropLast() }
            return String(text)
        }
    }

    /// Two formatters are equal when they format for the same locales and time zone.
    public static func == (lhs: ProfileFormatter, rhs: ProfileFormatter) -> Bool {
        lhs.formats == rhs.formats && lhs.postDateFormat == rhs.postDateFormat
    }
}

/// The post dates one ``ProfileFormatter`` wrote, by the exact `Date`: a formatter's output
/// depends only on the date (its locale, calendar and time zone are constants), so a
/// remembered string is the string formatting again would give.
///
/// `Sendable` without `@unchecked`: its only state is in a `Locked`. Formatting runs
/// outside the lock; two threads formatting the same new date both store the same string.
/// At most ``capacity`` strings are kept: past it the memo starts afresh.
private final class PostDateMemo: Sendable {
    static let capacity = 50_000

    private let strings = Locked<[Date: String]>([:])

    func string(for date: Date, format: (Date) -> String) -> String {
        if let known = strings.withLock({ $0[date] }) { return known }
        let string = format(date)
        strings.withLock { strings in
            if strings.count >= Self.capacity { strings.removeAll() }
            strings[date] = string
        }
        return string
    }
}
