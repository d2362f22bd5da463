import Gtk
import VSMGtkTesting
import VSMTesting
import UserProfile
import XCTest
@testable import ProfileApp

/// The editor screen with the real controller, the real `.ui` file and a scripted
/// repository: what each editing state shows, that every button (and Enter) runs
/// the right action, and that the entry never loses what the user typed. A person types
/// and clicks through the X server (VSMGtkTesting), so a hidden or disabled button cannot
/// be pressed by a test either.
final class EditUserProfileViewControllerTests: XCTestCase {
    /// An editor for `alice` over a scripted repository, shown in a window and
    /// following the store; skips the test when there is no display. The caller
    /// destroys the window. With a `clock`, a save or reload looks busy after the app's
    /// delay on that clock; without, at once (the tests of what each state shows).
    @MainActor
    private static func presentEditor(
        clock: ManualClock? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> (EditUserProfileViewController, ScriptedRepository, Window) {
        try requireDisplay()
        let repository = ScriptedRepository(current: alice)
        let editor = try EditUserProfileViewController(
            userData: alice, repository: repository, resources: testResources,
            busyIndicatorDelay: clock == nil ? .zero : EditUserProfileViewController.defaultBusyIndicatorDelay,
            clock: clock ?? ManualClock()
        )
        let window = Window()
        window.setDefaultSize(480, height: 360)
        window.child = editor.view
        window.present()
        waitUntil("the editor appears", filePath: file, line: line) { editor.view.mapped }
        return (editor, repository, window)
    }

    /// Types `username` and clicks Save; returns once the store holds the save request.
    @MainActor
    private static func typeAndSave(
        _ username: String, in window: Window, to repository: ScriptedRepository,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let user = TestUser(window)
        try user.type(username, into: .id("username_entry"))
        try user.click(.button("Save username"))
        waitUntil("the save request", filePath: file, line: line) { repository.pendingCount(.save) == 1 }
    }

    /// Answers the pending `operation` with `error`; returns once the error box shows.
    @MainActor
    private static func fail(
        _ operation: RepositoryOperation, with error: UserProfileRepositoryError,
        in editor: EditUserProfileViewController, from repository: ScriptedRepository,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        repository.fail(operation, with: error)
        waitUntil("the \(operation) error", filePath: file, line: line) { editor.outlets.errorView.isVisible() }
    }

    @MainActor
    private static func shownParts(_ editor: EditUserProfileViewController) -> Set<String> {
        shown([
            "entry": editor.outlets.usernameEntry,
            "save": editor.outlets.saveButton,
            "reload": editor.outlets.reloadButton,
            "validation": editor.outlets.validationLabel,
            "progress": editor.outlets.progressSpinner,
            "error": editor.outlets.errorView,
            "retry": editor.outlets.retryButton,
            "cancel": editor.outlets.cancelButton,
        ])
    }

    @MainActor
    private static func controlsEnabled(_ editor: EditUserProfileViewController) -> Bool {
        editor.outlets.usernameEntry.isEffectivelySensitive && editor.outlets.saveButton.isEffectivelySensitive
            && editor.outlets.reloadButton.isEffectivelySensitive
    }

    private static let editingParts: Set<String> = ["entry", "save", "reload"]
    private static let busyParts: Set<String> = ["entry", "save", "reload", "progress"]
    private static let errorParts: Set<String> = ["entry", "save", "reload", "error", "retry", "cancel"]

    // MARK: States

    func testEditingShowsTheEntryWithTheStoredNameAndEnabledButtons() throws {
        try onMainActor(Self.editingShowsTheEntryWithTheStoredNameAndEnabledButtons)
    }
    @MainActor
    private static func editingShowsTheEntryWithTheStoredNameAndEnabledButtons() throws {
        let (editor, _, window) = try presentEditor()
        defer { window.destroy() }
        XCTAssertEqual(shownParts(editor), editingParts)
        XCTAssertTrue(controlsEnabled(editor))
        XCTAssertEqual(editor.outlets.usernameEntry.text, "alice")
        XCTAssertFalse(editor.outlets.progressSpinner.spinning)
    }

    func testSaveButtonSavesTheTypedTextAndShowsSavingWithSaveDisabled() throws {
        try onMainActor(Self.saveButtonSavesTheTypedTextAndShowsSavingWithSaveDisabled)
    }
    @MainActor
    private static func saveButtonSavesTheTypedTextAndShowsSavingWithSaveDisabled() throws {
        let (editor, repository, window) = try presentEditor()
        defer { window.destroy() }
        let user = TestUser(window)
        try typeAndSave("  alice2 ", in: window, to: repository)
        XCTAssertEqual(repository.pendingSaveUsername, "alice2", "the model trims before storing")
        waitUntil("the saving state") { editor.state.isSaving }
        XCTAssertEqual(shownParts(editor), busyParts)
        XCTAssertTrue(editor.outlets.progressSpinner.spinning)
        XCTAssertTrue(editor.view.isAccessibleBusy, "a screen reader hears the editor is busy while saving")
        XCTAssertEqual(editor.outlets.progressLabel.text, "Saving…")
        XCTAssertFalse(editor.outlets.saveButton.isEffectivelySensitive, "Save is disabled while saving")
        XCTAssertFalse(editor.outlets.reloadButton.isEffectivelySensitive)
        // A person cannot press Save while saving (and a click would run nothing).
        XCTAssertThrowsError(try user.click(.button("Save username")))
        drainMainLoop()
        XCTAssertEqual(repository.pendingCount(.save), 1)

        var saved = alice
        saved.username = "alice2"
        repository.succeed(.save, with: saved)
        waitUntil("editing again") { editor.state.editingCause == .saved }
        XCTAssertFalse(editor.view.isAccessibleBusy)
        XCTAssertEqual(shownParts(editor), editingParts)
        XCTAssertTrue(controlsEnabled(editor))
        XCTAssertEqual(editor.outlets.usernameEntry.text, "alice2", "the entry shows what was stored")
        XCTAssertFalse(editor.outlets.progressLabel.isVisible(), "the window confirms with a toast, not the editor")
        XCTAssertFalse(editor.outlets.progressSpinner.isVisible())
    }

    // MARK: The busy look's delay

    func testAFastSaveNeverLooksBusy() throws { try onMainActor(Self.aFastSaveNeverLooksBusy) }
    @MainActor
    private static func aFastSaveNeverLooksBusy() throws {
        let clock = ManualClock()
        let (editor, repository, window) = try presentEditor(clock: clock)
        defer { window.destroy() }
        try typeAndSave("bob", in: window, to: repository)
        waitUntil("the saving state") { editor.state.isSaving }
        waitUntil("the busy look's delay starts") { clock.sleeperCount == 1 }
        XCTAssertEqual(shownParts(editor), editingParts, "nothing changes on screen when the save starts")
        XCTAssertTrue(controlsEnabled(editor))
        XCTAssertTrue(editor.view.isAccessibleBusy, "a screen reader hears the editor is busy at once")

        var saved = alice
        saved.username = "bob"
        repository.succeed(.save, with: saved)
        waitUntil("editing again") { editor.state.editingCause == .saved }
        waitUntil("the delay is given up") { clock.sleeperCount == 0 }
        clock.advance(by: EditUserProfileViewController.defaultBusyIndicatorDelay)
        drainMainLoop()
        XCTAssertEqual(shownParts(editor), editingParts, "the spinner never shows for a save that ended in time")
        XCTAssertTrue(controlsEnabled(editor))
        XCTAssertFalse(editor.view.isAccessibleBusy)
        XCTAssertEqual(editor.outlets.usernameEntry.text, "bob")
    }

    func testASlowSaveLooksBusyOnceTheDelayHasPassed() throws {
        try onMainActor(Self.aSlowSaveLooksBusyOnceTheDelayHasPassed)
    }
    @MainActor
    private static func aSlowSaveLooksBusyOnceTheDelayHasPassed() throws {
        let clock = ManualClock()
        let (editor, repository, window) = try presentEditor(clock: clock)
        defer { window.destroy() }
        let user = TestUser(window)
        try typeAndSave("bob", in: window, to: repository)
        waitUntil("the busy look's delay starts") { clock.sleeperCount == 1 }
        // Pressed again before the busy look: the model offers no save outside editing.
        try user.click(.button("Save username"))
        clock.advance(by: EditUserProfileViewController.defaultBusyIndicatorDelay - .milliseconds(1))
        drainMainLoop()
        XCTAssertFalse(editor.outlets.progressSpinner.isVisible(), "not yet")
        XCTAssertEqual(repository.pendingCount(.save), 1, "the second press saved nothing")

        clock.advance(by: .milliseconds(1))
        waitUntil("the spinner") { editor.outlets.progressSpinner.isVisible() }
        XCTAssertEqual(shownParts(editor), busyParts)
        XCTAssertTrue(editor.outlets.progressSpinner.spinning)
        XCTAssertEqual(editor.outlets.progressLabel.text, "Saving…")
        XCTAssertFalse(controlsEnabled(editor))
        XCTAssertTrue(editor.view.isAccessibleBusy)

        var saved = alice
        saved.username = "bob"
        repository.succeed(.save, with: saved)
        waitUntil("editing again") { editor.state.editingCause == .saved }
        XCTAssertEqual(shownParts(editor), editingParts)
        XCTAssertTrue(controlsEnabled(editor))
    }

    func testTextTypedWhileASaveRunsIsKept() throws { try onMainActor(Self.textTypedWhileASaveRunsIsKept) }
    @MainActor
    private static func textTypedWhileASaveRunsIsKept() throws {
        let clock = ManualClock()
        let (editor, repository, window) = try presentEditor(clock: clock)
        defer { window.destroy() }
        let user = TestUser(window)
        try typeAndSave("bob", in: window, to: repository)
        waitUntil("the saving state") { editor.state.isSaving }
        try user.type("bobby", into: .id("username_entry"))  // before the busy look

        var saved = alice
        saved.username = "bob"
        repository.succeed(.save, with: saved)
        waitUntil("editing again") { editor.state.editingCause == .saved }
        XCTAssertEqual(editor.state.data.username, "bob")
        XCTAssertEqual(editor.outlets.usernameEntry.text, "bobby", "the save's outcome does not overwrite newer typing")
        try user.type("!")
        waitUntil("the next key lands after the text, not over it") { editor.outlets.usernameEntry.text == "bobby!" }

        try user.click(.button("Save username"))
        waitUntil("the second save request") { repository.pendingCount(.save) == 1 }
        XCTAssertEqual(repository.pendingSaveUsername, "bobby!")
    }

    func testAFastReloadNeverLooksBusy() throws { try onMainActor(Self.aFastReloadNeverLooksBusy) }
    @MainActor
    private static func aFastReloadNeverLooksBusy() throws {
        let clock = ManualClock()
        let (editor, repository, window) = try presentEditor(clock: clock)
        defer { window.destroy() }
        try TestUser(window).click(.button("Reload profile"))
        waitUntil("the reload request") { repository.pendingCount(.reload) == 1 }
        waitUntil("the busy look's delay starts") { clock.sleeperCount == 1 }
        XCTAssertEqual(shownParts(editor), editingParts)
        XCTAssertTrue(editor.view.isAccessibleBusy)

        var fresh = alice
        fresh.username = "alice-fresh"
        repository.succeed(.reload, with: fresh)
        waitUntil("editing again") { editor.state.editingCause == .reloaded }
        waitUntil("the delay is given up") { clock.sleeperCount == 0 }
        clock.advance(by: EditUserProfileViewController.defaultBusyIndicatorDelay)
        drainMainLoop()
        XCTAssertEqual(shownParts(editor), editingParts)
        XCTAssertTrue(controlsEnabled(editor))
        XCTAssertFalse(editor.view.isAccessibleBusy)
        XCTAssertEqual(editor.outlets.usernameEntry.text, "alice-fresh")
    }

    func testEnterInTheEntrySaves() throws { try onMainActor(Self.enterInTheEntrySaves) }
    @MainActor
    private static func enterInTheEntrySaves() throws {
        let (editor, repository, window) = try presentEditor()
        defer { window.destroy() }
        try withExtendedLifetime(editor) {  // the window holds only the view; a window controller holds the editor
            try TestUser(window).type("bob\n", into: .id("username_entry"))
            waitUntil("the save request") { repository.pendingCount(.save) == 1 }
        }
        XCTAssertEqual(repository.pendingSaveUsername, "bob")
    }

    func testSaveFailureShowsTheErrorBoxAndKeepsTheTypedText() throws {
        try onMainActor(Self.saveFailureShowsTheErrorBoxAndKeepsTheTypedText)
    }
    @MainActor
    private static func saveFailureShowsTheErrorBoxAndKeepsTheTypedText() throws {
        let (editor, repository, window) = try presentEditor()
        defer { window.destroy() }
        try typeAndSave("bob", in: window, to: repository)
        fail(.save, with: .simulated(.save), in: editor, from: repository)
        XCTAssertEqual(shownParts(editor), errorParts)
        XCTAssertTrue(editor.outlets.errorLabel.text.contains("Could not save"), editor.outlets.errorLabel.text)
        XCTAssertEqual(editor.outlets.usernameEntry.text, "bob")
        XCTAssertFalse(editor.outlets.saveButton.isEffectivelySensitive, "only Retry and Cancel act in the error state")
        XCTAssertTrue(editor.outlets.retryButton.isEffectivelySensitive)
        XCTAssertTrue(editor.outlets.cancelButton.isEffectivelySensitive)
        XCTAssertFalse(editor.outlets.progressSpinner.spinning)
    }

    func testRetryButtonSavesTheSameNameAgain() throws { try onMainActor(Self.retryButtonSavesTheSameNameAgain) }
    @MainActor
    private static func retryButtonSavesTheSameNameAgain() throws {
        let (editor, repository, window) = try presentEditor()
        defer { window.destroy() }
        let user = TestUser(window)
        try typeAndSave("bob", in: window, to: repository)
        fail(.save, with: .databaseLocked(path: "/tmp/p.sqlite"), in: editor, from: repository)

        try user.click(.button("Retry"))
        waitUntil("a second save request") { repository.pendingCount(.save) == 1 }
        XCTAssertEqual(repository.pendingSaveUsername, "bob")
        waitUntil("saving again") { editor.state.isSaving }
        XCTAssertEqual(shownParts(editor), busyParts)
    }

    func testCancelButtonReturnsToEditingWithTheTypedText() throws {
        try onMainActor(Self.cancelButtonReturnsToEditingWithTheTypedText)
    }
    @MainActor
    private static func cancelButtonReturnsToEditingWithTheTypedText() throws {
        let (editor, repository, window) = try presentEditor()
        defer { window.destroy() }
        let user = TestUser(window)
        try typeAndSave("bob", in: window, to: repository)
        fail(.save, with: .simulated(.save), in: editor, from: repository)

        try user.click(.button("Cancel"))
        waitUntil("editing again") { editor.state.editingCause == .cancelled }
        XCTAssertEqual(shownParts(editor), editingParts)
        XCTAssertTrue(controlsEnabled(editor))
        XCTAssertEqual(editor.outlets.usernameEntry.text, "bob", "the user can fix the name and save again")
        XCTAssertEqual(editor.state.data.username, "alice", "nothing was stored")
        XCTAssertEqual(repository.pendingCount(.save), 0)
    }

    func testInvalidInputShowsWhyKeepsTheTextAndStoresNothing() throws {
        try onMainActor(Self.invalidInputShowsWhyKeepsTheTextAndStoresNothing)
    }
    @MainActor
    private static func invalidInputShowsWhyKeepsTheTextAndStoresNothing() throws {
        let (editor, repository, window) = try presentEditor()
        defer { window.destroy() }
        let user = TestUser(window)
        for (typed, expected) in [
            ("   ", "Enter a username."),
            ("a\tb", "control characters"),
            (String(repeating: "x", count: 65), "at most 64 characters"),
        ] {
            if typed.contains("\t") {
                editor.outlets.usernameEntry.text = typed  // pasted: Tab typed by a person moves the focus
            } else {
                try user.type(typed, into: .id("username_entry"))
            }
            try user.click(.button("Save username"))
            waitUntil("the validation message for \(typed.debugDescription)") {
                editor.outlets.validationLabel.isVisible() && editor.outlets.validationLabel.text.contains(expected)
            }
            XCTAssertEqual(shownParts(editor), editingParts.union(["validation"]))
            XCTAssertTrue(editor.outlets.usernameEntry.hasCssClass("error"))
            XCTAssertEqual(editor.outlets.usernameEntry.text, typed, "the typed text is kept")
            XCTAssertTrue(controlsEnabled(editor), "the user can fix it and save")
        }
        drainMainLoop()
        XCTAssertEqual(repository.pendingCount(.save), 0, "invalid input never reaches the store")

        // Fixing the name clears the message and saves.
        try typeAndSave("carol", in: window, to: repository)
        waitUntil("the message hides") { !editor.outlets.validationLabel.isVisible() }
        XCTAssertFalse(editor.outlets.usernameEntry.hasCssClass("error"))
    }

    func testReloadButtonShowsReloadingThenFreshData() throws {
        try onMainActor(Self.reloadButtonShowsReloadingThenFreshData)
    }
    @MainActor
    private static func reloadButtonShowsReloadingThenFreshData() throws {
        let (editor, repository, window) = try presentEditor()
        defer { window.destroy() }
        let user = TestUser(window)
        try user.click(.button("Reload profile"))
        waitUntil("the reload request") { repository.pendingCount(.reload) == 1 }
        waitUntil("the reloading state") { editor.state.isReloading }
        XCTAssertEqual(shownParts(editor), busyParts)
        XCTAssertEqual(editor.outlets.progressLabel.text, "Reloading…")
        XCTAssertTrue(editor.view.isAccessibleBusy, "a screen reader hears the editor is busy while reloading")
        XCTAssertFalse(controlsEnabled(editor))

        var fresh = alice
        fresh.username = "alice-fresh"
        repository.succeed(.reload, with: fresh)
        waitUntil("editing again") { editor.state.editingCause == .reloaded }
        XCTAssertEqual(editor.outlets.usernameEntry.text, "alice-fresh")
        XCTAssertEqual(shownParts(editor), editingParts)
    }

    func testReloadFailureShowsTheErrorBoxAndCancelGoesBack() throws {
        try onMainActor(Self.reloadFailureShowsTheErrorBoxAndCancelGoesBack)
    }
    @MainActor
    private static func reloadFailureShowsTheErrorBoxAndCancelGoesBack() throws {
        let (editor, repository, window) = try presentEditor()
        defer { window.destroy() }
        let user = TestUser(window)
        try user.click(.button("Reload profile"))
        waitUntil("the reload request") { repository.pendingCount(.reload) == 1 }
        fail(.reload, with: .simulated(.reload), in: editor, from: repository)
        XCTAssertEqual(shownParts(editor), errorParts)
        XCTAssertTrue(editor.outlets.errorLabel.text.contains("Could not reload"), editor.outlets.errorLabel.text)

        try user.click(.button("Retry"))
        waitUntil("a second reload request") { repository.pendingCount(.reload) == 1 }
        fail(.reload, with: .simulated(.reload), in: editor, from: repository)

        try user.click(.button("Cancel"))
        waitUntil("editing again") { editor.state.editingCause == .cancelled }
        XCTAssertEqual(shownParts(editor), editingParts)
        XCTAssertEqual(editor.outlets.usernameEntry.text, "alice")
    }

    // MARK: Live data never clobbers typing

    func testStoreChangeUpdatesAnUneditedEntry() throws { try onMainActor(Self.storeChangeUpdatesAnUneditedEntry) }
    @MainActor
    private static func storeChangeUpdatesAnUneditedEntry() throws {
        let (editor, repository, window) = try presentEditor()
        defer { window.destroy() }
        var changed = alice
        changed.username = "from-other-window"
        repository.publishChange(changed)
        waitUntil("the store change") { editor.state.editingCause == .storeChanged }
        XCTAssertEqual(editor.outlets.usernameEntry.text, "from-other-window")
    }

    func testStoreChangeKeepsWhatTheUserIsTyping() throws { try onMainActor(Self.storeChangeKeepsWhatTheUserIsTyping) }
    @MainActor
    private static func storeChangeKeepsWhatTheUserIsTyping() throws {
        let (editor, repository, window) = try presentEditor()
        defer { window.destroy() }
        let user = TestUser(window)
        try user.type("half-typ", into: .id("username_entry"))
        var changed = alice
        changed.username = "from-other-window"
        repository.publishChange(changed)
        waitUntil("the store change") { editor.state.editingCause == .storeChanged }
        XCTAssertEqual(editor.outlets.usernameEntry.text, "half-typ")
        XCTAssertEqual(editor.state.data.username, "from-other-window")
        // Saving now stores the user's text, not the other window's.
        try user.click(.button("Save username"))
        waitUntil("the save request") { repository.pendingCount(.save) == 1 }
        XCTAssertEqual(repository.pendingSaveUsername, "half-typ")
    }

    /// The editor follows the store from its first appearance only: hiding and showing
    /// it again (every map now calls `viewDidAppear`) must not restart the running action.
    func testShowingTheEditorAgainDoesNotRestartItsAction() throws { try onMainActor(Self.showingAgainDoesNotRestart) }
    @MainActor
    private static func showingAgainDoesNotRestart() throws {
        let (editor, repository, window) = try presentEditor()
        defer { window.destroy() }
        let user = TestUser(window)
        waitUntil("the editor follows the store") { repository.observeSubscriptionCount == 1 }
        try user.type("typing", into: .id("username_entry"))
        editor.view.visible = false
        editor.view.visible = true
        XCTAssertEqual(editor.appearanceCount, 2)
        drainMainLoop()
        XCTAssertEqual(repository.observeSubscriptionCount, 1, "no second subscription")
        XCTAssertEqual(editor.outlets.usernameEntry.text, "typing")
    }

    // MARK: Actions in the wrong state do nothing

    func testActionsOfOtherStatesDoNothing() throws { try onMainActor(Self.actionsOfOtherStatesDoNothing) }
    @MainActor
    private static func actionsOfOtherStatesDoNothing() throws {
        let (editor, repository, window) = try presentEditor()
        defer { window.destroy() }
        // Editing: retry and cancel have no model.
        editor.retry()
        editor.cancelSave()
        drainMainLoop()
        XCTAssertEqual(repository.requests.count, 0)
        XCTAssertEqual(editor.state.editingCause, .opened)
        // Saving: save and reload have no model.
        editor.save()
        waitUntil("saving") { editor.state.isSaving }
        editor.save()
        editor.reload()
        editor.cancelSave()
        drainMainLoop()
        XCTAssertEqual(repository.requests.map(\.operation), [.save])
        XCTAssertTrue(editor.state.isSaving)
    }
}
