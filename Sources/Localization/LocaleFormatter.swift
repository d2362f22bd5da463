import Foundation

/// Numbers and dates written for a locale: digit grouping (`1,234` in English, `1.234`
/// in German) and medium dates (`Nov 18, 2026`, `18. Nov. 2026`).
///
/// The locales are injected, so a test chooses them without touching process state;
/// ``current`` follows the process's POSIX variables (numbers `LC_NUMERIC`, dates
/// `LC_TIME`, as C programs do: `LANGUAGE` chooses the translation, not the formats).
/// A value, safe from any thread. Formatting uses Foundation's ICU data, which is linked
/// into the binary, so it needs no locale installed with glibc.
public struct LocaleFormatter: Sendable, Equatable {
    /// The locale numbers are written for.
    public var numberLocale: Locale
    /// The locale dates are written for.
    public var dateLocale: Locale
    /// The time zone dates are shown in.
    public var timeZone: TimeZone

    /// One locale for numbers and dates.
    public init(locale: Locale, timeZone: TimeZone = .current) {
        self.init(numberLocale: locale, dateLocale: locale, timeZone: timeZone)
    }

    /// Separate locales for numbers and dates (`LC_NUMERIC` and `LC_TIME` may differ).
    public init(numberLocale: Locale, dateLocale: Locale, timeZone: TimeZone = .current) {
        self.numberLocale = numberLocale
        self.dateLocale = dateLocale
        self.timeZone = timeZone
    }

    /// The formats of `environment` (by default this process's), in the local time zone.
    public static func current(environment: LocaleEnvironment = .current) -> LocaleFormatter {
        LocaleFormatter(
            numberLocale: LocaleEnvironment.foundationLocale(posixName: environment.numericLocaleName),
            dateLocale: LocaleEnvironment.foundationLocale(posixName: environment.timeLocaleName)
        )
    }

    /// An integer with the locale's digit grouping and minus sign: `1,234`, `1.234`, `1 234`.
    public func number(_ value: Int) -> String {
        value.formatted(.number.locale(numberLocale))
    }

    /// A decimal number with the locale's grouping and decimal separator, rounded to at
    /// most `maximumFractionDigits` digits: `1,234.5`, `1.234,5`.
    public func number(_ value: Double, maximumFractionDigits: Int = 2) -> String {
        value.formatted(.number.locale(numberLocale).precision(.fractionLength(0...max(0, maximumFractionDigits))))
    }

    /// A date without time, month abbreviated: `Nov 18, 2026`, `18. Nov. 2026`.
    public func mediumDate(_ date: Date) -> String {
        date.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: dateLocale, timeZone: timeZone))
    }

    /// A date with hours and minutes, month abbreviated (see the tests for each locale's form).
    public func mediumDateTime(_ date: Date) -> String {
        date.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened, locale: dateLocale, timeZone: timeZone))
    }
}
