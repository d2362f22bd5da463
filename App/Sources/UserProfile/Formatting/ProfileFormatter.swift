import Foundation
import Localization
import Locking

/// How the profile screen writes numbers and dates: for one locale and one time zone,
/// given explicitly so that tests (and a screen that wants another locale) are
/// deterministic. The texts themselves come from gettext (``Localization``).
///
/// A value (`Sendable`); formatting is pure and safe from any thread. Post dates already
/// written are remembered (``postDate(_:)``), shared by the copies of one formatter.
public struct ProfileFormatter: Sendable, Equatable {
    /// Grouping, digits and date order follow this locale.
    public let locale: Locale
    /// Post dates are shown in this time zone.
    public let timeZone: TimeZone

    /// A formatter for `locale` and `timeZone`; by default the user's: the locale that
    /// `LC_NUMERIC` names (`LC_ALL`, `LC_NUMERIC`, then `LANG`, as ``LocaleFormatter`` reads
    /// it, so the profile screen writes numbers as the rest of the app does) and `TZ`.
    public init(locale: Locale = LocaleFormatter.current().numberLocale, timeZone: TimeZone = .current) {
        self.locale = locale
        self.timeZone = timeZone
        var calendar = locale.calendar
        calendar.timeZone = timeZone
        dateStyle = Date.FormatStyle(date: .abbreviated, time: .shortened, locale: locale, calendar: calendar, timeZone: timeZone)
        numberStyle = IntegerFormatStyle<Int>(locale: locale)
    }

    private let dateStyle: Date.FormatStyle
    private let numberStyle: IntegerFormatStyle<Int>
    private let postDates = PostDateMemo()

    /// `count` grouped for the locale ("1,234" in English, "1.234" in German).
    public func number(_ count: Int) -> String {
        numberStyle.format(count)
    }

    /// "1 friend", "1,234 friends": the plural form is chosen by gettext for the catalogue's
    /// language, the number is grouped for the locale.
    public func friendsCount(_ count: Int) -> String {
        localizedPlural("%@ friend", "%@ friends", count: count)
            .replacingOccurrences(of: "%@", with: number(count))
    }

    /// A post's date and time for the locale, in the time zone: "Mar 5, 2024 at 2:07 PM"
    /// in American English.
    ///
    /// Always exactly what `Date.FormatStyle` writes for this locale and time zone (ICU, the
    /// costly part of a post row: docs/Benchmarks.md, "The store"); a date this formatter (or
    /// a copy) wrote before is not formatted again, so a list of 10,000 posts re-rendered after
    /// one change formats one date, not 10,000, on the main thread.
    public func postDate(_ date: Date) -> String {
        postDates.string(for: date) { dateStyle.format($0) }
    }

    /// Two formatters are equal when they format for the same locale and time zone.
    public static func == (lhs: ProfileFormatter, rhs: ProfileFormatter) -> Bool {
        lhs.locale.identifier == rhs.locale.identifier && lhs.timeZone.identifier == rhs.timeZone.identifier
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
