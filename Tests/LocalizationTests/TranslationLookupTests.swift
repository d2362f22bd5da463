import Localization
import LocalizationTesting
import XCTest

/// Lookups against a German catalogue that `msgfmt` compiles at test time.
final class TranslationLookupTests: XCTestCase {
    private static let germanPO = #"""
    msgid ""
    msgstr ""
    "Project-Id-Version: vsm-profile-gtk test\n"
    "Language: de\n"
    "MIME-Version: 1.0\n"
    "Content-Type: text/plain; charset=UTF-8\n"
    "Content-Transfer-Encoding: 8bit\n"
    "Plural-Forms: nplurals=2; plural=(n != 1);\n"

    msgid "Retry"
    msgstr "Erneut versuchen"

    #, objc-format
    msgid "Could not save %@."
    msgstr "%@ konnte nicht gespeichert werden."

    #, objc-format
    msgid "A username can have at most %1$@ characters; this one has %2$@."
    msgstr "Dieser Benutzername hat %2$@ Zeichen, erlaubt sind höchstens %1$@."

    #, objc-format
    msgid "%@ friend"
    msgid_plural "%@ friends"
    msgstr[0] "%@ Freund"
    msgstr[1] "%@ Freunde"

    msgctxt "verb"
    msgid "Open"
    msgstr "Öffnen"

    msgctxt "adjective"
    msgid "Open"
    msgstr "Offen"
    """#

    private var catalogue: CompiledCatalogue!

    override func setUpWithError() throws {
        catalogue = try CompiledCatalogue(po: Self.germanPO)
    }

    override func tearDown() {
        catalogue?.remove()
    }

    /// glibc 2.39 and newer treat `C.UTF-8` like `C` and ignore `LANGUAGE` there (Debian 13);
    /// earlier releases translate (Debian 12).
    func test_LANGUAGE_de_inTheCUTF8Locale_translatesWhereTheCLibraryAllowsIt() throws {
        try withTranslations(from: catalogue.directory, locale: "C.UTF-8", language: "de") {
            XCTAssertEqual(localized("Retry"), Localization.cLocaleIgnoresLanguage ? "Retry" : "Erneut versuchen")
        }
    }

    func test_interpolatedValues_landWhereTheTranslationPutsThem() throws {
        try withTranslations(from: catalogue.directory, language: "de") {
            let path = "/home/anna/profile.sqlite"
            XCTAssertEqual(localized("Could not save \(path)."),
                           "/home/anna/profile.sqlite konnte nicht gespeichert werden.")
            XCTAssertEqual(localized("A username can have at most \(64) characters; this one has \(70)."),
                           "Dieser Benutzername hat 70 Zeichen, erlaubt sind höchstens 64.")
        }
    }

    func test_germanPlural_picksTheSingularForOneOnly() throws {
        try withTranslations(from: catalogue.directory, language: "de") {
            let forms = [0, 1, 2, 5, 21, 101, -1].map { localizedPlural("\($0) friend", "\($0) friends", count: $0) }
            XCTAssertEqual(forms, ["0 Freunde", "1 Freund", "2 Freunde", "5 Freunde", "21 Freunde", "101 Freunde", "-1 Freund"])
        }
    }

    func test_context_choosesBetweenEqualEnglishTexts() throws {
        try withTranslations(from: catalogue.directory, language: "de") {
            XCTAssertEqual(localized("Open", context: "verb"), "Öffnen")
            XCTAssertEqual(localized("Open", context: "adjective"), "Offen")
            XCTAssertEqual(localized("Open"), "Open", "no translation without a context")
        }
    }

    func test_anUntranslatedLanguage_fallsBackToEnglish() throws {
        try withTranslations(from: catalogue.directory, language: "fr") {
            XCTAssertEqual(localized("Retry"), "Retry")
            XCTAssertEqual(localizedPlural("\(2) friend", "\(2) friends", count: 2), "2 friends")
        }
    }

    func test_aMissingCatalogueFolder_fallsBackToEnglish() throws {
        try withTranslations(from: "/nonexistent/locale", language: "de") {
            XCTAssertEqual(localized("Retry"), "Retry")
            XCTAssertEqual(localized("Open", context: "verb"), "Open")
        }
    }

    func test_untranslatedMessages_inATranslatedLanguage_stayEnglish() throws {
        try withTranslations(from: catalogue.directory, language: "de") {
            XCTAssertEqual(localized("Not in the catalogue \(1)"), "Not in the catalogue 1")
        }
    }

    /// glibc ignores LANGUAGE in the plain C locale (not in C.UTF-8): the reason
    /// `Localization.configure` moves a process with no locale set to C.UTF-8.
    func test_plainCLocale_ignoresLANGUAGE() throws {
        try withTranslations(from: catalogue.directory, locale: "C", language: "de") {
            XCTAssertEqual(localized("Retry"), "Retry")
        }
    }

    func test_LANG_de_DE_translatesWithoutLANGUAGE() throws {
        try requireInstalledLocale("de_DE.UTF-8")
        try withTranslations(from: catalogue.directory, locale: "de_DE.UTF-8", language: nil) {
            XCTAssertEqual(localized("Retry"), "Erneut versuchen")
        }
    }

    func test_LANGUAGE_de_inADesktopsEnglishLocale_translates() throws {
        try requireInstalledLocale("en_US.UTF-8")
        try withTranslations(from: catalogue.directory, locale: "en_US.UTF-8", language: "de") {
            XCTAssertEqual(localized("Retry"), "Erneut versuchen")
        }
    }

    func test_aPOFileMsgfmtRejects_throwsWithItsMessage() {
        let broken = Self.germanPO + "\n#, objc-format\nmsgid \"Saved %@\"\nmsgstr \"Gespeichert\"\n"
        XCTAssertThrowsError(try CompiledCatalogue(po: broken)) { error in
            XCTAssertTrue("\(error)".contains("format specifications"), "\(error)")
        }
    }
}
