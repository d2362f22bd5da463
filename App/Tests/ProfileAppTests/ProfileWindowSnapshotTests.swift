import Adw
import Foundation
import Gtk
import OpenCombine
import ProfileSync
import VSMGtkTesting
import UserProfile
import XCTest
@testable import ProfileApp

/// The app window in every state, driven as a person drives it (real clicks and keys), each
/// compared with its picture in `docs/screenshots/` — the README's and the metainfo's
/// screenshots are these references, so they cannot drift from what the app shows.
/// `make screenshots` re-records them (`VSM_RECORD_SNAPSHOTS=1`); look at every PNG after.
final class ProfileWindowSnapshotTests: XCTestCase {
    private static let user = UserData(
        id: 1, username: "ada", realName: "Ada Lovelace", displayName: "Ada Lovelace", friendsCount: 1234,
        location: "London", website: "https://example.org/ada", avatarPath: nil
    )
    private static let storePath = "/home/ada/.local/share/vsm-profile-gtk/profile.sqlite"

    /// References in the repository's `docs/screenshots/` (Debian 12, the README's pictures)
    /// or `docs/screenshots/debian-13/`, found from this file's path. GTK, libadwaita and
    /// the fonts draw differently on each release, so each has its own pictures; another
    /// system has none, and the comparison is skipped there.
    private static func settings(filePath: String = #filePath) throws -> SnapshotSettings {
        let repository = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return try SnapshotSettings.forSystemRelease([
            "debian 12": repository.appendingPathComponent("docs/screenshots").path,
            "debian 13": repository.appendingPathComponent("docs/screenshots/debian-13").path,
        ])
    }

    func testEveryStateOfTheWindowMatchesItsScreenshot() throws { try onMainActor { try Self.everyState(dark: false) } }

    /// The same journey in the dark style, as a desktop that prefers dark shows it (libadwaita's
    /// style manager; the app follows the desktop's preference).
    func testEveryStateInTheDarkStyleMatchesItsScreenshot() throws { try onMainActor { try Self.everyState(dark: true) } }

    /// Scrolls the screen back to its top, then waits (at most 20 frames) until the scroll
    /// position holds still for a frame. Where GTK's list view leaves the scroll position
    /// after moving the focus into a row (the entry, Retry) depends on how far its row
    /// heights were estimated at that moment, which varied between runs by tens of pixels;
    /// from the top, the list keeps the focused row in view the same way every time.
    @MainActor
    private static func scrollToTop(_ screen: ProfileScreenViewController, _ person: TestUser) {
        let scrolled = screen.list.scrolledWindow
        scrolled.verticalOffset = 0
        var previous = -1.0
        for _ in 0..<20 {
            _ = person.waitForFrame()
            if scrolled.verticalOffset == previous { return }
            previous = scrolled.verticalOffset
        }
    }

    /// The window opens at the remembered size: start from the schema's defaults, whatever
    /// an earlier test of this process left in the settings.
    @MainActor
    private static func forgetWindowSize() {
        if let settings = try? Gio.Settings(schemaID: AppInfo.applicationID) {
            let keys = WindowStateMemory.Keys.standard
            for key in [keys.width, keys.height, keys.maximized] { try? settings.reset(key) }
        }
    }

    /// The window as the profile server's client shows it: offline with a username waiting to
    /// be sent, then the question after a conflict with another device's name.
    func testTheConnectionBannerMatchesItsScreenshots() throws {
        try onMainActor { try Self.connectionBanner(dark: false) }
    }

    func testTheConnectionBannerInTheDarkStyleMatchesItsScreenshots() throws {
        try onMainActor { try Self.connectionBanner(dark: true) }
    }

    /// The banner is fed the states its synchronizer sends on that path (a real synchronizer
    /// reaches a conflict only with a server answering on cue); the rest of the window is the
    /// app's, over a scripted store.
    @MainActor
    private static func connectionBanner(dark: Bool) throws {
        try VSMGtkTesting.requireDisplay()
        forgetWindowSize()
        // What the cache holds after a name was saved while offline: that name.
        var offlineUser = user
        offlineUser.username = "ada.lovelace"
        let repository = ScriptedRepository(current: offlineUser)
        let app = try registeredApplication(
            repository, applicationID: "\(AppInfo.applicationID).ServerSnapshots\(dark ? "Dark" : "")"
        )
        defer { app.quit() }
        let style = StyleManager.default
        style.colorScheme = dark ? .forceDark : .default
        defer { style.colorScheme = .default }
        // Without animations the banner and the question are pictured in full, not part way in.
        let desktop = try XCTUnwrap(DesktopSettings.default)
        let animates = desktop.enablesAnimations
        desktop.enablesAnimations = false
        defer { desktop.enablesAnimations = animates }
        let suffix = dark ? "-dark" : ""
        let settings = try settings()

        let states = PassthroughSubject<ConnectionViewState, Never>()
        let banner = ConnectionBannerViewController(
            state: .revalidating, states: states.eraseToAnyPublisher(), networkChanged: {}
        )
        let controller = try ProfileWindowController(
            application: app, environment: app.environment, connectionBanner: banner
        )
        controller.present()
        let window = controller.window
        let person = TestUser(window)
        person.waitUntil("the load request") { repository.pendingCount(.load) == 1 }
        repository.succeed(.load, with: offlineUser)
        person.waitUntil("the posts") { controller.screen.list.rowView(for: .post(3)) != nil }

        // The first request found no server.
        states.send(.offline(.init(reason: "Could not connect: Connection refused", pendingUsername: "ada.lovelace",
                                   retryAt: nil, retry: {})))
        person.waitUntil("the offline banner") { person.findAll(.button("Try Again")).contains { $0.mapped } }
        scrollToTop(controller.screen, person)
        expectSnapshot(of: window, named: "offline\(suffix)", settings: settings)

        // Back online, the name is sent and meets one set on another device since.
        states.send(.pending(.init(username: "ada.lovelace")))
        states.send(.conflict(.init(mine: "ada.lovelace", theirs: "countess.ada", keepMine: {}, useTheirs: {})))
        let keep = "Keep “ada.lovelace”"
        person.waitUntil("the question") { person.findAll(.button(keep)).contains { $0.mapped } }
        let question = try XCTUnwrap(person.find(.button(keep)).window)
        scrollToTop(controller.screen, person)
        _ = TestUser(question).waitForFrame()
        expectSnapshot(of: window, named: "conflict\(suffix)", settings: settings)
        if question !== window {
            // Before libadwaita 1.5 the question is a window of its own, pictured apart
            // (from 1.5 it is drawn inside the app's window, in the picture above).
            expectSnapshot(of: question, named: "conflict-question\(suffix)", settings: settings)
        }
        // Answered in another window: the question goes before the app quits.
        states.send(.pending(.init(username: "ada.lovelace")))
        person.waitUntil("the question closes") { !person.findAll(.button(keep)).contains { $0.mapped } }
    }

    @MainActor
    private static func everyState(dark: Bool) throws {
        try VSMGtkTesting.requireDisplay()
        forgetWindowSize()
        let repository = ScriptedRepository(current: user)
        let posts = ScriptedPostsRepository()
        let app = try registeredApplication(
            repository, posts: posts, applicationID: "\(AppInfo.applicationID).Snapshots\(dark ? "Dark" : "")"
        )
        defer { app.quit() }
        let style = StyleManager.default
        style.colorScheme = dark ? .forceDark : .default
        defer { style.colorScheme = .default }
        XCTAssertEqual(style.dark, dark)
        let suffix = dark ? "-dark" : ""
        let controller = try XCTUnwrap(app.openWindow())
        let window = controller.window
        let screen = controller.screen
        let person = TestUser(window)
        let settings = try settings()

        // The profile and the posts load at once, each a placeholder until it arrives.
        person.waitUntil("the load requests") { repository.pendingCount(.load) == 1 && posts.pendingCount == 1 }
        expectSnapshot(of: window, named: "loading\(suffix)", settings: settings)

        repository.fail(.load, with: .databaseLocked(path: storePath))
        person.waitUntil("the load error") { screen.list.rowView(for: .profileError) != nil }
        expectSnapshot(of: window, named: "error\(suffix)", settings: settings)

        try person.click(.button("Retry loading"))
        person.waitUntil("the second load request") { repository.pendingCount(.load) == 1 }
        repository.succeed(.load, with: user)
        person.waitUntil("the editor") { controller.editor?.view.mapped == true }
        let editor = try XCTUnwrap(controller.editor)
        scrollToTop(screen, person)
        expectSnapshot(of: window, named: "posts-loading\(suffix)", settings: settings)

        posts.succeed(with: samplePosts(3))
        person.waitUntil("the posts") { screen.list.rowView(for: .post(3)) != nil }
        scrollToTop(screen, person)
        expectSnapshot(of: window, named: "editing\(suffix)", settings: settings)

        try person.type("   ", into: .id("username_entry"))
        try person.click(.button("Save username"))
        person.waitUntil("the validation message") { editor.outlets.validationLabel.isVisible() }
        scrollToTop(screen, person)
        expectSnapshot(of: window, named: "validation\(suffix)", settings: settings)

        try person.type("ada.lovelace", into: .id("username_entry"))
        try person.press("<Control>s")
        person.waitUntil("saving") { editor.state.isSaving }
        // The app's own delay before the spinner, on the real clock.
        person.waitUntil("the spinner") { editor.outlets.progressSpinner.isVisible() }
        scrollToTop(screen, person)
        expectSnapshot(of: window, named: "saving\(suffix)", settings: settings)

        repository.fail(.save, with: .databaseLocked(path: storePath))
        person.waitUntil("the save error") { editor.outlets.errorView.isVisible() }
        scrollToTop(screen, person)
        expectSnapshot(of: window, named: "save-error\(suffix)", settings: settings)

        // The posts fail on their own: the profile stays; Retry finds none.
        try person.press("Escape")
        person.waitUntil("editing again") { editor.state.isEditable }
        try person.press("F5")
        person.waitUntil("the reloads") { repository.pendingCount(.reload) == 1 && posts.pendingCount == 1 }
        repository.succeed(.reload, with: user)
        posts.fail(with: .databaseLocked(path: storePath))
        person.waitUntil("the posts error") { screen.list.rowView(for: .contentError) != nil }
        scrollToTop(screen, person)
        expectSnapshot(of: window, named: "posts-error\(suffix)", settings: settings)

        try person.click(.button("Retry loading posts"))
        person.waitUntil("the posts read again") { posts.pendingCount == 1 }
        posts.succeed(with: [])
        person.waitUntil("no posts") { screen.list.rowView(for: .contentEmpty) != nil }
        scrollToTop(screen, person)
        expectSnapshot(of: window, named: "posts-empty\(suffix)", settings: settings)

        try person.press("<Control>question")
        let shortcuts = try controller.shortcutsWindow()
        person.waitUntil("the Keyboard Shortcuts window") { shortcuts.mapped }
        expectSnapshot(of: shortcuts, named: "shortcuts\(suffix)", settings: settings)
        shortcuts.close()

        #if ADW_1_5
        // A dialog inside the window: the picture is the window with the dialog over it,
        // once shown in full (without animations it appears at once, not fading in).
        let desktop = try XCTUnwrap(DesktopSettings.default)
        let animates = desktop.enablesAnimations
        desktop.enablesAnimations = false
        defer { desktop.enablesAnimations = animates }
        let about = app.showAbout()
        defer { _ = about.close() }
        person.waitUntil("the About dialog") { about.mapped }
        _ = person.waitForFrame()
        expectSnapshot(of: window, named: "about\(suffix)", settings: settings)
        #else
        let about = app.showAbout()
        defer { about.destroy() }
        person.waitUntil("the About dialog") { about.mapped }
        expectSnapshot(of: about, named: "about\(suffix)", settings: settings)
        #endif
    }
}
