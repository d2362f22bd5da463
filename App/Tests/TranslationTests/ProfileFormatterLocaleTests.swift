import LocalizationTesting
import UserProfile
import XCTest

/// The profile screen's default formatter writes numbers in the locale `LC_NUMERIC` names
/// (after `LC_ALL`, before `LANG`), as `LocaleFormatter` does for the rest of the app.
final class ProfileFormatterLocaleTests: XCTestCase {
    func testTheDefaultFormatterFollowsLCNumeric() {
        withLocaleEnvironment(["LANG": "C.UTF-8", "LC_NUMERIC": "de_DE.UTF-8"]) {
            XCTAssertEqual(ProfileFormatter().number(1234), "1.234")
        }
        withLocaleEnvironment(["LANG": "en_US.UTF-8"]) {
            XCTAssertEqual(ProfileFormatter().number(1234), "1,234")
        }
        withLocaleEnvironment(["LC_ALL": "de_DE.UTF-8", "LC_NUMERIC": "en_US.UTF-8"]) {
            XCTAssertEqual(ProfileFormatter().number(1234), "1.234", "LC_ALL overrides every category")
        }
    }
}
