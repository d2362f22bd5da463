import Adw
import CGtk
import Foundation
import Gtk
import VSMGtkTesting
import XCTest

/// The libadwaita wrappers on real widgets under Xvfb: one wrapper per object, properties
/// that read back what was set, signals, the avatar's fallback to initials, and the style
/// manager's dark switch.
final class AdwWidgetTests: XCTestCase {
    @MainActor
    private static func initialize() throws {
        try requireDisplay()
        AdwRuntime.initialize()
    }

    func testTheLinkedLibraryIs12OrNewer() throws {
        try onMainActor {
            try Self.initialize()
            let parts = AdwRuntime.version.split(separator: ".").compactMap { Int($0) }
            XCTAssertEqual(parts.count, 3, AdwRuntime.version)
            XCTAssertTrue(parts[0] > 1 || parts[1] >= 2, AdwRuntime.version)
        }
    }

    func testGettersReturnTheWrapperThatWasSet() throws {
        try onMainActor {
            try Self.initialize()
            let title = WindowTitle(title: "Profile", subtitle: "ada")
            let header = Adw.HeaderBar()
            header.titleWidget = title
            XCTAssertTrue(header.titleWidget === title)
            XCTAssertEqual([title.title, title.subtitle], ["Profile", "ada"])

            let group = PreferencesGroup(title: "Account")
            let clamp = Clamp(maximumSize: 480)
            clamp.child = group
            XCTAssertTrue(clamp.child === group)
            XCTAssertEqual(clamp.maximumSize, 480)
            XCTAssertEqual(group.title, "Account")

            let overlay = ToastOverlay()
            overlay.child = clamp
            XCTAssertTrue(overlay.child === clamp)
            let page = StatusPage()
            page.title = "Could not load the profile"
            page.iconName = "dialog-error-symbolic"
            let retry = Button(label: "Retry")
            page.child = retry
            XCTAssertTrue(page.child === retry)
            XCTAssertEqual(page.title, "Could not load the profile")

            // A widget made by GTK, found through the registry, is wrapped as its Adw class.
            let found = Widget.wrapper(for: UnsafeMutableRawPointer(header.widgetPointer))
            XCTAssertTrue(found === header)
        }
    }

    func testRowsKeepTextPlainAndReportChanges() throws {
        try onMainActor {
            try Self.initialize()
            let row = ActionRow(title: "Website", subtitle: "<b>not bold</b> & more")
            XCTAssertEqual(row.subtitle, "<b>not bold</b> & more")
            let entry = EntryRow(title: "Username")
            var changes = 0
            entry.onChanged { changes += 1 }
            entry.text = "ada"
            XCTAssertEqual(entry.text, "ada")
            XCTAssertEqual(changes, 1)
            XCTAssertEqual(entry.title, "Username")
        }
    }

    func testAToastShowsItsTextLiterallyAndReportsItsButton() throws {
        try onMainActor {
            try Self.initialize()
            let toast = Toast(text: "Saved <ada> & co")
            XCTAssertEqual(toast.title, "Saved &lt;ada&gt; &amp; co")
            toast.buttonLabel = "Undo"
            XCTAssertEqual(toast.buttonLabel, "Undo")
            var clicks = 0
            toast.onButtonClicked { _ in clicks += 1 }
            try toast.emit("button-clicked")
            XCTAssertEqual(clicks, 1)
        }
    }

    func testAnAvatarFallsBackToInitialsForAMissingOrBrokenImage() throws {
        try onMainActor {
            try Self.initialize()
            let avatar = Avatar(size: 64, text: "Ada Lovelace", showInitials: true)
            XCTAssertFalse(avatar.hasImage)
            XCTAssertFalse(avatar.setImage(contentsOfFile: "/nonexistent/avatar.png"))
            XCTAssertFalse(avatar.hasImage, "a missing file leaves the initials")

            let notAnImage = FileManager.default.temporaryDirectory.appendingPathComponent("avatar-\(UUID()).png")
            try Data("not a PNG at all".utf8).write(to: notAnImage)
            defer { try? FileManager.default.removeItem(at: notAnImage) }
            XCTAssertFalse(avatar.setImage(contentsOfFile: notAnImage.path))
            XCTAssertFalse(avatar.hasImage, "a file that is not an image leaves the initials")

            let png = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("docs/screenshots/ProfileWindowSnapshotTests/editing.png")
            XCTAssertTrue(avatar.setImage(contentsOfFile: png.path))
            XCTAssertTrue(avatar.hasImage)
            XCTAssertFalse(avatar.setImage(contentsOfFile: nil))
            XCTAssertFalse(avatar.hasImage, "nil shows the initials again")
            XCTAssertEqual(avatar.text, "Ada Lovelace")
        }
    }

    func testAnAvatarRefusesHugeImagesBeforeDecodingThem() throws {
        try onMainActor {
            try Self.initialize()
            let avatar = Avatar(size: 64, text: "Ada Lovelace", showInitials: true)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("avatar-\(UUID())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }

            // A PNG whose header claims 30000×30000 pixels (3.6 GB decoded), the data cut off.
            let bomb = folder.appendingPathComponent("bomb.png")
            try Self.pngHeader(width: 30_000, height: 30_000).write(to: bomb)
            XCTAssertFalse(avatar.setImage(contentsOfFile: bomb.path))
            XCTAssertFalse(avatar.hasImage, "a header claiming a huge image leaves the initials")

            let big = folder.appendingPathComponent("big.png")
            var bytes = Self.pngHeader(width: 64, height: 64)
            bytes.append(Data(count: Avatar.maximumImageFileSize))
            try bytes.write(to: big)
            XCTAssertFalse(avatar.setImage(contentsOfFile: big.path))
            XCTAssertFalse(avatar.hasImage, "a file over the size limit leaves the initials")

            XCTAssertFalse(avatar.setImage(contentsOfFile: folder.path), "a folder is not an image")
            XCTAssertFalse(avatar.hasImage)
        }
    }

    /// The PNG signature and a valid IHDR chunk for `width` × `height` (8-bit RGBA), nothing more.
    private static func pngHeader(width: UInt32, height: UInt32) -> Data {
        func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> UInt32($0)) & 0xFF) } }
        let chunk: [UInt8] = Array("IHDR".utf8) + bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in chunk {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 0 ? 0 : 0xEDB8_8320) }
        }
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13) + chunk + bigEndian(~crc))
    }

    func testTheStyleManagerSwitchesToDarkAndBack() throws {
        try onMainActor {
            try Self.initialize()
            let manager = StyleManager.default
            XCTAssertTrue(manager === StyleManager.default, "one style manager per display")
            var reported: [Bool] = []
            let connection = manager.onDarkChanged { reported.append($0) }
            defer { connection.disconnect(); manager.colorScheme = .default }
            manager.colorScheme = .forceDark
            XCTAssertTrue(manager.dark)
            XCTAssertEqual(manager.colorScheme, .forceDark)
            manager.colorScheme = .forceLight
            XCTAssertFalse(manager.dark)
            XCTAssertEqual(reported, [true, false])
        }
    }

    func testAnApplicationWindowShowsItsContentAndTheAboutWindowItsFacts() throws {
        try onMainActor {
            try Self.initialize()
            let app = Gtk.Application(id: "io.github.vsmgtk.AdwTests", flags: [.nonUnique])
            try app.register()
            defer { app.quit() }
            let window = Adw.ApplicationWindow(app: app)
            let content = Box(orientation: .vertical, spacing: 0)
            window.content = content
            XCTAssertTrue(window.content === content)
            window.present()
            defer { window.destroy() }
            waitUntil("the window is shown") { window.mapped }

            #if ADW_1_5
            let about = Adw.AboutDialog()
            about.applicationName = "VSM Profile"
            about.version = "0.1.0"
            about.developerName = "The VSM GTK authors"
            about.developers = ["Ada", "Grace"]
            about.licenseType = .mitX11
            XCTAssertEqual([about.applicationName, about.version, about.developerName],
                           ["VSM Profile", "0.1.0", "The VSM GTK authors"])
            XCTAssertEqual(about.typeName, "AdwAboutDialog")
            about.present(over: window)
            waitUntil("the About dialog is shown in the window") { about.mapped }
            XCTAssertTrue(about.window === window, "shown inside the window, not as a window of its own")
            XCTAssertTrue(about.close())
            #endif
            #if !ADW_1_6
            let about = AboutWindow(transientFor: window)
            defer { about.destroy() }
            about.applicationName = "VSM Profile"
            about.version = "0.1.0"
            about.developerName = "The VSM GTK authors"
            about.developers = ["Ada", "Grace"]
            about.licenseType = .mitX11
            XCTAssertEqual([about.applicationName, about.version, about.developerName],
                           ["VSM Profile", "0.1.0", "The VSM GTK authors"])
            XCTAssertTrue(about.modal)
            XCTAssertEqual(about.typeName, "AdwAboutWindow")
            XCTAssertEqual(AboutWindow().typeName, "AdwAboutWindow", "AboutWindow() makes libadwaita's window")
            #endif
        }
    }
}
