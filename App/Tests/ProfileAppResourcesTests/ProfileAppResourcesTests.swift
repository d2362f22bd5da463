import Foundation
import Gtk
import ProfileAppResources
import XCTest

/// The app's embedded bundle holds exactly the files its manifest lists, byte for byte as
/// they are in the source tree now: the build regenerated it (no stale bundle).
final class ProfileAppResourcesTests: XCTestCase {
    func test_theEmbeddedBundle_matchesEveryFileOfTheManifest() throws {
        let bundle = try ProfileAppResources.bundle()
        let manifest = try GResourceManifest(
            contentsOf: URL(fileURLWithPath: ProfileAppResources.sourceFolder)
                .appendingPathComponent(ProfileAppResources.manifestName)
        )
        XCTAssertEqual(manifest.prefix, ProfileAppResources.basePath)
        XCTAssertGreaterThanOrEqual(manifest.files.count, 5)
        for file in manifest.files {
            let onDisk = try Data(contentsOf: URL(fileURLWithPath: ProfileAppResources.sourceFolder)
                .appendingPathComponent(file.source))
            XCTAssertEqual(try bundle.data(at: manifest.prefix + "/" + file.alias), Array(onDisk),
                           "\(file.alias) differs from \(file.source)")
        }
    }

    func test_theBundle_hasTheLayoutsStyleAndIconWhereTheAppLooks() throws {
        let bundle = try ProfileAppResources.bundle()
        XCTAssertEqual(bundle.children(of: ProfileAppResources.basePath), ["icons/", "style.css", "ui/"])
        XCTAssertTrue(bundle.contains(ProfileAppResources.basePath + "/icons/scalable/apps/io.github.vsmgtk.VSMProfile.svg"))
    }
}
