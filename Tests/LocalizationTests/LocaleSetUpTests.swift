import Localization
import LocalizationTesting
import XCTest

/// `Localization.configure(localeDirectory:)`: which locale the process ends up in, and
/// that `LANGUAGE` works whatever the environment's locale.
final class LocaleSetUpTests: XCTestCase {
    private var catalogue: CompiledCatalogue!

    override func setUpWithError() throws {
        catalogue = try CompiledCatalogue(po: """
        msgid ""
        msgstr "Content-Type: text/plain; charset=UTF-8\\n"

        msgid "Retry"
        msgstr "Erneut versuchen"
        """)
    }

    override func tearDown() {
        catalogue?.remove()
    }

    /// Where the C library ignores `LANGUAGE` in `C.UTF-8`, the messages take the installed
    /// locale of the language instead (`make deps-test` generates `de_DE.UTF-8`).
    private static var messagesLocaleForGerman: String {
        Localization.cLocaleIgnoresLanguage ? "de_DE.UTF-8" : "C.UTF-8"
    }

    func test_aLocaleThatIsNotInstalled_fallsBackToCUTF8_andLANGUAGEStillTranslates() throws {
        try requireInstalledLocale("de_DE.UTF-8")
        withLocaleEnvironment(["LANG": "xx_YY.UTF-8", "LANGUAGE": "de"]) {
            let setUp = Localization.configure(localeDirectory: catalogue.directory)
            XCTAssertEqual(setUp.fallback, .localeNotInstalled(requested: "xx_YY.UTF-8"))
            XCTAssertEqual(setUp.messagesLocale, Self.messagesLocaleForGerman)
            XCTAssertEqual(String(cString: setlocale(LC_TIME, nil)), "C.UTF-8", "formats stay in the fallback")
            XCTAssertTrue(setUp.catalogueBound)
            XCTAssertEqual(setUp.warning,
                           "the locale 'xx_YY.UTF-8' is not installed (see `locale -a`); using C.UTF-8, "
                               + "translations follow LANGUAGE")
            XCTAssertEqual(localized("Retry"), "Erneut versuchen")
        }
    }

    func test_oneMissingCategory_keepsTheInstalledOthers() throws {
        try requireInstalledLocale("de_DE.UTF-8")
        withLocaleEnvironment(["LANG": "C.UTF-8", "LC_TIME": "xx_YY.UTF-8", "LANGUAGE": "de"]) {
            let setUp = Localization.configure(localeDirectory: catalogue.directory)
            XCTAssertEqual(setUp.fallback, .localeNotInstalled(requested: "C.UTF-8"))
            XCTAssertEqual(localized("Retry"), "Erneut versuchen")
        }
    }

    func test_noLocaleVariable_butLANGUAGE_runsInCUTF8() throws {
        try requireInstalledLocale("de_DE.UTF-8")
        withLocaleEnvironment(["LANGUAGE": "de"]) {
            let setUp = Localization.configure(localeDirectory: catalogue.directory)
            XCTAssertEqual(setUp.fallback, .noLocaleSet)
            XCTAssertEqual(setUp.messagesLocale, Self.messagesLocaleForGerman)
            XCTAssertNil(setUp.warning)
            XCTAssertEqual(localized("Retry"), "Erneut versuchen")
        }
    }

    func test_anExplicitCLocale_isRespected_andShowsEnglish() {
        withLocaleEnvironment(["LC_ALL": "C", "LANGUAGE": "de"]) {
            let setUp = Localization.configure(localeDirectory: catalogue.directory)
            XCTAssertNil(setUp.fallback)
            XCTAssertEqual(setUp.messagesLocale, "C")
            XCTAssertEqual(localized("Retry"), "Retry")
        }
    }

    /// An explicit `C.UTF-8` is the user's choice: it translates by `LANGUAGE` only where
    /// the C library does so in `C.UTF-8`.
    func test_anInstalledLocale_isAdoptedAsItIs() {
        withLocaleEnvironment(["LANG": "C.UTF-8", "LANGUAGE": "de"]) {
            let setUp = Localization.configure(localeDirectory: catalogue.directory)
            XCTAssertNil(setUp.fallback)
            XCTAssertEqual(setUp.messagesLocale, "C.UTF-8")
            XCTAssertEqual(localized("Retry"), Localization.cLocaleIgnoresLanguage ? "Retry" : "Erneut versuchen")
            XCTAssertEqual(setUp.translationsFollowLanguage, !Localization.cLocaleIgnoresLanguage)
        }
    }

    /// A fallback for a language with no installed locale: English where the C library
    /// ignores `LANGUAGE` in `C.UTF-8`, and the warning says so instead of promising it.
    func test_aFallbackWithNoLocaleOfTheLanguage_saysWhetherTranslationsFollow() {
        withLocaleEnvironment(["LANG": "xx_YY.UTF-8", "LANGUAGE": "xx"]) {
            let setUp = Localization.configure(localeDirectory: catalogue.directory)
            XCTAssertEqual(setUp.messagesLocale, "C.UTF-8")
            XCTAssertEqual(setUp.warning,
                           "the locale 'xx_YY.UTF-8' is not installed (see `locale -a`); using C.UTF-8, "
                               + (Localization.cLocaleIgnoresLanguage ? "messages in English" : "translations follow LANGUAGE"))
        }
    }

    func test_setUp_reportsTheCatalogueBinding() {
        withLocaleEnvironment(["LANG": "C.UTF-8"]) {
            XCTAssertTrue(Localization.setUp(localeDirectory: catalogue.directory))
        }
    }

    func test_installedLocaleDirectory_isShareLocaleBesideBin() {
        XCTAssertEqual(Localization.installedLocaleDirectory(executablePath: "/usr/bin/vsm-profile-gtk"),
                       "/usr/share/locale")
        XCTAssertEqual(Localization.installedLocaleDirectory(executablePath: "/opt/vsm/bin/vsm-profile-gtk"),
                       "/opt/vsm/share/locale")
    }
}
