import Foundation
import Gtk
import VSMGtkTesting
import VSMTesting
@testable import UserProfile
@testable import UserProfileStore
import XCTest
@testable import ProfileApp

/// The application level: windows, actions and accelerators, the shared repository
/// (two-window live sync on a real SQLite store), the About dialog, and that closing
/// a window releases its controllers.
final class ProfileApplicationTests: XCTestCase {
    /// Distinct application ids (see `registeredApplication`).
    @MainActor private static var applicationCount = 0

    /// A registered `ProfileApplication` over `repository` with a fresh id; skips the
    /// test when there is no display.
    @MainActor
    private static func makeApplication(_ repository: any UserProfileRepository) throws -> ProfileApplication {
        try requireDisplay()
        applicationCount += 1
        return try registeredApplication(repository, applicationID: "\(AppInfo.applicationID).Test\(applicationCount)")
    }

    @MainActor
    private static func openLoadedWindow(
        _ app: ProfileApplication,
        _ repository: ScriptedRepository
    ) throws -> ProfileWindowController {
        let controller = try XCTUnwrap(app.openWindow())
        waitUntil("the load request") { repository.pendingCount(.load) == 1 }
        repository.succeed(.load, with: alice)
        waitUntil("the editor") { controller.editor?.view.mapped == true }
        return controller
    }

    /// Runs `body` with a registered application over a real SQLite store (profile 1 is
    /// "sample", "Sample User") in a temporary data folder; afterwards, even when `body`
    /// throws, quits the application and removes the folder.
    @MainActor
    private static func withApplicationOnTemporaryStore(
        _ body: (ProfileApplication, SQLiteUserProfileRepository) throws -> Void
    ) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vsm-profile-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = SQLiteUserProfileRepository(
            location: ProfileStoreLocation(dataDirectory: directory.path),
            sampleProfile: SampleProfile(username: try Username(validating: "sample"), realName: "Sample User")
        )
        let app = try makeApplication(store)
        defer { app.quit() }
        try body(app, store)
    }

    // MARK: Actions and accelerators

    func testEveryAcceleratorIsInstalled() throws { try onMainActor(Self.everyAcceleratorIsInstalled) }
    @MainActor
    private static func everyAcceleratorIsInstalled() throws {
        let app = try makeApplication(ScriptedRepository())
        for action in AppAction.allCases {
            XCTAssertEqual(app.application.getAccelsForAction(action.detailedName), action.accelerators, action.rawValue)
        }
        XCTAssertEqual(app.application.getAccelsForAction("win.save"), ["<Control>s"])
        XCTAssertEqual(app.application.getAccelsForAction("win.reload"), ["<Control>r", "F5"])
        XCTAssertEqual(app.application.getAccelsForAction("win.cancel-save"), ["Escape"])
        XCTAssertEqual(app.application.getAccelsForAction("app.new-window"), ["<Control>n"])
        XCTAssertEqual(app.application.getAccelsForAction("win.close"), ["<Control>w"])
        XCTAssertEqual(app.application.getAccelsForAction("app.quit"), ["<Control>q"])
        XCTAssertEqual(app.application.getAccelsForAction("win.show-help-overlay"), ["<Control>question"])
        for name in ["new-window", "quit", "about"] {
            XCTAssertNotNil(app.application.action(named: name), name)
        }
    }

    func testWindowHasTitleActionsAndHelpOverlay() throws { try onMainActor(Self.windowHasTitleActionsAndHelpOverlay) }
    @MainActor
    private static func windowHasTitleActionsAndHelpOverlay() throws {
        let repository = ScriptedRepository()
        let app = try makeApplication(repository)
        let controller = try XCTUnwrap(app.openWindow())
        defer { app.quit() }
        XCTAssertEqual(controller.window.title, "VSM Profile")
        for name in ["close", "save", "reload", "cancel-save", "show-help-overlay"] {
            XCTAssertNotNil(controller.window.action(named: name), "win.\(name)")
        }
        waitUntil("the window is shown") { controller.window.mapped }
    }

    func testShortcutsWindowListsEveryAccelerator() throws { try onMainActor(Self.shortcutsWindowListsEveryAccelerator) }
    @MainActor
    private static func shortcutsWindowListsEveryAccelerator() throws {
        try requireDisplay()
        let text = String(decoding: try Resource.registeredData(at: testResources.path(for: "ShortcutsWindow.ui")), as: UTF8.self)
        // <property name="accelerator">&lt;ctrl&gt;s Return</property>
        let pattern = try NSRegularExpression(pattern: #"name="accelerator">([^<]*)</property>"#)
        var listed = Set<Accelerator>()
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let value = String(text[Swift.Range(match.range(at: 1), in: text)!])
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            for token in value.split(separator: " ") {
                if let parsed = normalized(String(token)) { listed.insert(parsed) }
            }
        }
        for action in AppAction.allCases {
            for accelerator in action.accelerators {
                guard let parsed = normalized(accelerator) else { continue }
                XCTAssertTrue(listed.contains(parsed), "\(accelerator) of \(action.rawValue) is not in ShortcutsWindow.ui")
            }
        }
    }

    /// An accelerator as GTK understands it, so `<ctrl>s` and `<Control>s` compare equal.
    @MainActor
    private static func normalized(_ accelerator: String) -> Accelerator? {
        let parsed = Accelerator(parsing: accelerator)
        XCTAssertNotNil(parsed, "cannot parse \(accelerator)")
        return parsed
    }

    // MARK: Window actions reach the editor (the keys themselves: KeyboardShortcutTests)

    func testWindowActionsRunTheEditorsActions() throws { try onMainActor(Self.windowActionsRunTheEditorsActions) }
    @MainActor
    private static func windowActionsRunTheEditorsActions() throws {
        let repository = ScriptedRepository(current: alice)
        let app = try makeApplication(repository)
        defer { app.quit() }
        let controller = try openLoadedWindow(app, repository)
        let editor = try XCTUnwrap(controller.editor)
        let window = controller.window

        XCTAssertEqual(enabledCommands(window), ["save", "reload"])
        editor.outlets.usernameEntry.text = "keyboard"
        window.action(named: "save")?.activate()                      // Ctrl+S
        waitUntil("the save request") { repository.pendingCount(.save) == 1 }
        XCTAssertEqual(repository.pendingSaveUsername, "keyboard")
        repository.fail(.save, with: .simulated(.save))
        waitUntil("the save error") { editor.outlets.errorView.isVisible() }
        XCTAssertEqual(enabledCommands(window), ["cancel-save"], "only Escape acts on a failed save")

        window.action(named: "cancel-save")?.activate()               // Escape
        waitUntil("editing again") { editor.state.editingCause == .cancelled }
        XCTAssertEqual(editor.outlets.usernameEntry.text, "keyboard")

        window.action(named: "reload")?.activate()                    // Ctrl+R, F5
        waitUntil("the reload request") { repository.pendingCount(.reload) == 1 }
        waitUntil("reloading") { editor.state.isReloading }
        XCTAssertEqual(enabledCommands(window), [], "nothing to do while reloading")
    }

    /// The editor commands whose accelerators are active in `window`.
    @MainActor
    private static func enabledCommands(_ window: ApplicationWindow) -> Set<String> {
        Set(["save", "reload", "cancel-save"].filter { window.action(named: $0)?.enabled == true })
    }

    // MARK: Windows

    func testTwoWindowsShareOneStoreAndSyncLive() throws { try onMainActor(Self.twoWindowsShareOneStoreAndSyncLive) }
    @MainActor
    private static func twoWindowsShareOneStoreAndSyncLive() throws {
        try withApplicationOnTemporaryStore { app, _ in
            let first = try XCTUnwrap(app.openWindow())
            app.application.action(named: "new-window")?.activate()
            waitUntil("both editors") {
                first.editor?.outlets.usernameEntry.text == "sample" && app.windowControllers.count == 2
                    && app.windowControllers.allSatisfy { $0.editor?.outlets.usernameEntry.text == "sample" }
            }
            let other = try XCTUnwrap(app.windowControllers.first { $0 !== first })
            let firstEditor = try XCTUnwrap(first.editor)
            let otherEditor = try XCTUnwrap(other.editor)

            firstEditor.outlets.usernameEntry.text = "Zoë 🚀"
            firstEditor.outlets.saveButton.emitClicked()
            waitUntil("the other window shows the saved name without reload") {
                otherEditor.outlets.usernameEntry.text == "Zoë 🚀"
            }
            // The store's notification and the save's own result travel separately: either
            // window may get there first, so wait for the saving one too before saving again.
            waitUntil("the saving window has its result") { firstEditor.state.editingCause == .saved }
            XCTAssertEqual(otherEditor.state.editingCause, .storeChanged)
            XCTAssertEqual(firstEditor.state.editingCause, .saved)
            XCTAssertEqual(firstEditor.outlets.usernameEntry.text, "Zoë 🚀")

            // The other window does not clobber what its user is typing.
            otherEditor.outlets.usernameEntry.text = "typing in window two"
            firstEditor.outlets.usernameEntry.text = "second save"
            firstEditor.outlets.saveButton.emitClicked()
            waitUntil("the second save reaches window two") { otherEditor.state.data.username == "second save" }
            XCTAssertEqual(otherEditor.outlets.usernameEntry.text, "typing in window two")
        }
    }

    func testAnotherProgramsWriteReachesEveryWindowWithoutClobberingTyping() throws {
        try onMainActor(Self.anotherProgramsWriteReachesEveryWindow)
    }
    @MainActor
    private static func anotherProgramsWriteReachesEveryWindow() throws {
        let sqlite3 = "/usr/bin/sqlite3"
        guard FileManager.default.isExecutableFile(atPath: sqlite3) else {
            throw XCTSkip("sqlite3 is not installed (Debian package sqlite3)")
        }
        try withApplicationOnTemporaryStore { app, store in
            let idle = try XCTUnwrap(app.openWindow())
            let typing = try XCTUnwrap(app.openWindow())
            waitUntil("both editors follow the store") {
                [idle, typing].allSatisfy { $0.editor?.outlets.usernameEntry.text == "sample" }
                    && store.externalChanges.leaseCount == 2
            }
            let typingEditor = try XCTUnwrap(typing.editor)
            typingEditor.outlets.usernameEntry.text = "half-typed"

            let update = try ChildProcess.run(sqlite3, ["-cmd", ".timeout 5000", store.location.databasePath,
                                                        "UPDATE profile SET username = 'from sqlite3' WHERE id = 1"])
            XCTAssertEqual(update.status, 0, update.errorOutput)

            waitUntil("the idle window shows the other program's write") {
                idle.editor?.outlets.usernameEntry.text == "from sqlite3"
            }
            waitUntil("the typing window has the new data") { typingEditor.state.data.username == "from sqlite3" }
            XCTAssertEqual(typingEditor.state.editingCause, .storeChanged)
            XCTAssertEqual(typingEditor.outlets.usernameEntry.text, "half-typed", "what the user types is never replaced")
        }
    }

    func testASuccessfulSaveIsConfirmedByAToast() throws { try onMainActor(Self.saveShowsToast) }
    @MainActor
    private static func saveShowsToast() throws {
        let repository = ScriptedRepository(current: alice)
        let app = try makeApplication(repository)
        defer { app.quit() }
        let controller = try openLoadedWindow(app, repository)
        let person = TestUser(controller.window)
        try person.type("alice2", into: .id("username_entry"))
        try person.press("<Control>s")
        waitUntil("the save request") { repository.pendingCount(.save) == 1 }
        // The toast is read where the user sees it, in the window's widgets, not from a
        // property kept for the test.
        let toasts = { TestUser(controller.window).findAll(.label("Saved")) }
        XCTAssertTrue(toasts().isEmpty, "nothing is confirmed before the store answers")
        var saved = alice
        saved.username = "alice2"
        repository.succeed(.save, with: saved)
        person.waitUntil("the toast on screen") { toasts().count == 1 }
    }

    func testClosingAWindowReleasesItsControllers() throws { try onMainActor(Self.closingAWindowReleasesItsControllers) }
    @MainActor
    private static func closingAWindowReleasesItsControllers() throws {
        let repository = ScriptedRepository(current: alice)
        let app = try makeApplication(repository)
        defer { app.quit() }
        weak var weakWindowController: ProfileWindowController?
        weak var weakScreen: ProfileScreenViewController?
        weak var weakEditor: EditUserProfileViewController?
        do {
            let controller = try openLoadedWindow(app, repository)
            weakWindowController = controller
            weakScreen = controller.screen
            weakEditor = controller.editor
            XCTAssertNotNil(weakEditor)
            controller.window.close()
        }
        waitUntil("the controllers are released") {
            weakWindowController == nil && weakScreen == nil && weakEditor == nil
        }
        XCTAssertTrue(app.application.windows.isEmpty)
    }

    // MARK: About

    func testAboutDialogShowsNameAndVersion() throws { try onMainActor(Self.aboutDialogShowsNameAndVersion) }
    @MainActor
    private static func aboutDialogShowsNameAndVersion() throws {
        let app = try makeApplication(ScriptedRepository())
        defer { app.quit() }
        _ = try XCTUnwrap(app.openWindow())
        let dialog = app.showAbout()
        XCTAssertEqual(dialog.applicationName, "VSM Profile")
        XCTAssertEqual(dialog.version, "0.1.0")
        XCTAssertEqual(dialog.developerName, "The VSM for GTK contributors")
        #if ADW_1_5
        XCTAssertEqual(dialog.typeName, "AdwAboutDialog", "libadwaita 1.5 and newer: the dialog, not the deprecated window")
        XCTAssertTrue(dialog.close())
        #else
        defer { dialog.destroy() }
        XCTAssertEqual(dialog.typeName, "AdwAboutWindow")
        XCTAssertTrue(dialog.modal)
        #endif
    }
}
