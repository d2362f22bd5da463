import Adw
import Foundation
import Gtk
import Locking
import OpenCombine
import ProfileSync
import VSMGtkTesting
import XCTest
@testable import ProfileApp

/// The connection banner with the real controller and real widgets (an `AdwBanner` on
/// libadwaita 1.3 and newer, the revealer on 1.2; the question a `MessageDialog` before 1.5,
/// an `AlertDialog` from 1.5), fed the states a synchronizer's status goes through: what each
/// state shows, that Retry and the question's answers run their model's action once, and
/// that the question goes when the state leaves `conflict`. A person clicks and presses keys
/// through the X server (VSMGtkTesting); the tests look for what they see (the sentence, the
/// buttons by name), so they read the same on every libadwaita.
///
/// Every state change fed here is one the synchronizer can make (`make journey` records them
/// against `ConnectionViewState` in docs/journeys/profile.graph), and together they make
/// every one of that graph's transitions.
final class ConnectionBannerViewControllerTests: XCTestCase {
    /// What a person sees of the banner: its sentence while it is revealed (nil while hidden)
    /// and whether a Retry button is on screen.
    private struct Shown: Equatable, CustomStringConvertible {
        var title: String?
        var retry: Bool

        static let hidden = Shown(title: nil, retry: false)

        var description: String { "title: \(title.map { "“\($0)”" } ?? "none"), retry: \(retry)" }
    }

    /// The sentences the banner says (the app runs in English here).
    private enum Title {
        static let offline = "Offline: showing the copy saved on this computer; it may be out of date."
        static func offline(pending: String) -> String {
            "Offline: your new username “\(pending)” will be sent when the server can be reached."
        }
        static func sending(_ username: String) -> String { "Your new username “\(username)” is waiting to be sent." }
        static let conflict = "Your username was changed on another device."
    }

    /// How many times each action of the states fed ran. The actions are `@Sendable` (the
    /// synchronizer's run on any thread), hence the lock.
    private final class Calls: Sendable {
        private let counts = Locked<[String: Int]>([:])

        func record(_ action: String) {
            counts.withLock { $0[action, default: 0] += 1 }
        }

        subscript(_ action: String) -> Int {
            counts.withLock { $0[action] ?? 0 }
        }
    }

    /// A banner starting `revalidating` (hidden, as the window opens) in a window, its
    /// states fed through `states` as the synchronizer's status would send them. Skips the
    /// test without a display. The caller destroys the window.
    @MainActor
    private static func presentBanner(
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> (ConnectionBannerViewController, PassthroughSubject<ConnectionViewState, Never>, TestUser, Gtk.Window) {
        try requireDisplay()
        AdwRuntime.initialize()
        let states = PassthroughSubject<ConnectionViewState, Never>()
        let banner = ConnectionBannerViewController(
            state: .revalidating, states: states.eraseToAnyPublisher(), networkChanged: {}
        )
        let window = Gtk.Window()
        window.setDefaultSize(640, height: 160)
        window.child = banner.view
        window.present()
        waitUntil("the window", filePath: file, line: line) { window.mapped }
        return (banner, states, TestUser(window), window)
    }

    @MainActor
    private static func shown(_ banner: ConnectionBannerViewController, to user: TestUser) -> Shown {
        let title = banner.banner.title
        // The label a person reads, not only the text given to the widget: a title that
        // did not render (or a banner still hidden) is not shown.
        let titleOnScreen = !title.isEmpty && user.findAll(.label(title)).contains { $0.mapped }
        return Shown(
            title: titleOnScreen ? title : nil,
            retry: user.findAll(.button("Try Again")).contains { $0.mapped }
        )
    }

    /// Feeds `state` and waits until the banner shows `expected`.
    @MainActor
    private static func feed(
        _ state: ConnectionViewState, to states: PassthroughSubject<ConnectionViewState, Never>,
        expecting expected: Shown, on banner: ConnectionBannerViewController, to user: TestUser,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        states.send(state)
        waitUntil("\(state) to show \(expected)", filePath: file, line: line) { shown(banner, to: user) == expected }
        XCTAssertEqual(shown(banner, to: user), expected, "\(state)", file: file, line: line)
    }

    private static func offline(pending: String? = nil, calls: Calls = Calls()) -> ConnectionViewState {
        .offline(.init(reason: "Could not connect: Connection refused", pendingUsername: pending, retryAt: nil,
                       retry: { calls.record("retry") }))
    }

    private static func conflict(mine: String, theirs: String, calls: Calls) -> ConnectionViewState {
        .conflict(.init(mine: mine, theirs: theirs,
                        keepMine: { calls.record("keepMine") }, useTheirs: { calls.record("useTheirs") }))
    }

    /// Whether a button named `name` is on screen, in the window or in a dialog over it.
    @MainActor
    private static func isShown(_ name: String, to user: TestUser) -> Bool {
        user.findAll(.button(name)).contains { $0.mapped }
    }

    // MARK: What each state shows

    func testEachStateShowsItsSentenceAndRetryOnlyWhenOffline() throws {
        try onMainActor(Self.eachStateShowsItsSentenceAndRetryOnlyWhenOffline)
    }
    @MainActor
    private static func eachStateShowsItsSentenceAndRetryOnlyWhenOffline() throws {
        let (banner, states, user, window) = try presentBanner()
        defer { window.destroy() }
        XCTAssertEqual(shown(banner, to: user), .hidden, "nothing to say while the app asks the server")

        // The synchronizer's moves: the first request fails; a name is saved offline; the
        // server answers while it is sent; another name; sent; offline again; back; saved
        // online; the link drops while it is sent.
        feed(offline(), to: states, expecting: Shown(title: Title.offline, retry: true), on: banner, to: user)
        feed(offline(pending: "bob"), to: states,
             expecting: Shown(title: Title.offline(pending: "bob"), retry: true), on: banner, to: user)
        feed(.pending(.init(username: "bob")), to: states,
             expecting: Shown(title: Title.sending("bob"), retry: false), on: banner, to: user)
        feed(.pending(.init(username: "carol")), to: states,
             expecting: Shown(title: Title.sending("carol"), retry: false), on: banner, to: user)
        feed(.current, to: states, expecting: .hidden, on: banner, to: user)
        feed(offline(), to: states, expecting: Shown(title: Title.offline, retry: true), on: banner, to: user)
        feed(.current, to: states, expecting: .hidden, on: banner, to: user)
        feed(.pending(.init(username: "dave")), to: states,
             expecting: Shown(title: Title.sending("dave"), retry: false), on: banner, to: user)
        feed(offline(pending: "dave"), to: states,
             expecting: Shown(title: Title.offline(pending: "dave"), retry: true), on: banner, to: user)
    }

    func testAnAnsweringServerLeavesTheBannerHidden() throws {
        try onMainActor(Self.anAnsweringServerLeavesTheBannerHidden)
    }
    @MainActor
    private static func anAnsweringServerLeavesTheBannerHidden() throws {
        let (banner, states, user, window) = try presentBanner()
        defer { window.destroy() }
        states.send(.current)
        waitUntil("the current state") { banner.state == .current }
        XCTAssertEqual(shown(banner, to: user), .hidden)
    }

    func testAUsernameIsShownAsTypedInTheSentence() throws {
        try onMainActor(Self.aUsernameIsShownAsTypedInTheSentence)
    }
    @MainActor
    private static func aUsernameIsShownAsTypedInTheSentence() throws {
        let (banner, states, user, window) = try presentBanner()
        defer { window.destroy() }
        // Any character is a valid username: none may be read as markup or a mnemonic.
        let name = "<b>Tom</b> & _Jerry_"
        feed(offline(pending: name), to: states,
             expecting: Shown(title: Title.offline(pending: name), retry: true), on: banner, to: user)
    }

    // MARK: Retry

    func testRetryCallsTheOfflineModelsRetryOnce() throws {
        try onMainActor(Self.retryCallsTheOfflineModelsRetryOnce)
    }
    @MainActor
    private static func retryCallsTheOfflineModelsRetryOnce() throws {
        let (banner, states, user, window) = try presentBanner()
        defer { window.destroy() }
        let calls = Calls()
        feed(offline(calls: calls), to: states, expecting: Shown(title: Title.offline, retry: true),
             on: banner, to: user)
        try user.click(.button("Try Again"))
        // The click runs its handler before it returns: nothing to wait for.
        XCTAssertEqual(calls["retry"], 1)
        XCTAssertEqual(shown(banner, to: user), Shown(title: Title.offline, retry: true),
                       "the mark stays until the synchronizer's status changes")
    }

    // MARK: The conflict question

    /// Feeds a name being sent, then the conflict the server's answer makes; returns once the
    /// question is on screen with both answers.
    @MainActor
    private static func askConflict(
        mine: String, theirs: String, calls: Calls,
        through states: PassthroughSubject<ConnectionViewState, Never>, on banner: ConnectionBannerViewController,
        to user: TestUser, file: StaticString = #filePath, line: UInt = #line
    ) {
        feed(.pending(.init(username: mine)), to: states, expecting: Shown(title: Title.sending(mine), retry: false),
             on: banner, to: user, file: file, line: line)
        feed(conflict(mine: mine, theirs: theirs, calls: calls), to: states,
             expecting: Shown(title: Title.conflict, retry: false), on: banner, to: user, file: file, line: line)
        waitUntil("the question with both answers", filePath: file, line: line) {
            isShown("Keep “\(mine)”", to: user) && isShown("Use “\(theirs)”", to: user)
        }
        XCTAssertTrue(user.findAll(.label("Username Changed Elsewhere")).contains { $0.mapped },
                      "the question's heading", file: file, line: line)
    }

    func testKeepAnswersKeepMine() throws { try onMainActor(Self.keepAnswersKeepMine) }
    @MainActor
    private static func keepAnswersKeepMine() throws {
        let (banner, states, user, window) = try presentBanner()
        defer { window.destroy() }
        let calls = Calls()
        askConflict(mine: "ada", theirs: "countess", calls: calls, through: states, on: banner, to: user)

        try user.click(.button("Keep “ada”"))
        waitUntil("the answer") { calls["keepMine"] == 1 }
        waitUntil("the question closes") { !isShown("Keep “ada”", to: user) }
        XCTAssertEqual(calls["keepMine"], 1)
        XCTAssertEqual(calls["useTheirs"], 0)
        // The synchronizer sends the kept name again on the server's version.
        feed(.pending(.init(username: "ada")), to: states, expecting: Shown(title: Title.sending("ada"), retry: false),
             on: banner, to: user)
        XCTAssertEqual(calls["keepMine"], 1, "one answer, once")
    }

    func testUseAnswersUseTheirs() throws { try onMainActor(Self.useAnswersUseTheirs) }
    @MainActor
    private static func useAnswersUseTheirs() throws {
        let (banner, states, user, window) = try presentBanner()
        defer { window.destroy() }
        let calls = Calls()
        askConflict(mine: "ada", theirs: "countess", calls: calls, through: states, on: banner, to: user)

        try user.click(.button("Use “countess”"))
        waitUntil("the answer") { calls["useTheirs"] == 1 }
        waitUntil("the question closes") { !isShown("Use “countess”", to: user) }
        XCTAssertEqual(calls["useTheirs"], 1)
        XCTAssertEqual(calls["keepMine"], 0)
        // The synchronizer drops the name typed here: the conflict clears before the
        // outbox is read again, then nothing is pending.
        feed(.pending(.init(username: "ada")), to: states, expecting: Shown(title: Title.sending("ada"), retry: false),
             on: banner, to: user)
        feed(.current, to: states, expecting: .hidden, on: banner, to: user)
        XCTAssertEqual(calls["useTheirs"], 1, "one answer, once")
    }

    func testEscapeAnswersUseTheirs() throws { try onMainActor(Self.escapeAnswersUseTheirs) }
    @MainActor
    private static func escapeAnswersUseTheirs() throws {
        let (banner, states, user, window) = try presentBanner()
        defer { window.destroy() }
        let calls = Calls()
        askConflict(mine: "ada", theirs: "countess", calls: calls, through: states, on: banner, to: user)

        // Escape goes to the window the question is in: its own on some libadwaita
        // releases, the app's window on others.
        let question = try XCTUnwrap(user.find(.button("Keep “ada”")).window)
        try TestUser(question).press("Escape")
        waitUntil("closing answers theirs") { calls["useTheirs"] == 1 }
        waitUntil("the question closes") { !isShown("Keep “ada”", to: user) }
        XCTAssertEqual(calls["keepMine"], 0)
        XCTAssertEqual(calls["useTheirs"], 1)
    }

    func testAnswersShowUsernamesAsTyped() throws { try onMainActor(Self.answersShowUsernamesAsTyped) }
    @MainActor
    private static func answersShowUsernamesAsTyped() throws {
        let (banner, states, user, window) = try presentBanner()
        defer { window.destroy() }
        let calls = Calls()
        // An underscore is common in a username; in a button's label it would mark a
        // mnemonic and vanish.
        askConflict(mine: "ada_lovelace", theirs: "_countess_", calls: calls, through: states, on: banner, to: user)
        try user.click(.button("Keep “ada_lovelace”"))
        waitUntil("the answer") { calls["keepMine"] == 1 }
        feed(.pending(.init(username: "ada_lovelace")), to: states,
             expecting: Shown(title: Title.sending("ada_lovelace"), retry: false), on: banner, to: user)
    }

    func testLeavingTheConflictClosesTheQuestionUnanswered() throws {
        try onMainActor(Self.leavingTheConflictClosesTheQuestionUnanswered)
    }
    @MainActor
    private static func leavingTheConflictClosesTheQuestionUnanswered() throws {
        let (banner, states, user, window) = try presentBanner()
        defer { window.destroy() }
        let calls = Calls()
        askConflict(mine: "ada", theirs: "countess", calls: calls, through: states, on: banner, to: user)

        // Answered in another window of the app while the link was down: this window's
        // question has nothing left to ask.
        feed(offline(pending: "ada"), to: states, expecting: Shown(title: Title.offline(pending: "ada"), retry: true),
             on: banner, to: user)
        waitUntil("the question closes") { !isShown("Keep “ada”", to: user) && !isShown("Use “countess”", to: user) }
        XCTAssertEqual(calls["keepMine"], 0, "closing the question is not an answer")
        XCTAssertEqual(calls["useTheirs"], 0, "closing the question is not an answer")
    }
}
