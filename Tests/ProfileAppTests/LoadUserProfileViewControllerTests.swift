import Gtk
import GtkTestSupport
import UserProfile
import VSMGtkTesting
import XCTest
@testable import ProfileApp

/// The loader screen with the real controller, the real `.ui` file and a scripted
/// repository: what each state shows, and that Retry runs the retry action.
final class LoadUserProfileViewControllerTests: XCTestCase {
    /// A loader for profile 1 over a scripted repository, not yet shown; skips the
    /// test when there is no display.
    @MainActor
    private static func makeLoader() throws -> (LoadUserProfileViewController, ScriptedRepository) {
        try requireDisplay()
        let repository = ScriptedRepository()
        let loader = try LoadUserProfileViewController(userID: 1, repository: repository, resources: testResources)
        return (loader, repository)
    }

    /// A loader shown in a window, returned once its load request reached the store (the
    /// store holds it until the test answers). The caller destroys the window.
    @MainActor
    private static func presentLoader(
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> (LoadUserProfileViewController, ScriptedRepository, Window) {
        let (loader, repository) = try makeLoader()
        let window = Window()
        window.setDefaultSize(width: 480, height: 360)
        window.child = loader.view
        window.present()
        waitUntil("the load request", file: file, line: line) { repository.pendingCount(.load) == 1 }
        return (loader, repository, window)
    }

    /// Answers the pending load with `error`; returns once the error box shows.
    @MainActor
    private static func failLoad(
        with error: UserProfileRepositoryError,
        in loader: LoadUserProfileViewController, from repository: ScriptedRepository,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        repository.fail(.load, with: error)
        waitUntil("the error box", file: file, line: line) { loader.outlets.errorView.isDrawable }
    }

    @MainActor
    private static func shownParts(_ loader: LoadUserProfileViewController) -> Set<String> {
        shown(["spinner": loader.outlets.loadingView, "error": loader.outlets.errorView, "content": loader.outlets.contentView])
    }

    func testInitializedShowsOnlyTheSpinnerBeforeAppearing() throws { try onMainActor(Self.initializedShowsOnlyTheSpinnerBeforeAppearing) }
    @MainActor
    private static func initializedShowsOnlyTheSpinnerBeforeAppearing() throws {
        let (loader, repository) = try makeLoader()
        XCTAssertFalse(loader.isViewLoaded, "the view loads on first access, as in UIKit")
        loader.loadViewIfNeeded()
        XCTAssertEqual(shownParts(loader), ["spinner"])
        XCTAssertTrue(loader.outlets.loadingSpinner.isSpinning)
        XCTAssertEqual(repository.requests.count, 0, "nothing loads before the view appears")
    }

    func testAppearingLoadsOnceAndShowsTheSpinner() throws { try onMainActor(Self.appearingLoadsOnceAndShowsTheSpinner) }
    @MainActor
    private static func appearingLoadsOnceAndShowsTheSpinner() throws {
        let (loader, repository, window) = try presentLoader()
        defer { window.destroy() }
        waitUntil("the loading state") {
            if case .loading = loader.state { return true }
            return false
        }
        XCTAssertEqual(shownParts(loader), ["spinner"])
        XCTAssertTrue(loader.outlets.loadingSpinner.isSpinning)
        // Hiding and showing the window again does not load again.
        window.isVisible = false
        window.present()
        settle()
        XCTAssertEqual(repository.pendingCount(.load), 1)
    }

    func testLoadingErrorShowsTheMessageAndRetry() throws { try onMainActor(Self.loadingErrorShowsTheMessageAndRetry) }
    @MainActor
    private static func loadingErrorShowsTheMessageAndRetry() throws {
        let (loader, repository, window) = try presentLoader()
        defer { window.destroy() }
        failLoad(with: .databaseLocked(path: "/tmp/p.sqlite"), in: loader, from: repository)
        XCTAssertEqual(shownParts(loader), ["error"])
        XCTAssertFalse(loader.outlets.loadingSpinner.isSpinning)
        XCTAssertTrue(loader.outlets.errorLabel.text.contains("locked by another program"), loader.outlets.errorLabel.text)
        XCTAssertTrue(loader.outlets.retryButton.isDrawable)
        XCTAssertTrue(loader.outlets.retryButton.isEffectivelySensitive)
        XCTAssertNil(loader.editor)
    }

    func testRetryButtonRunsTheRetryActionAndCanSucceed() throws { try onMainActor(Self.retryButtonRunsTheRetryActionAndCanSucceed) }
    @MainActor
    private static func retryButtonRunsTheRetryActionAndCanSucceed() throws {
        let (loader, repository, window) = try presentLoader()
        defer { window.destroy() }
        failLoad(with: .storage(detail: "disk I/O error"), in: loader, from: repository)
        XCTAssertFalse(loader.view.isAccessibleBusy)

        try TestUser(window).click(.button("Retry loading"))
        waitUntil("a second load request") { repository.pendingCount(.load) == 1 }
        waitUntil("the spinner again") { shownParts(loader) == ["spinner"] }
        XCTAssertTrue(loader.view.isAccessibleBusy, "a screen reader hears the screen is busy while loading")

        repository.succeed(.load, with: alice)
        waitUntil("the editor") { loader.editor != nil }
        XCTAssertEqual(shownParts(loader), ["content"])
        XCTAssertFalse(loader.view.isAccessibleBusy)
    }

    func testRetryDoesNothingOutsideTheErrorState() throws { try onMainActor(Self.retryDoesNothingOutsideTheErrorState) }
    @MainActor
    private static func retryDoesNothingOutsideTheErrorState() throws {
        let (loader, repository, window) = try presentLoader()
        defer { window.destroy() }
        XCTAssertThrowsError(try TestUser(window).click(.button("Retry loading")), "a person cannot press the hidden Retry")
        // Nor does the handler run anything if `clicked` came another way.
        loader.outlets.retryButton.emitClicked()
        settle()
        XCTAssertEqual(repository.pendingCount(.load), 1, "no retry model in the loading state")
    }

    func testLoadedEmbedsTheEditorAsAChildShowingTheData() throws { try onMainActor(Self.loadedEmbedsTheEditorAsAChildShowingTheData) }
    @MainActor
    private static func loadedEmbedsTheEditorAsAChildShowingTheData() throws {
        let (loader, repository, window) = try presentLoader()
        defer { window.destroy() }
        repository.succeed(.load, with: alice)
        waitUntil("the editor") { loader.editor != nil }
        let editor = try XCTUnwrap(loader.editor)
        XCTAssertEqual(shownParts(loader), ["content"])
        XCTAssertFalse(loader.outlets.loadingSpinner.isSpinning)
        XCTAssertTrue(loader.children.contains { $0 === editor })
        XCTAssertTrue(editor.view.parent?.isSameWidget(as: loader.outlets.contentView) ?? false)
        XCTAssertEqual(editor.outlets.usernameEntry.text, "alice")
        XCTAssertTrue(editor.outlets.usernameEntry.isDrawable)
    }
}
