import Gtk
import UserProfile
import XCTest
@testable import ProfileApp

/// The loader screen with the real controller, the real `.ui` file and a scripted
/// repository: what each state shows, and that Retry runs the retry action.
final class LoadUserProfileViewControllerTests: XCTestCase {
    /// Shows the controller in a window; the caller destroys the window.
    @MainActor
    private static func present(_ controller: LoadUserProfileViewController) -> Window {
        let window = Window()
        window.setDefaultSize(width: 480, height: 360)
        window.child = controller.view
        window.present()
        return window
    }

    @MainActor
    private static func shownParts(_ loader: LoadUserProfileViewController) -> Set<String> {
        shown(["spinner": loader.loadingView, "error": loader.errorView, "content": loader.contentView])
    }

    func testInitializedShowsOnlyTheSpinnerBeforeAppearing() throws { try onMainActor(Self.initializedShowsOnlyTheSpinnerBeforeAppearing) }
    @MainActor
    private static func initializedShowsOnlyTheSpinnerBeforeAppearing() throws {
        try requireDisplay()
        let repository = ScriptedRepository()
        let loader = try LoadUserProfileViewController(userID: 1, repository: repository, resources: testResources)
        XCTAssertEqual(shownParts(loader), ["spinner"])
        XCTAssertTrue(loader.loadingSpinner.isSpinning)
        XCTAssertEqual(repository.requests.count, 0, "nothing loads before the view appears")
    }

    func testAppearingLoadsOnceAndShowsTheSpinner() throws { try onMainActor(Self.appearingLoadsOnceAndShowsTheSpinner) }
    @MainActor
    private static func appearingLoadsOnceAndShowsTheSpinner() throws {
        try requireDisplay()
        let repository = ScriptedRepository()
        let loader = try LoadUserProfileViewController(userID: 1, repository: repository, resources: testResources)
        let window = present(loader)
        defer { window.destroy() }
        waitUntil("the load request") { repository.pendingCount(.load) == 1 }
        waitUntil("the loading state") {
            if case .loading = loader.state { return true }
            return false
        }
        XCTAssertEqual(shownParts(loader), ["spinner"])
        XCTAssertTrue(loader.loadingSpinner.isSpinning)
        // Hiding and showing the window again does not load again.
        window.isVisible = false
        window.present()
        settle()
        XCTAssertEqual(repository.pendingCount(.load), 1)
    }

    func testLoadingErrorShowsTheMessageAndRetry() throws { try onMainActor(Self.loadingErrorShowsTheMessageAndRetry) }
    @MainActor
    private static func loadingErrorShowsTheMessageAndRetry() throws {
        try requireDisplay()
        let repository = ScriptedRepository()
        let loader = try LoadUserProfileViewController(userID: 1, repository: repository, resources: testResources)
        let window = present(loader)
        defer { window.destroy() }
        waitUntil("the load request") { repository.pendingCount(.load) == 1 }
        repository.fail(.load, with: .databaseLocked(path: "/tmp/p.sqlite"))
        waitUntil("the error box") { loader.errorView.isDrawable }
        XCTAssertEqual(shownParts(loader), ["error"])
        XCTAssertFalse(loader.loadingSpinner.isSpinning)
        XCTAssertTrue(loader.errorLabel.text.contains("locked by another program"), loader.errorLabel.text)
        XCTAssertTrue(loader.retryButton.isDrawable)
        XCTAssertTrue(loader.retryButton.isEffectivelySensitive)
        XCTAssertNil(loader.editor)
    }

    func testRetryButtonRunsTheRetryActionAndCanSucceed() throws { try onMainActor(Self.retryButtonRunsTheRetryActionAndCanSucceed) }
    @MainActor
    private static func retryButtonRunsTheRetryActionAndCanSucceed() throws {
        try requireDisplay()
        let repository = ScriptedRepository()
        let loader = try LoadUserProfileViewController(userID: 1, repository: repository, resources: testResources)
        let window = present(loader)
        defer { window.destroy() }
        waitUntil("the load request") { repository.pendingCount(.load) == 1 }
        repository.fail(.load, with: .storage(detail: "disk I/O error"))
        waitUntil("the error box") { loader.errorView.isDrawable }

        loader.retryButton.emitClicked()
        waitUntil("a second load request") { repository.pendingCount(.load) == 1 }
        waitUntil("the spinner again") { shownParts(loader) == ["spinner"] }

        repository.succeed(.load, with: alice)
        waitUntil("the editor") { loader.editor != nil }
        XCTAssertEqual(shownParts(loader), ["content"])
    }

    func testRetryDoesNothingOutsideTheErrorState() throws { try onMainActor(Self.retryDoesNothingOutsideTheErrorState) }
    @MainActor
    private static func retryDoesNothingOutsideTheErrorState() throws {
        try requireDisplay()
        let repository = ScriptedRepository()
        let loader = try LoadUserProfileViewController(userID: 1, repository: repository, resources: testResources)
        let window = present(loader)
        defer { window.destroy() }
        waitUntil("the load request") { repository.pendingCount(.load) == 1 }
        loader.retryButton.emitClicked()
        settle()
        XCTAssertEqual(repository.pendingCount(.load), 1, "no retry model in the loading state")
    }

    func testLoadedEmbedsTheEditorAsAChildShowingTheData() throws { try onMainActor(Self.loadedEmbedsTheEditorAsAChildShowingTheData) }
    @MainActor
    private static func loadedEmbedsTheEditorAsAChildShowingTheData() throws {
        try requireDisplay()
        let repository = ScriptedRepository()
        let loader = try LoadUserProfileViewController(userID: 1, repository: repository, resources: testResources)
        let window = present(loader)
        defer { window.destroy() }
        waitUntil("the load request") { repository.pendingCount(.load) == 1 }
        repository.succeed(.load, with: alice)
        waitUntil("the editor") { loader.editor != nil }
        let editor = try XCTUnwrap(loader.editor)
        XCTAssertEqual(shownParts(loader), ["content"])
        XCTAssertFalse(loader.loadingSpinner.isSpinning)
        XCTAssertTrue(loader.children.contains { $0 === editor })
        XCTAssertTrue(editor.view.parent?.isSameWidget(as: loader.contentView) ?? false)
        XCTAssertEqual(editor.usernameEntry.text, "alice")
        XCTAssertTrue(editor.usernameEntry.isDrawable)
    }
}
