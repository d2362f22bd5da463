import CGLib
import Foundation
import Glibc

/// Numbers and dates written for a locale: digit grouping (`1,234` in English, `1.234`
/// in German, `12,34,567` in Indian English) and dates in a `strftime` format, with the
/// month and day names of the locale (`Nov`, `Mär`).
///
/// Everything comes from the C library's locale data, as in a C GTK program: a locale is
/// what `locale -a` lists (Debian's `locales` package generates them), and a name the
/// system does not have formats as the C locale does (`1234`, English names). Foundation's
/// formatters are not used, so formatting never loads ICU and its data.
///
/// The locales are injected, so a test chooses them without touching process state;
/// ``current(environment:)`` follows the process's POSIX variables (numbers `LC_NUMERIC`,
/// dates `LC_TIME`, as C programs do: `LANGUAGE` chooses the translation, not the formats).
/// A value, safe from any thread: it reads its locales through the C library's `_l`
/// functions and changes no process or thread state.
public struct LocaleFormatter: Sendable, Equatable {
    /// The POSIX name of the locale numbers are written for (`de_DE.UTF-8`); nil for C.
    public let numberLocale: String?
    /// The POSIX name of the locale month and day names come from; nil for C.
    public let timeLocale: String?
    /// The IANA time zone dates are shown in (`Europe/Berlin`, `UTC`); nil for the
    /// system's (`TZ`, else `/etc/localtime`).
    public let timeZone: String?

    private let numbers: CLocale
    private let times: CLocale
    private let zone: ZoneHandle

    /// One locale for numbers and dates.
    public init(locale: String?, timeZone: String? = nil) {
        self.init(numberLocale: locale, timeLocale: locale, timeZone: timeZone)
    }

    /// Separate locales for numbers and dates (`LC_NUMERIC` and `LC_TIME` may differ). A
    /// time zone GLib does not know is UTC, as for GLib itself.
    public init(numberLocale: String?, timeLocale: String?, timeZone: String? = nil) {
        self.numberLocale = numberLocale
        self.timeLocale = timeLocale
        self.timeZone = timeZone
        numbers = CLocale(posixName: numberLocale, category: LC_NUMERIC_MASK)
        times = CLocale(posixName: timeLocale, category: LC_TIME_MASK)
        zone = ZoneHandle(identifier: timeZone)
    }

    /// The formats of `environment` (by default this process's), in the local time zone.
    public static func current(environment: LocaleEnvironment = .current) -> LocaleFormatter {
        LocaleFormatter(numberLocale: environment.numericLocaleName, timeLocale: environment.timeLocaleName)
    }

    /// An integer with the locale's digit grouping: `1,234`, `1.234`, `1 234`.
    public func number(_ value: Int) -> String {
        (value < 0 ? "-" : "") + numbers.grouped(String(value.magnitude))
    }

    /// A decimal number with the locale's grouping and decimal separator, rounded half away
    /// from zero to at most `maximumFractionDigits` digits (0 to 15), without trailing
    /// zeros: `1,234.5`, `1.234,5`. Beyond ±9.2 × 10¹⁸ / 10^digits, and for infinities and
    /// NaN, Swift's own description of the value.
    public func number(_ value: Double, maximumFractionDigits: Int = 2) -> String {
        let digits = min(max(0, maximumFractionDigits), 15)
        var scale: UInt64 = 1
        for _ in 0..<digits { scale *= 10 }
        let scaled = (value.magnitude * Double(scale)).rounded(.toNearestOrAwayFromZero)
        guard value.isFinite, scaled < 9.2e18 else { return "\(value)" }
        let units = UInt64(scaled)
        var text = numbers.grouped(String(units / scale))
        var fraction = digits == 0 ? "" : String(units % scale)
        fraction = String(repeating: "0", count: max(0, digits - fraction.count)) + fraction
        while fraction.last == "0" { fraction.removeLast() }
        if !fraction.isEmpty { text += numbers.decimalSeparator + fraction }
        return (value < 0 && units != 0 ? "-" : "") + text
    }

    /// `date` in the time zone, written by `strftime` in `format` with the locale's month
    /// and day names: `"%b %-d, %Y"` gives `Nov 18, 2026` for `en_US` and `Mär 5, 2024` for
    /// `de_DE`, `"%-d. %b %Y"` gives `5. Mär 2024`. The order is the format's, so a screen
    /// takes its format from its translations (`localized("%b %-d, %Y")`), as GNOME
    /// programs do.
    ///
    /// Dates outside the years 1 to 9999 (GLib's range) give an empty string, as does a
    /// format `strftime` writes nothing for. The proleptic Gregorian calendar throughout.
    public func date(_ date: Date, format: String) -> String {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard seconds.magnitude < 1e12, let utc = g_date_time_new_from_unix_utc(gint64(seconds)) else { return "" }
        defer { g_date_time_unref(utc) }
        guard let local = g_date_time_to_timezone(utc, zone.pointer) else { return "" }
        defer { g_date_time_unref(local) }
        var fields = tm()
        fields.tm_year = g_date_time_get_year(local) - 1900
        fields.tm_mon = g_date_time_get_month(local) - 1
        fields.tm_mday = g_date_time_get_day_of_month(local)
        fields.tm_hour = g_date_time_get_hour(local)
        fields.tm_min = g_date_time_get_minute(local)
        fields.tm_sec = g_date_time_get_second(local)
        fields.tm_wday = g_date_time_get_day_of_week(local) % 7
        fields.tm_yday = g_date_time_get_day_of_year(local) - 1
        fields.tm_isdst = g_date_time_is_daylight_savings(local) != 0 ? 1 : 0
        fields.tm_gmtoff = Int(g_date_time_get_utc_offset(local) / 1_000_000)
        return withUnsafeMutablePointer(to: &fields) { fields in
            fields.pointee.tm_zone = UnsafePointer(g_date_time_get_timezone_abbreviation(local))
            return times.format(fields, format)
        }
    }

    /// Two formatters are equal when they name the same locales and time zone.
    public static func == (lhs: LocaleFormatter, rhs: LocaleFormatter) -> Bool {
        lhs.numberLocale == rhs.numberLocale && lhs.timeLocale == rhs.timeLocale && lhs.timeZone == rhs.timeZone
    }
}

/// One category of a C library locale (`newlocale`), in UTF-8, freed with its last copy.
///
/// `@unchecked Sendable`: the `locale_t` is never changed after `newlocale`, and glibc's `_l`
/// functions read one from any number of threads at once.
private final class CLocale: @unchecked Sendable {
    private let handle: locale_t
    let thousandsSeparator: String
    let decimalSeparator: String
    /// Group sizes from the right, as `LC_NUMERIC`'s `grouping` lists them.
    private let grouping: [UInt8]

    /// The UTF-8 variant of `posixName` (`de_DE.UTF-8@euro` for `de_DE@euro`), else the name
    /// as given when it is UTF-8 itself, else the UTF-8 locale of its language and territory
    /// (`de_DE.UTF-8`), else `C.UTF-8`: nil, `C`, `POSIX`, a name the system lacks and a
    /// malformed one all give the C locale's formats.
    init(posixName: String?, category: Int32) {
        var candidates: [String] = []
        if let posixName, !posixName.contains("\0") {
            let base = posixName.prefix { $0 != "." && $0 != "@" }
            let modifier = posixName.drop { $0 != "@" }
            candidates = [base + ".UTF-8" + modifier, posixName, base + ".UTF-8"]
        }
        var chosen: locale_t?
        for name in candidates + ["C.UTF-8", "C"] {
            // With LC_CTYPE, which names the codeset the texts are written in.
            guard let handle = newlocale(category | LC_CTYPE_MASK, name, nil) else { continue }
            let codeset = String(cString: nl_langinfo_l(nl_item(CODESET), handle))
            if codeset == "UTF-8" || name == "C" { chosen = handle; break }
            freelocale(handle)
        }
        // glibc always has the C locale, so newlocale fails there only without memory.
        handle = chosen!
        thousandsSeparator = String(cString: nl_langinfo_l(nl_item(THOUSEP), handle))
        let radix = String(cString: nl_langinfo_l(nl_item(RADIXCHAR), handle))
        decimalSeparator = radix.isEmpty ? "." : radix
        let groups = nl_langinfo_l(nl_item(__GROUPING), handle)!
        grouping = Array(UnsafeBufferPointer(start: UnsafeRawPointer(groups).assumingMemoryBound(to: UInt8.self), count: strlen(groups)))
    }

    deinit { freelocale(handle) }

    /// `digits` (ASCII, no sign) with the locale's separator between its groups: the last
    /// listed size repeats, and 127 (`CHAR_MAX`) ends the grouping.
    func grouped(_ digits: String) -> String {
        guard !thousandsSeparator.isEmpty, !grouping.isEmpty else { return digits }
        var remaining = Substring(digits)
        var groups: [Substring] = []
        var sizes = grouping[...]
        var size = Int(sizes.first!)
        while size > 0, size < 127, remaining.count > size {
            groups.append(remaining.suffix(size))
            remaining = remaining.dropLast(size)
            if sizes.count > 1 { sizes = sizes.dropFirst(); size = Int(sizes.first!) }
        }
        groups.append(remaining)
        return groups.reversed().joined(separator: thousandsSeparator)
    }

    /// `strftime_l` into a buffer that grows until the text fits (an empty result from a
    /// format that writes nothing stops at 4 KiB).
    func format(_ fields: UnsafePointer<tm>, _ format: String) -> String {
        var capacity = 128
        while capacity <= 4096 {
            let text = [CChar](unsafeUninitializedCapacity: capacity) { buffer, count in
                count = strftime_l(buffer.baseAddress!, capacity, format, fields, handle)
                if count > 0 { buffer[count] = 0; count += 1 }
            }
            if !text.isEmpty { return String(decoding: text.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self) }
            capacity *= 4
        }
        return ""
    }
}

/// A GLib time zone (`GTimeZone`), freed with its last copy.
///
/// `@unchecked Sendable`: a `GTimeZone` is immutable and GLib documents it safe to use from
/// several threads.
private final class ZoneHandle: @unchecked Sendable {
    let pointer: OpaquePointer

    init(identifier: String?) {
        if let identifier, !identifier.contains("\0"), let zone = g_time_zone_new_identifier(identifier) {
            pointer = zone
        } else if identifier == nil {
            pointer = g_time_zone_new_local()
        } else {
            pointer = g_time_zone_new_utc()
        }
    }

    deinit { g_time_zone_unref(pointer) }
}
