import Adw
import Foundation
import Gtk
@_spi(Instrumentation) import VSMGtk
import VSMGtkTesting
import UserProfile
import XCTest
@testable import ProfileApp

/// The profile screen with posts with the real controller, real widgets and scripted
/// stores: what each composition of the profile's and the posts' states shows, that each
/// Retry runs its own container's action, that posts updates never rebuild the editor, and
/// that bad data is shown literally or falls back, never crashes or blanks the screen.
final class ProfileScreenViewControllerTests: XCTestCase {
    private static let ada = UserData(
        id: 1, username: "ada", realName: "Ada Lovelace", displayName: "Ada Lovelace", friendsCount: 12,
        location: "London", website: "https://example.org/ada"
    )

    /// A screen for profile 1 shown in a window, once both reads reached their stores (which
    /// hold them until the test answers). The caller destroys the window.
    @MainActor
    private static func presentScreen(
        posts: ScriptedPostsRepository = ScriptedPostsRepository(), width: Int32 = 560,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> (ProfileScreenViewController, ScriptedRepository, ScriptedPostsRepository, Gtk.Window) {
        try requireDisplay()
        AdwRuntime.initialize()
        let repository = ScriptedRepository(current: ada)
        let screen = ProfileScreenViewController(
            environment: ProfileEnvironment(repository: repository, posts: posts),
            resources: testResources
        )
        let window = Gtk.Window()
        window.setDefaultSize(width, height: 900)
        window.child = screen.view
        window.present()
        waitUntil("both reads", filePath: file, line: line) { repository.pendingCount(.load) == 1 && posts.readCount == 1 }
        return (screen, repository, posts, window)
    }

    /// Loads the profile with `data`; returns once the editor row is on screen.
    @MainActor
    private static func loadProfile(
        _ data: UserData = ada, in screen: ProfileScreenViewController, from repository: ScriptedRepository,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        repository.succeed(.load, with: data)
        waitUntil("the editor", filePath: file, line: line) { screen.editor?.view.mapped == true }
    }

    @MainActor
    private static func ids(_ screen: ProfileScreenViewController) -> [String] {
        screen.list.rows.map(\.id.description)
    }

    @MainActor
    private static func header(_ screen: ProfileScreenViewController) throws -> ProfileHeaderRow {
        try XCTUnwrap(screen.list.rowView(for: .profileHeader)?.shownHeader)
    }

    // MARK: Compositions

    func testWhileBothLoadTheHeaderAndThePostsArePlaceholders() throws { try onMainActor(Self.whileBothLoad) }
    @MainActor
    private static func whileBothLoad() throws {
        let (screen, _, _, window) = try presentScreen()
        defer { window.destroy() }
        waitUntil("loading rows") { ids(screen) == ["profileHeader", "contentHeader", "contentLoading"] }
        let header = try header(screen)
        XCTAssertTrue(header.name.isShowingPlaceholder && header.username.isShowingPlaceholder)
        XCTAssertFalse(header.avatar.hasImage)
        let placeholder = try XCTUnwrap(screen.list.rowView(for: .contentLoading)?.shownPostsPlaceholder)
        XCTAssertTrue(placeholder.lines.allSatisfy(\.isShowingPlaceholder))
        XCTAssertTrue(screen.view.isAccessibleBusy, "assistive technology hears the screen is loading")
    }

    func testAProfileErrorShowsItsMessageAndRetryLoadsAgainWhileThePostsGoOn() throws {
        try onMainActor(Self.profileErrorRetries)
    }
    @MainActor
    private static func profileErrorRetries() throws {
        let (screen, repository, posts, window) = try presentScreen()
        defer { window.destroy() }
        repository.fail(.load, with: .databaseLocked(path: "/data/profile.sqlite"))
        waitUntil("the profile error") { screen.list.rowView(for: .profileError) != nil }
        XCTAssertEqual(ids(screen), ["profileError", "contentHeader", "contentLoading"])
        let error = try XCTUnwrap(screen.list.rowView(for: .profileError)?.shownProfileError)
        XCTAssertEqual(error.widget.title, "Profile Unavailable")
        XCTAssertTrue(error.widget.descriptionText?.contains("/data/profile.sqlite") == true)

        posts.succeed(with: samplePosts(2))
        waitUntil("the posts beside the error") { ids(screen) == ["profileError", "contentHeader", "post.2", "post.1"] }

        try TestUser(window).click(.button("Retry loading"))
        waitUntil("the second load") { repository.pendingCount(.load) == 1 }
        XCTAssertEqual(posts.readCount, 1, "the profile's Retry does not read the posts again")
        loadProfile(in: screen, from: repository)
        XCTAssertEqual(ids(screen), ["profileHeader", "profileAttribute.location", "profileAttribute.website",
                                     "usernameEditor", "contentHeader", "post.2", "post.1"])
    }

    func testLoadedWithPostsShowsTheProfileTheEditorAndEveryPost() throws { try onMainActor(Self.loadedWithPosts) }
    @MainActor
    private static func loadedWithPosts() throws {
        let (screen, repository, posts, window) = try presentScreen()
        defer { window.destroy() }
        loadProfile(in: screen, from: repository)
        // The profile is there while the posts still load: their placeholder below it.
        XCTAssertEqual(ids(screen), ["profileHeader", "profileAttribute.location", "profileAttribute.website",
                                     "usernameEditor", "contentHeader", "contentLoading"])
        XCTAssertTrue(screen.view.isAccessibleBusy, "busy while the posts load")
        posts.succeed(with: samplePosts(3))
        waitUntil("the posts") { screen.list.rowView(for: .post(3)) != nil }
        let header = try header(screen)
        XCTAssertEqual(header.name.label.text, "Ada Lovelace")
        XCTAssertEqual(header.username.label.text, "ada")
        XCTAssertEqual(header.friendsCount.label.text, ProfileFormatter().friendsCount(12))
        XCTAssertFalse(header.avatar.hasImage, "no image set: initials")
        let post = try XCTUnwrap(screen.list.rowView(for: .post(3))?.shownPost)
        XCTAssertEqual(post.bodyLabel.text, "Post number 3: notes on the analytical engine.")
        XCTAssertEqual(post.dateLabel.text, ProfileFormatter().postDate(samplePosts(3)[0].date))
        XCTAssertFalse(screen.view.isAccessibleBusy)
    }

    /// A short name must not squeeze the header's text column: at every window width from
    /// 360 px up, "1,234 friends" and the username stay on one line each (as tall as the
    /// one-line username), and the name keeps its line.
    func testTheHeaderKeepsEachLineWholeAtEveryWidthFrom360() throws { try onMainActor(Self.headerLines) }
    @MainActor
    private static func headerLines() throws {
        var shortName = ada
        shortName.displayName = "Al"
        shortName.friendsCount = 1234
        for width: Int32 in [360, 420, 560, 900] {
            let (screen, repository, _, window) = try presentScreen(width: width)
            defer { window.destroy() }
            loadProfile(shortName, in: screen, from: repository)
            let header = try header(screen)
            waitUntil("the header laid out at \(width) px") {
                header.friendsCount.label.text == ProfileFormatter().friendsCount(1234) && header.friendsCount.label.height > 0
            }
            XCTAssertEqual(window.width, width, "the window opened at the width tested")
            XCTAssertEqual(header.friendsCount.label.text, ProfileFormatter().friendsCount(1234))
            XCTAssertEqual(header.friendsCount.label.height, header.username.label.height,
                           "at \(width) px '\(header.friendsCount.label.text)' breaks over lines")
        }
    }

    func testNoPostsSaysSo() throws { try onMainActor(Self.noPosts) }
    @MainActor
    private static func noPosts() throws {
        let (screen, repository, posts, window) = try presentScreen()
        defer { window.destroy() }
        loadProfile(in: screen, from: repository)
        posts.succeed(with: [])
        waitUntil("the empty row") { screen.list.rowView(for: .contentEmpty) != nil }
        XCTAssertEqual(screen.list.rowView(for: .contentEmpty)?.shownPostsEmpty?.widget.text, "No posts yet")
    }

    func testAPostsErrorKeepsTheProfileAndItsRetryReadsOnlyThePosts() throws { try onMainActor(Self.postsError) }
    @MainActor
    private static func postsError() throws {
        let (screen, repository, posts, window) = try presentScreen()
        defer { window.destroy() }
        loadProfile(in: screen, from: repository)
        posts.fail(with: .databaseLocked(path: "/data/profile.sqlite"))
        waitUntil("the posts error") { screen.list.rowView(for: .contentError) != nil }
        XCTAssertEqual(ids(screen), ["profileHeader", "profileAttribute.location", "profileAttribute.website",
                                     "usernameEditor", "contentHeader", "contentError"])
        let error = try XCTUnwrap(screen.list.rowView(for: .contentError)?.shownPostsError)
        XCTAssertTrue(error.messageLabel.text.hasPrefix("Could not load the posts."))
        XCTAssertTrue(screen.editor?.view.mapped == true, "a posts failure never hides the profile")

        try TestUser(window).click(.button("Retry loading posts"))
        waitUntil("the posts read again") { posts.pendingCount == 1 }
        XCTAssertEqual(repository.requests.count, 0, "the posts' Retry does not touch the profile")
        posts.succeed(with: samplePosts(1))
        waitUntil("the post") { screen.list.rowView(for: .post(1)) != nil }
    }

    // MARK: Independence

    func testPostsUpdatesKeepTheTypedTextAndTheFocusInTheEditor() throws { try onMainActor(Self.postsKeepEditor) }
    @MainActor
    private static func postsKeepEditor() throws {
        let (screen, repository, posts, window) = try presentScreen()
        defer { window.destroy() }
        loadProfile(in: screen, from: repository)
        posts.succeed(with: samplePosts(2))
        waitUntil("the posts") { screen.list.rowView(for: .post(2)) != nil }
        let editor = try XCTUnwrap(screen.editor)
        let person = TestUser(window)
        try person.type("half-typed", into: .id("username_entry"))
        let entry = editor.outlets.usernameEntry
        let editorRow = try XCTUnwrap(screen.list.rowView(for: .usernameEditor))

        // Another program adds a post (live), then the posts are read again (the profile's reload does that).
        posts.publishChange(samplePosts(3))
        waitUntil("the new post") { screen.list.rowView(for: .post(3)) != nil }
        screen.reloadPosts()
        waitUntil("the posts loading") { screen.list.rowView(for: .contentLoading) != nil }
        posts.succeed(with: samplePosts(4))
        waitUntil("four posts") { screen.list.rowView(for: .post(4)) != nil }

        XCTAssertTrue(screen.editor === editor, "the editor is never rebuilt")
        XCTAssertEqual(entry.text, "half-typed", "what the user typed survives posts updates")
        XCTAssertTrue(isInside(window.focus, entry), "the focus stays in the entry")
        XCTAssertTrue(screen.list.rowView(for: .usernameEditor) === editorRow, "the editor's row was never rebound")
    }

    /// Whether `widget` is `ancestor` or inside it.
    @MainActor
    private static func isInside(_ widget: Widget?, _ ancestor: Widget) -> Bool {
        var current = widget
        while let widget = current {
            if widget.isSameWidget(as: ancestor) { return true }
            current = widget.parent
        }
        return false
    }

    // MARK: Bad data

    func testMarkupInAPostAndAHugePostAreShownLiterally() throws { try onMainActor(Self.badPosts) }
    @MainActor
    private static func badPosts() throws {
        let (screen, repository, posts, window) = try presentScreen()
        defer { window.destroy() }
        loadProfile(in: screen, from: repository)
        let markup = "<b>bold?</b> & <span foreground='red'>red?</span>"
        let huge = String(repeating: "All work and no play makes Ada a dull girl. ", count: 2_400)   // 105,600 bytes
        let date = Date(timeIntervalSince1970: 1_709_647_620)
        let started = Self.threadCPUTime()
        posts.succeed(with: [Post(id: 2, userId: 1, date: date, body: markup), Post(id: 1, userId: 1, date: date, body: huge)])
        waitUntil("both posts") { screen.list.rowView(for: .post(2)) != nil && screen.list.rowView(for: .post(1)) != nil }
        _ = TestUser(window).waitForFrame()
        // The main thread's CPU time, not wall time: the freeze is this thread laying the text
        // out, the loop waits without spinning, and a loaded machine stretches wall time. About
        // 0.35 s, loaded or not; 2.7 s when the label has no width range.
        XCTAssertLessThan(Self.threadCPUTime() - started, .milliseconds(1_500),
                          "a 100 KB post does not freeze the window (the main thread's CPU time)")
        let markupRow = try XCTUnwrap(screen.list.rowView(for: .post(2))?.shownPost)
        XCTAssertEqual(markupRow.bodyLabel.text, markup)
        XCTAssertFalse(markupRow.bodyLabel.useMarkup)
        let hugeRow = try XCTUnwrap(screen.list.rowView(for: .post(1))?.shownPost)
        XCTAssertEqual(hugeRow.bodyLabel.text.utf8.count, huge.utf8.count)
        XCTAssertTrue(hugeRow.bodyLabel.wrap)
    }

    /// The CPU time the calling thread has used so far.
    private static func threadCPUTime() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }

    func testAnAvatarThatCannotBeShownFallsBackToInitials() throws { try onMainActor(Self.badAvatars) }
    @MainActor
    private static func badAvatars() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("avatars-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let notAnImage = folder.appendingPathComponent("avatar.png")
        try Data("<html>not an image</html>".utf8).write(to: notAnImage)
        let good = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("data/icons/hicolor/64x64/apps/io.github.vsmgtk.VSMProfile.png")

        for (path, expectImage) in [(folder.appendingPathComponent("missing.png").path, false),
                                    (notAnImage.path, false), (folder.path, false), (good.path, true)] {
            let (screen, repository, _, window) = try presentScreen()
            defer { window.destroy() }
            var data = ada
            data.avatarPath = path
            loadProfile(data, in: screen, from: repository)
            let header = try header(screen)
            XCTAssertEqual(header.avatar.hasImage, expectImage, path)
            XCTAssertTrue(header.avatar.showInitials, path)
            XCTAssertEqual(header.avatar.text, "Ada Lovelace", path)
        }
    }

    func testOnlyAWebsiteThatIsAURLCanBeOpened() throws { try onMainActor(Self.websites) }
    @MainActor
    private static func websites() throws {
        for (website, expected) in [("https://example.org/ada", WebsiteLink("https://example.org/ada")),
                                    ("javascript:alert(1)", nil), ("not a url at all", nil)] {
            let (screen, repository, _, window) = try presentScreen()
            defer { window.destroy() }
            var opened: [WebsiteLink] = []
            screen.openLink = { opened.append($0) }
            var data = ada
            data.website = website
            loadProfile(data, in: screen, from: repository)
            let row = try XCTUnwrap(screen.list.rowView(for: .profileAttribute(.website))?.shownAttribute)
            XCTAssertEqual(row.row.subtitle, website, "shown as stored")
            XCTAssertEqual(row.openButton.visible, expected != nil, website)
            if expected != nil {
                try TestUser(window).click(.button("Open website"))
                XCTAssertEqual(opened, [expected!].compactMap { $0 })
            } else {
                XCTAssertThrowsError(try TestUser(window).click(.button("Open website")), "no way to launch \(website)")
                XCTAssertEqual(opened, [])
            }
        }
    }

    // MARK: Scale

    func testTenThousandPostsOpenWithAScreenfulOfRowsAndScrollToTheEnd() throws { try onMainActor(Self.tenThousand) }
    @MainActor
    private static func tenThousand() throws {
        let (screen, repository, posts, window) = try presentScreen()
        defer { window.destroy() }
        let activity = ListActivity()
        screen.list.activity = activity
        loadProfile(in: screen, from: repository)
        posts.succeed(with: samplePosts(10_000))
        waitUntil("all posts in the list") { !screen.isFillingPosts && screen.list.rows.count == 10_000 + 5 }
        waitUntil("the newest post") { screen.list.rowView(for: .post(10_000)) != nil }
        // GTK 4.8's list view keeps about 200 row widgets whatever the list's length.
        XCTAssertLessThan(activity.rowWidgetsCreated, 300, "widgets only for the rows on screen and around them")
        screen.list.scroll(to: .post(1))
        waitUntil("the oldest post") { screen.list.rowView(for: .post(1)) != nil }
        XCTAssertEqual(screen.list.rowView(for: .post(1))?.shownPost?.bodyLabel.text,
                       "Post number 1: notes on the analytical engine.")
        XCTAssertLessThan(activity.rowWidgetsCreated, 300, "scrolling to the end reuses rows")
    }

    func testALongListIsFilledInAScreenfulFirstThenOneStepPerFrame_andTheEditorKeepsItsText() throws {
        try onMainActor(Self.longListFillsIn)
    }
    @MainActor
    private static func longListFillsIn() throws {
        let (screen, repository, posts, window) = try presentScreen()
        defer { window.destroy() }
        loadProfile(in: screen, from: repository)
        try TestUser(window).type("half-typed", into: .id("username_entry"))
        let fillSteps = FillSteps(screen)
        screen.addObserver(fillSteps)
        var steps: [(posts: Int, frame: Int)] { fillSteps.steps }

        posts.succeed(with: samplePosts(1_000))
        waitUntil("the first screenful") { screen.isFillingPosts }
        XCTAssertEqual(steps.map(\.posts), [PostsFill.firstScreenful], "the first frame gets a screenful")
        XCTAssertEqual(screen.list.rows.count, 5 + PostsFill.firstScreenful)
        XCTAssertEqual(screen.list.rows.last?.id, .post(Int64(1_000 - PostsFill.firstScreenful + 1)), "the newest posts first")
        waitUntil("all posts in the list") { !screen.isFillingPosts }

        XCTAssertEqual(steps.map(\.posts), [40, 80, 120, 160, 200, 400, 800, 1_000],
                       "a screenful more each step while GTK makes widgets, then twice as many, then all")
        let frames = steps.map(\.frame)
        XCTAssertEqual(frames, frames.sorted(), "\(frames)")
        XCTAssertEqual(Set(frames).count, frames.count, "one step per frame: \(frames)")
        XCTAssertGreaterThanOrEqual(frames[1], frames[0] + 2, "the screenful was painted before the list grew: \(frames)")
        let full = UserViewModel(profile: screen.profileState, editorData: screen.editor?.state.data,
                                 posts: screen.postsState, formatter: ProfileFormatter())
        XCTAssertEqual(screen.list.rows, full.viewModels, "the filled-in list is the whole composition")
        XCTAssertEqual(screen.editor?.outlets.usernameEntry.text, "half-typed", "the fill never touched the editor")

        // A short list is shown at once, and a long one that replaces a list of posts is
        // not filled in again (its rows are already there).
        fillSteps.removeAll()
        posts.publishChange(samplePosts(1_001))
        waitUntil("the new post") { screen.list.rows.count == 5 + 1_001 }
        XCTAssertFalse(screen.isFillingPosts)
        XCTAssertEqual(steps.count, 0)
    }
}

/// Records the steps of a posts fill with the frame each was handed to the list in.
@MainActor
private final class FillSteps: ProfileScreenObserver {
    private unowned let screen: ProfileScreenViewController
    private(set) var steps: [(posts: Int, frame: Int)] = []

    init(_ screen: ProfileScreenViewController) {
        self.screen = screen
    }

    func profileScreenDidShow(profile state: LoadUserProfileViewState) {}
    func profileScreenDidShow(posts state: PostsViewState) {}
    func profileScreenDidShow(editor state: EditUserProfileViewState) {}
    func profileScreenDidShow(postsFillStep postCount: Int) {
        steps.append((postCount, screen.list.view.frameClock?.frameCounter ?? -1))
    }

    func removeAll() {
        steps = []
    }
}
