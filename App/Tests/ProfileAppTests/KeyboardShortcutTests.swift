import Gtk
import VSMGtkTesting
import UserProfile
import XCTest
@testable import ProfileApp

/// Every shortcut of the Keyboard Shortcuts window, pressed as a person presses it: real key
/// events through the X server (XTest), reaching the app's accelerators, the entry's Enter
/// and GTK's own F10 — not `activate()` on an action, which would pass even if the key never
/// reached it.
final class KeyboardShortcutTests: XCTestCase {
    /// The keys this file presses; `testEveryListedShortcutIsPressedHere` keeps it complete.
    private static let pressed: Set<String> = [
        "<Control>s", "Return", "Escape", "<Control>r", "F5", "<Control>n", "<Control>w", "<Control>q",
        "<Control>question", "F10",
    ]

    @MainActor private static var applicationCount = 0

    /// A registered application over `repository` with a fresh id; skips without a display.
    @MainActor
    private static func makeApplication(_ repository: ScriptedRepository) throws -> ProfileApplication {
        try VSMGtkTesting.requireDisplay()
        applicationCount += 1
        return try registeredApplication(repository, applicationID: "\(AppInfo.applicationID).Keys\(applicationCount)")
    }

    /// A window showing alice's profile in the editor, and a person in front of it.
    @MainActor
    private static func openLoadedWindow(
        _ app: ProfileApplication, _ repository: ScriptedRepository
    ) throws -> (ProfileWindowController, TestUser) {
        let controller = try XCTUnwrap(app.openWindow())
        let user = TestUser(controller.window)
        user.waitUntil("the load request") { repository.pendingCount(.load) == 1 }
        repository.succeed(.load, with: alice)
        user.waitUntil("the editor") { controller.editor?.view.mapped == true }
        return (controller, user)
    }

    func testEveryListedShortcutIsPressedHere() throws { try onMainActor(Self.everyListedShortcutIsPressedHere) }
    @MainActor
    private static func everyListedShortcutIsPressedHere() throws {
        let text = String(decoding: try Resource.registeredData(at: testResources.path(for: "ShortcutsWindow.ui")), as: UTF8.self)
        let pattern = try NSRegularExpression(pattern: #"name="accelerator">([^<]*)</property>"#)
        var listed = Set<String>()
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let value = String(text[Swift.Range(match.range(at: 1), in: text)!])
                .replacingOccurrences(of: "&lt;ctrl&gt;", with: "<Control>")
            listed.formUnion(value.split(separator: " ").map(String.init))
        }
        XCTAssertFalse(listed.isEmpty, "no accelerators found in ShortcutsWindow.ui")
        XCTAssertEqual(listed.subtracting(Self.pressed), [], "listed in the Shortcuts window but never pressed by a test")
        let installed = Set(AppAction.allCases.flatMap(\.accelerators))
        XCTAssertEqual(installed.subtracting(Self.pressed), [], "installed but never pressed by a test")
    }

    func testCtrlSSavesWhatWasTyped_EscapeCancelsTheFailedSave_CtrlRAndF5Reload() throws {
        try onMainActor(Self.editorShortcuts)
    }
    @MainActor
    private static func editorShortcuts() throws {
        let repository = ScriptedRepository(current: alice)
        let app = try makeApplication(repository)
        defer { app.quit() }
        let (controller, user) = try openLoadedWindow(app, repository)
        let editor = try XCTUnwrap(controller.editor)

        try user.type("keyboard", into: .id("username_entry"))
        try user.press("<Control>s")
        user.waitUntil("the save request") { repository.pendingCount(.save) == 1 }
        XCTAssertEqual(repository.pendingSaveUsername, "keyboard")

        repository.fail(.save, with: .simulated(.save))
        user.waitUntil("the save error") { editor.outlets.errorView.isVisible() }
        try user.press("Escape")
        user.waitUntil("editing again") { editor.state.editingCause == .cancelled }
        XCTAssertEqual(editor.outlets.usernameEntry.text, "keyboard", "Escape keeps what was typed")

        try user.press("<Control>r")
        user.waitUntil("the reload request") { repository.pendingCount(.reload) == 1 }
        repository.succeed(.reload, with: alice)
        user.waitUntil("editing after the reload") { !editor.state.isReloading && editor.state.editingCause == .reloaded }

        try user.press("F5")
        user.waitUntil("the second reload request") { repository.pendingCount(.reload) == 1 }
    }

    func testReturnInTheUsernameFieldSaves() throws { try onMainActor(Self.returnSaves) }
    @MainActor
    private static func returnSaves() throws {
        let repository = ScriptedRepository(current: alice)
        let app = try makeApplication(repository)
        defer { app.quit() }
        let (_, user) = try openLoadedWindow(app, repository)

        try user.type("entered\n", into: .id("username_entry"))
        user.waitUntil("the save request") { repository.pendingCount(.save) == 1 }
        XCTAssertEqual(repository.pendingSaveUsername, "entered")
    }

    func testShortcutsDoNothingBeforeTheProfileLoads() throws { try onMainActor(Self.shortcutsBeforeLoading) }
    @MainActor
    private static func shortcutsBeforeLoading() throws {
        let repository = ScriptedRepository()
        let app = try makeApplication(repository)
        defer { app.quit() }
        let controller = try XCTUnwrap(app.openWindow())
        let user = TestUser(controller.window)
        user.waitUntil("the load request") { repository.pendingCount(.load) == 1 }
        for keys in ["<Control>s", "<Control>r", "F5", "Escape"] {
            try user.press(keys)
        }
        XCTAssertEqual(repository.requests.map(\.operation), [.load], "no editor yet: nothing to save or reload")
    }

    func testCtrlNOpensAWindow_CtrlWClosesOne_CtrlQQuits() throws { try onMainActor(Self.windowShortcuts) }
    @MainActor
    private static func windowShortcuts() throws {
        let app = try makeApplication(ScriptedRepository())
        defer { app.quit() }
        let first = try XCTUnwrap(app.openWindow())
        let user = TestUser(first.window)
        user.waitUntil("the window is shown") { first.window.mapped }

        try user.press("<Control>n")
        user.waitUntil("a second window") { app.application.windows.count == 2 }
        let second = try XCTUnwrap(app.windowControllers.first { $0 !== first })
        user.waitUntil("the second window is shown") { second.window.mapped }

        try user.press("<Control>w")
        user.waitUntil("the first window closed") { app.application.windows.count == 1 }
        XCTAssertTrue(app.windowControllers.contains { $0 === second }, "Ctrl+W closes the window it was pressed in")

        try TestUser(second.window).press("<Control>q")
        user.waitUntil("no window left") { app.application.windows.isEmpty }
    }

    func testF10OpensThePrimaryMenu_AndCtrlQuestionShowsTheShortcutsWindow() throws {
        try onMainActor(Self.helpShortcuts)
    }
    @MainActor
    private static func helpShortcuts() throws {
        let repository = ScriptedRepository(current: alice)
        let app = try makeApplication(repository)
        defer { app.quit() }
        let (controller, user) = try openLoadedWindow(app, repository)

        let menuButton = try user.find(.id("primary_menu_button"), as: MenuButton.self)
        XCTAssertFalse(menuButton.isPopoverShown)
        try user.press("F10")
        user.waitUntil("the primary menu") { menuButton.isPopoverShown }
        menuButton.popdown()
        user.waitUntil("the primary menu closed") { !menuButton.isPopoverShown }

        try user.press("<Control>question")
        let shortcuts = try controller.shortcutsWindow()
        user.waitUntil("the Keyboard Shortcuts window") { shortcuts.mapped }
        shortcuts.close()
        user.waitUntil("the Keyboard Shortcuts window closed") { !shortcuts.mapped }
    }
}
