import XCTest
@testable import ProfileApp

/// Where the app looks for its catalogue: the source build's variable, else next to the binary.
final class AppLocalizationTests: XCTestCase {
    func testTheVariableWinsOverTheInstalledFolder() {
        XCTAssertEqual(
            AppLocalization.localeDirectory(
                environment: ["VSM_PROFILE_LOCALE_DIR": "/src/.build/share/locale"], executablePath: "/usr/bin/vsm-profile-gtk"
            ),
            "/src/.build/share/locale"
        )
    }

    func testAnInstalledBinaryReadsShareLocaleOfItsPrefix() {
        XCTAssertEqual(
            AppLocalization.localeDirectory(environment: [:], executablePath: "/opt/vsm/bin/vsm-profile-gtk"),
            "/opt/vsm/share/locale"
        )
    }

    func testAnEmptyVariableIsIgnoredAndAnUnknownBinaryUsesTheSystemFolder() {
        XCTAssertEqual(
            AppLocalization.localeDirectory(environment: ["VSM_PROFILE_LOCALE_DIR": ""], executablePath: "/usr/bin/vsm-profile-gtk"),
            "/usr/share/locale"
        )
        XCTAssertEqual(AppLocalization.localeDirectory(environment: [:], executablePath: nil), "/usr/share/locale")
    }
}
