import Localization
import LocalizationTestSupport
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

    func test_aLocaleThatIsNotInstalled_fallsBackToCUTF8_andLANGUAGEStillTranslates() {
        withLocaleEnvironment(["LANG": "xx_YY.UTF-8", "LANGUAGE": "de"]) {
            let setUp = Localization.configure(localeDirectory: catalogue.directory)
            XCTAssertEqual(setUp.fallback, .localeNotInstalled(requested: "xx_YY.UTF-8"))
            XCTAssertEqual(setUp.messagesLocale, "C.UTF-8")
            XCTAssertTrue(setUp.catalogueBound)
            XCTAssertEqual(setUp.warning,
                           "the locale 'xx_YY.UTF-8' is not installed (see `locale -a`); using C.UTF-8, "
                               + "translations follow LANGUAGE")
            XCTAssertEqual(localized("Retry"), "Erneut versuchen")
        }
    }

    func test_oneMissingCategory_keepsTheInstalledOthers() {
        withLocaleEnvironment(["LANG": "C.UTF-8", "LC_TIME": "xx_YY.UTF-8", "LANGUAGE": "de"]) {
            let setUp = Localization.configure(localeDirectory: catalogue.directory)
            XCTAssertEqual(setUp.fallback, .localeNotInstalled(requested: "C.UTF-8"))
            XCTAssertEqual(localized("Retry"), "Erneut versuchen")
        }
    }

    func test_noLocaleVariable_butLANGUAGE_runsInCUTF8() {
        withLocaleEnvironment(["LANGUAGE": "de"]) {
            let setUp = Localization.configure(localeDirectory: catalogue.directory)
            XCTAssertEqual(setUp.fallback, .noLocaleSet)
            XCTAssertEqual(setUp.messagesLocale, "C.UTF-8")
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

    func test_anInstalledLocale_isAdoptedAsItIs() {
        withLocaleEnvironment(["LANG": "C.UTF-8", "LANGUAGE": "de"]) {
            let setUp = Localization.configure(localeDirectory: catalogue.directory)
            XCTAssertNil(setUp.fallback)
            XCTAssertEqual(setUp.messagesLocale, "C.UTF-8")
            XCTAssertEqual(localized("Retry"), "Erneut versuchen")
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
