import Gtk
import VSMGtkTesting
import XCTest
@testable import ProfileApp

/// The app's layouts come from the embedded bundle, and a broken one is reported by its
/// `resource://` name and the object id.
final class AppResourcesTests: XCTestCase {
    func testEveryLayoutAndTheStyleSheetAreEmbedded() throws { try onMainActor(Self.everyLayoutIsEmbedded) }
    @MainActor
    private static func everyLayoutIsEmbedded() throws {
        let resources = try AppResources.load()
        for name in ["MainWindow.ui", "EditUserProfileView.ui", "ShortcutsWindow.ui"] {
            XCTAssertTrue(Resource.isRegistered(path: resources.path(for: name)), name)
        }
        XCTAssertTrue(Resource.isRegistered(path: resources.styleSheetPath))
        XCTAssertEqual(resources.path(for: "MainWindow.ui"), "/io/github/vsmgtk/VSMProfile/ui/MainWindow.ui")
    }

    func testAMissingObjectNamesTheResourceAndTheID() throws { try onMainActor(Self.missingObjectIsNamed) }
    @MainActor
    private static func missingObjectIsNamed() throws {
        try requireDisplay()
        let resources = try AppResources.load()
        let builder = try Builder.load(resource: resources.path(for: "MainWindow.ui"))
        XCTAssertThrowsError(try builder.object(HeaderBar.self, id: "no_such_header")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("resource:///io/github/vsmgtk/VSMProfile/ui/MainWindow.ui"), text)
            XCTAssertTrue(text.contains("no_such_header"), text)
        }
    }

    func testALayoutNotInTheBundleNamesItsResourcePath() throws { try onMainActor(Self.missingLayoutIsNamed) }
    @MainActor
    private static func missingLayoutIsNamed() throws {
        try requireDisplay()
        let resources = try AppResources.load()
        XCTAssertThrowsError(try Builder.load(resource: resources.path(for: "Gone.ui"))) { error in
            XCTAssertTrue("\(error)".contains("resource:///io/github/vsmgtk/VSMProfile/ui/Gone.ui"), "\(error)")
        }
    }

    // MARK: Icons

    /// Every themed icon the app names, in its layouts and its Swift sources, resolves in the
    /// running icon theme (the theme its package depends on, or the app's own bundle): a
    /// name from a library's private resources (`adw-…`) or one the theme lacks shows GTK's
    /// missing-image icon instead.
    func testEveryIconTheAppNamesResolvesInTheRunningTheme() throws { try onMainActor(Self.everyIconResolves) }
    @MainActor
    private static func everyIconResolves() throws {
        try requireDisplay()
        _ = try AppResources.load()
        let names = try iconNamesInSources()
        XCTAssertTrue(names.contains("external-link-symbolic"), "the scan finds the Website row's icon")
        XCTAssertTrue(names.contains("open-menu-symbolic"), "the scan finds the .ui files' icons")
        for name in names.sorted() {
            XCTAssertTrue(IconTheme.hasIcon(named: name), "the icon '\(name)' is not in the running icon theme")
            XCTAssertFalse(name.hasPrefix("adw-"),
                           "'\(name)' is one of libadwaita's private icons, which differ between its releases")
        }
        XCTAssertFalse(IconTheme.hasIcon(named: "adw-no-such-icon-symbolic"), "a missing icon is reported")
    }

    /// `icon-name` properties of `Resources/*.ui` and `iconName` string literals of the app's
    /// Swift sources (`iconName: "x"`, `iconName = "x"`, `IconName = "x"`).
    private static func iconNamesInSources(filePath: String = #filePath) throws -> Set<String> {
        let root = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let patterns = [
            try NSRegularExpression(pattern: #"<property name="icon-name">([^<]+)</property>"#),
            try NSRegularExpression(pattern: #"[iI]conName\s*[:=]\s*"([^"\\]+)""#),
        ]
        var names: Set<String> = []
        for folder in ["Resources", "App/Sources/ProfileApp"] {
            let base = root.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { ["ui", "swift"].contains($0.pathExtension) } ?? []
            XCTAssertFalse(files.isEmpty, "no sources under \(base.path)")
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                for pattern in patterns {
                    for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                        if let range = Swift.Range(match.range(at: 1), in: text) { names.insert(String(text[range])) }
                    }
                }
            }
        }
        return names
    }
}
