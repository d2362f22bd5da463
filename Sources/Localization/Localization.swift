import CGettext
import Foundation

/// Translations of user-visible text through GNU gettext (glibc's `libintl`).
///
/// The app and the headless feature module share one text domain,
/// ``domain`` (`vsm-profile-gtk`), so one catalogue (`po/*.po`, installed as
/// `<localedir>/<lang>/LC_MESSAGES/vsm-profile-gtk.mo`) translates both.
///
/// Mark text with ``localized(_:)`` and ``localizedPlural(_:_:count:)``; `make pot`
/// extracts exactly those calls, so the message must be a string literal at the call site.
/// Untranslated text, or a process that never called ``setUp(localeDirectory:)``,
/// shows the English message unchanged.
///
/// Thread safety: lookups are safe from any thread (glibc's `dgettext` is MT-safe);
/// ``setUp(localeDirectory:)`` changes the process locale and must run once, on the main
/// thread, before other threads start.
public enum Localization {
    /// The gettext text domain of the app and its feature module.
    public static let domain = "vsm-profile-gtk"

    /// Adopts the user's locale (`setlocale(LC_ALL, "")`) and reads translations for
    /// ``domain`` from `localeDirectory` (e.g. `/usr/share/locale`), as UTF-8.
    ///
    /// Also makes the domain the process default, so GtkBuilder's `translatable="yes"`
    /// strings use it. Returns `false` when the C library refuses the folder.
    @discardableResult
    public static func setUp(localeDirectory: String) -> Bool {
        setlocale(LC_ALL, "")
        guard bindtextdomain(domain, localeDirectory) != nil,
              bind_textdomain_codeset(domain, "UTF-8") != nil,
              textdomain(domain) != nil
        else { return false }
        return true
    }
}

/// The translation of `message` in ``Localization/domain``, or `message` itself.
///
/// `message` must be a string literal where it is called, so `make pot` finds it.
public func localized(_ message: String) -> String {
    // Untranslated, dgettext returns its argument: read it while that buffer is alive.
    message.withCString { msgid in
        guard let translated = dgettext(Localization.domain, msgid) else { return message }
        return String(cString: translated)
    }
}

/// The translation of `singular`/`plural` chosen for `count` by the catalogue's plural
/// rule (English: `singular` for 1, `plural` otherwise).
///
/// Both must be string literals where they are called; substitute the count (formatted
/// for the locale) into the result, e.g. with `String(format:)` and `%@`.
public func localizedPlural(_ singular: String, _ plural: String, count: Int) -> String {
    let n = UInt(clamping: count.magnitude)
    // Untranslated, dngettext returns one of its arguments: read it while both are alive.
    return singular.withCString { one in
        plural.withCString { many in
            guard let translated = dngettext(Localization.domain, one, many, n) else {
                return n == 1 ? singular : plural
            }
            return String(cString: translated)
        }
    }
}
