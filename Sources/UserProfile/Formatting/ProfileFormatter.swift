import Foundation
import Localization

/// How the profile screen writes numbers and dates: for one locale and one time zone,
/// given explicitly so that tests (and a screen that wants another locale) are
/// deterministic. The texts themselves come from gettext (``Localization``).
///
/// A value (`Sendable`); formatting is pure and safe from any thread.
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
    public func postDate(_ date: Date) -> String {
        dateStyle.format(date)
    }

    /// Two formatters are equal when they format for the same locale and time zone.
    public static func == (lhs: ProfileFormatter, rhs: ProfileFormatter) -> Bool {
        lhs.locale.identifier == rhs.locale.identifier && lhs.timeZone.identifier == rhs.timeZone.identifier
    }
}
