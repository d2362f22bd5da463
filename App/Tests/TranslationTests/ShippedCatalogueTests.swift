import Foundation
import Localization
import LocalizationTesting
import UserProfile
import XCTest

/// The catalogue the package ships (`po/de.po`, compiled here with msgfmt) translates the
/// feature's messages, values and all; a language without a catalogue stays English.
final class ShippedCatalogueTests: XCTestCase {
    private static let poFolder: String = {
        var url = URL(fileURLWithPath: "\(#filePath)")
        for _ in 0..<4 { url.deleteLastPathComponent() }  // App/Tests/TranslationTests/ → the repository
        return url.appendingPathComponent("po").path
    }()

    private var catalogue: CompiledCatalogue!

    override func setUpWithError() throws {
        catalogue = try CompiledCatalogue(poFile: Self.poFolder + "/de.po", language: "de")
    }

    override func tearDown() {
        catalogue?.remove()
    }

    func test_validationMessages_inGerman() throws {
        try withTranslations(from: catalogue.directory, language: "de") {
            XCTAssertEqual(UsernameValidationError.empty.message, "Geben Sie einen Benutzernamen ein.")
            XCTAssertEqual(UsernameValidationError.tooLong(characterCount: 70).message,
                           "Ein Benutzername darf höchstens 64 Zeichen lang sein; dieser hat 70.")
            XCTAssertEqual(UsernameValidationError.containsControlCharacter("\t").message,
                           "Ein Benutzername darf keine Steuerzeichen enthalten (gefunden: U+0009).")
        }
    }

    func test_storageErrors_inGerman_withThePathInPlace() throws {
        try withTranslations(from: catalogue.directory, language: "de") {
            XCTAssertEqual(UserProfileRepositoryError.databaseLocked(path: "/home/anna/profile.sqlite").description,
                           "Die Profildatenbank /home/anna/profile.sqlite ist von einem anderen Programm gesperrt. "
                               + "Versuchen Sie es gleich noch einmal.")
            XCTAssertEqual(UserProfileRepositoryError.permissionDenied(path: "/p", detail: "x").description,
                           "Die Profildatenbank /p kann nicht geöffnet werden (x). Prüfen Sie ihre Zugriffsrechte.")
        }
    }

    func test_postDates_inGerman_inTheTranslationsOrder() throws {
        try withTranslations(from: catalogue.directory, language: "de") {
            let formatter = ProfileFormatter(locale: "de_DE.UTF-8", timeZone: "Europe/Berlin")
            XCTAssertEqual(formatter.postDate(Date(timeIntervalSince1970: 1_709_647_620)), "5. Mär 2024, 15:07")
            XCTAssertEqual(formatter.friendsCount(1_234), "1.234 Freunde")
        }
    }

    func test_aLanguageWithoutCatalogue_staysEnglish() throws {
        try withTranslations(from: catalogue.directory, language: "fr") {
            XCTAssertEqual(UsernameValidationError.empty.message, "Enter a username.")
            XCTAssertEqual(UserProfileRepositoryError.profileNotFound(userId: 7).description,
                           "There is no profile with user id 7.")
        }
    }

    func test_LANG_de_DE_alone_isGermanToo() throws {
        try requireInstalledLocale("de_DE.UTF-8")
        try withTranslations(from: catalogue.directory, locale: "de_DE.UTF-8", language: nil) {
            XCTAssertEqual(UsernameValidationError.empty.message, "Geben Sie einen Benutzernamen ein.")
        }
    }
}
