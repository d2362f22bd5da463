import CGettext
import Foundation

/// Translations of user-visible text through GNU gettext (glibc's `libintl`).
///
/// The app and the headless feature module share one text domain,
/// ``domain`` (`vsm-profile-gtk`), so one catalogue (`po/*.po`, installed as
/// `<localedir>/<lang>/LC_MESSAGES/vsm-profile-gtk.mo`) translates both.
///
/// Mark text with ``localized(_:context:)`` and ``localizedPlural(_:_:count:context:)``;
/// `make pot` extracts exactly those calls, so the message must be a string literal at the
/// call site. Untranslated text, or a process that never called ``setUp(localeDirectory:)``,
/// shows the English message unchanged.
///
/// Thread safety: lookups are safe from any thread (glibc's `dgettext` is MT-safe);
/// ``setUp(localeDirectory:)`` changes the process locale and must run once, on the main
/// thread, before other threads start.
public enum Localization {
    /// The gettext text domain of the app and its feature module.
    public static let domain = "vsm-profile-gtk"

    /// The locale glibc falls back to when the environment's is not installed: always
    /// present on Debian (libc-bin) and UTF-8. Before glibc 2.39 it also lets `LANGUAGE`
    /// choose the translation; see ``cLocaleIgnoresLanguage``.
    public static let fallbackLocale = "C.UTF-8"

    /// Whether this C library ignores `LANGUAGE` in `C.UTF-8` as it does in plain `C`:
    /// glibc 2.39 and newer (Debian 13) do, glibc 2.36 (Debian 12) does not.
    public static let cLocaleIgnoresLanguage: Bool = {
        let parts = String(cString: gnu_get_libc_version()).split(separator: ".").compactMap { Int($0) }
        guard parts.count >= 2 else { return true }
        return (parts[0], parts[1]) >= (2, 39)
    }()

    /// Adopts the user's locale and reads translations for ``domain`` from
    /// `localeDirectory` (e.g. `/usr/share/locale`), as UTF-8. See
    /// ``configure(localeDirectory:)`` for what happens when the locale is not installed.
    ///
    /// Also makes the domain the process default, so GtkBuilder's `translatable="yes"`
    /// strings use it. Returns `false` when the C library refuses the folder.
    @discardableResult
    public static func setUp(localeDirectory: String) -> Bool {
        configure(localeDirectory: localeDirectory).catalogueBound
    }

    /// ``setUp(localeDirectory:)``, reporting how the locale was chosen.
    ///
    /// glibc translates only when `LC_MESSAGES` is a locale other than plain `C`/`POSIX`
    /// (there it ignores `LANGUAGE`), and `setlocale(LC_ALL, "")` fails as a whole when the
    /// environment names a locale that is not installed (a desktop's `LANG=en_US.UTF-8` in
    /// a container with only `C.UTF-8`). So:
    /// - the environment's locale is adopted when it is installed;
    /// - otherwise every category starts from ``fallbackLocale`` and takes the environment's
    ///   value where that one is installed, so `LANGUAGE=de` still shows German;
    /// - with no locale variable set at all (plain `C` by default) but `LANGUAGE` set, the
    ///   process runs in ``fallbackLocale`` so `LANGUAGE` applies. An explicit `C` or
    ///   `POSIX` is respected: glibc then shows the untranslated English text;
    /// - where the C library ignores `LANGUAGE` in ``fallbackLocale`` too
    ///   (``cLocaleIgnoresLanguage``), a fallback takes its messages category from the
    ///   first installed locale of a `LANGUAGE` language (`de` → `de_DE.UTF-8`), so the
    ///   translation still follows `LANGUAGE`; with none installed, messages are English.
    ///
    /// Main thread, before other threads start (it changes the process locale).
    @discardableResult
    public static func configure(localeDirectory: String) -> LocaleSetUp {
        var fallback: LocaleSetUp.Fallback?
        if setlocale(LC_ALL, "") == nil {
            let requested = LocaleEnvironment.current.messagesLocaleName ?? ""
            setlocale(LC_ALL, fallbackLocale)
            for category in [LC_CTYPE, LC_NUMERIC, LC_TIME, LC_COLLATE, LC_MONETARY, LC_MESSAGES] {
                _ = setlocale(category, "")   // keeps the fallback where the environment's is missing
            }
            fallback = .localeNotInstalled(requested: requested)
        } else if LocaleEnvironment.current.messagesLocaleName == nil,
                  let language = getenv("LANGUAGE"), language.pointee != 0,
                  setlocale(LC_ALL, fallbackLocale) != nil {
            fallback = .noLocaleSet
        }
        if fallback != nil, cLocaleIgnoresLanguage, let language = getenv("LANGUAGE") {
            adoptMessagesLocale(forLanguages: String(cString: language))
        }
        let bound = bindtextdomain(domain, localeDirectory) != nil
            && bind_textdomain_codeset(domain, "UTF-8") != nil
            && textdomain(domain) != nil
        let messages = setlocale(LC_MESSAGES, nil).map { String(cString: $0) } ?? "C"
        return LocaleSetUp(messagesLocale: messages, fallback: fallback, catalogueBound: bound)
    }

    /// Sets `LC_MESSAGES` to the first installed locale that names one of `languages` (the
    /// colon-separated `LANGUAGE` list: `de_AT:de`), trying `<entry>.UTF-8` and, for a bare
    /// language, `<ll>_<LL>.UTF-8`; leaves it as it is when none is installed.
    private static func adoptMessagesLocale(forLanguages languages: String) {
        for entry in languages.split(separator: ":").map(String.init) where !entry.isEmpty {
            let base = String(entry.prefix { $0 != "." && $0 != "@" })
            var candidates = ["\(base).UTF-8"]
            if !base.contains("_") { candidates.append("\(base)_\(base.uppercased()).UTF-8") }
            for candidate in candidates where setlocale(LC_MESSAGES, candidate) != nil {
                return
            }
        }
    }

    /// `<prefix>/share/locale` for a program installed as `<prefix>/bin/<name>`
    /// (`/usr/bin/vsm-profile-gtk` → `/usr/share/locale`): where a package installs its
    /// catalogues. Symbolic links in `executablePath` are resolved first.
    public static func installedLocaleDirectory(executablePath: String) -> String {
        let binary = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath()
        return binary.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/locale").path
    }
}

/// How ``Localization/configure(localeDirectory:)`` set the process locale up.
public struct LocaleSetUp: Sendable, Equatable {
    /// Why the process runs in ``Localization/fallbackLocale`` instead of the environment's locale.
    public enum Fallback: Sendable, Equatable {
        /// The environment names a locale that is not installed (`locale -a` does not list
        /// it); `requested` is the one chosen for messages (`LC_ALL`, `LC_MESSAGES`, `LANG`).
        case localeNotInstalled(requested: String)
        /// No locale variable is set but `LANGUAGE` is.
        case noLocaleSet
    }

    /// `setlocale(LC_MESSAGES, NULL)` afterwards (`de_DE.UTF-8`, `C.UTF-8`, ...).
    public let messagesLocale: String
    /// Set when the environment's locale could not be used as it is.
    public let fallback: Fallback?
    /// Whether the C library accepted the catalogue folder and the domain.
    public let catalogueBound: Bool

    /// Whether `LANGUAGE` can choose the translation in the messages locale: anywhere but
    /// `C`/`POSIX`, and in `C.UTF-8` only where the C library allows it.
    public var translationsFollowLanguage: Bool {
        let base = messagesLocale.prefix { $0 != "." }
        if base == "C" || base == "POSIX" {
            return messagesLocale != "C" && messagesLocale != "POSIX" && !Localization.cLocaleIgnoresLanguage
        }
        return true
    }

    /// A one-line warning for the user when the locale fell back, else `nil`.
    public var warning: String? {
        switch fallback {
        case .localeNotInstalled(let requested):
            "the locale \(requested.isEmpty ? "of the environment" : "'\(requested)'") is not installed "
                + "(see `locale -a`); using \(Localization.fallbackLocale), "
                + (translationsFollowLanguage ? "translations follow LANGUAGE" : "messages in English")
        case .noLocaleSet, nil:
            nil
        }
    }
}
