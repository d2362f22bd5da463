import CGettext
import Foundation
import Localization
import XCTest

/// Runs `body` with the process's locale, `LANGUAGE` and the text domain's catalogue
/// folder set as given, and the domain as the process default (what GtkBuilder's
/// `translatable` strings use), then puts all of it back as it was.
///
/// gettext reads these from process-global state, so the test runner must not run two
/// such bodies at once (XCTest runs tests one after another). `locale` is set for
/// `LC_ALL` and must be installed (``requireInstalledLocale(_:)``); the default is one in
/// which `LANGUAGE` chooses the translation (``languageLocale``). `language` `nil` unsets
/// `LANGUAGE`.
public func withTranslations<Result>(
    from localeDirectory: String,
    locale: String = languageLocale,
    language: String?,
    _ body: () throws -> Result
) throws -> Result {
    let saved = ProcessLocaleState.capture()
    defer { saved.restore() }
    if let language { setenv("LANGUAGE", language, 1) } else { unsetenv("LANGUAGE") }
    guard setlocale(LC_ALL, locale) != nil else {
        try requireInstalledLocale(locale)   // fails where the locales must be there
        throw XCTSkip("locale \(locale) is not installed")
    }
    bindtextdomain(Localization.domain, localeDirectory)
    bind_textdomain_codeset(Localization.domain, "UTF-8")
    textdomain(Localization.domain)
    return try body()
}

/// A locale in which glibc lets `LANGUAGE` choose the translation: `C.UTF-8`, always
/// installed, where the C library allows it there; else a desktop's English locale,
/// `en_US.UTF-8`, which `make deps-test` generates (glibc 2.39 and newer ignore `LANGUAGE`
/// in `C.UTF-8` as in `C`).
public let languageLocale = Localization.cLocaleIgnoresLanguage ? "en_US.UTF-8" : "C.UTF-8"

/// Runs `body` with exactly these locale variables in the environment (the others of
/// `LC_ALL`, `LC_MESSAGES`, `LC_NUMERIC`, `LC_TIME`, `LANG`, `LANGUAGE` unset), and
/// restores the environment, the process locale and the domain's folder afterwards.
/// For tests of `Localization.configure(localeDirectory:)`, which reads the environment.
public func withLocaleEnvironment<Result>(_ variables: [String: String], _ body: () throws -> Result) rethrows -> Result {
    let saved = ProcessLocaleState.capture()
    defer { saved.restore() }
    for name in ProcessLocaleState.variableNames {
        if let value = variables[name] { setenv(name, value, 1) } else { unsetenv(name) }
    }
    return try body()
}

/// Skips the test when `name` (e.g. `de_DE.UTF-8`) is not installed with glibc
/// (`locale -a`), or fails it (throws ``MissingLocale``) when `VSM_REQUIRE_LOCALES=1` (the
/// Makefile sets it: its test dependencies generate the locales, so a skip there would hide
/// a broken setup).
public func requireInstalledLocale(_ name: String) throws {
    let saved = setlocale(LC_ALL, nil).map { String(cString: $0) }
    defer { if let saved { setlocale(LC_ALL, saved) } }
    guard setlocale(LC_ALL, name) == nil else { return }
    let message = "locale \(name) is not installed: run `make deps-test` (or `localedef -i "
        + "\(name.prefix { $0 != "." }) -f UTF-8 \(name)` as root)"
    if ProcessInfo.processInfo.environment["VSM_REQUIRE_LOCALES"] == "1" {
        throw MissingLocale(description: message)
    }
    throw XCTSkip(message)
}

/// A locale the run requires is not installed: the test fails with this description.
public struct MissingLocale: Error, CustomStringConvertible {
    public let description: String
}

/// What `withTranslations` and `withLocaleEnvironment` change, captured to put it back.
private struct ProcessLocaleState {
    static let variableNames = ["LC_ALL", "LC_MESSAGES", "LC_NUMERIC", "LC_TIME", "LANG", "LANGUAGE"]

    let locale: String?
    let variables: [String: String?]
    let catalogueDirectory: String?
    let defaultDomain: String?

    static func capture() -> ProcessLocaleState {
        ProcessLocaleState(
            locale: setlocale(LC_ALL, nil).map { String(cString: $0) },
            variables: Dictionary(uniqueKeysWithValues: variableNames.map { ($0, getenv($0).map { String(cString: $0) }) }),
            catalogueDirectory: bindtextdomain(Localization.domain, nil).map { String(cString: $0) },
            defaultDomain: textdomain(nil).map { String(cString: $0) }
        )
    }

    func restore() {
        for (name, value) in variables {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
        if let locale { setlocale(LC_ALL, locale) }
        if let catalogueDirectory { bindtextdomain(Localization.domain, catalogueDirectory) }
        if let defaultDomain { textdomain(defaultDomain) }
    }
}
