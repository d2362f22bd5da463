import VSMGtkTesting
import XCTest

/// os-release parsing: which release a snapshot test compares with.
final class SystemReleaseTests: XCTestCase {
    func testOSReleaseFieldsAreReadWithOrWithoutQuotes() {
        let release = SystemRelease(osRelease: """
            PRETTY_NAME="Debian GNU/Linux 13 (trixie)"
            # a comment
            VERSION_ID='13'
            ID=debian
            BROKEN LINE
            """)
        XCTAssertEqual(release, SystemRelease(osRelease: "ID=debian\nVERSION_ID=13\nPRETTY_NAME=Debian GNU/Linux 13 (trixie)"))
        XCTAssertEqual(release.id, "debian")
        XCTAssertEqual(release.versionID, "13")
        XCTAssertEqual(release.prettyName, "Debian GNU/Linux 13 (trixie)")
        XCTAssertEqual(SystemRelease(osRelease: "").prettyName, "an unknown system")
    }

    func testSnapshotSettingsPickTheFolderOfTheRelease_andSkipOtherReleases() throws {
        let folders = ["debian 12": "/refs/12", "debian 13": "/refs/13"]
        let trixie = SystemRelease(osRelease: "ID=debian\nVERSION_ID=13")
        XCTAssertEqual(try SnapshotSettings.forSystemRelease(folders, release: trixie).referencesFolder, "/refs/13")
        let other = SystemRelease(osRelease: "ID=fedora\nVERSION_ID=41\nPRETTY_NAME=Fedora 41")
        XCTAssertThrowsError(try SnapshotSettings.forSystemRelease(folders, release: other)) { error in
            XCTAssertTrue(error is XCTSkip, "another system skips the comparison")
        }
    }
}
