import Foundation
import OpenCombine
import UserProfile
import VSMCombineTesting
import VSMTesting
import XCTest

/// The screen's rows beyond the twenty compositions: the actions error rows carry, what
/// equality means for rows, the editor row across saves and posts updates, and bad data
/// that must stay literal data.
final class ProfileScreenRowTests: XCTestCase {
    typealias Row = UserViewModel.ViewModelType

    private let formatter = ProfileFormatter(locale: "en_US.UTF-8", timeZone: "UTC")
    private let alice = UserData(id: 1, username: "alice", realName: "Alice", displayName: "Alice Liddell", friendsCount: 1)

    private func rows(_ profile: LoadUserProfileViewState, editorData: UserData? = nil, _ posts: PostsViewState) -> [Row] {
        UserViewModel(profile: profile, editorData: editorData, posts: posts, formatter: formatter).viewModels
    }

    private static func never<State>() -> AnyPublisher<State, Never> { Empty().eraseToAnyPublisher() }

    // MARK: actions carried by rows

    func test_thePostsErrorRow_carriesThePostsModelsRetry() throws {
        let repository = FakePostsRepository([1: [post(5, day: 0, "back")]])
        repository.fail(.load, with: .simulated(.posts))
        let failed = try XCTUnwrap(PostsViewState.LoaderModel(userId: 1, repository: repository).load().collectAll().last)
        let screen = rows(.loaded(alice), failed)
        guard case .contentError(let error)? = screen.last else { return XCTFail("no posts error row: \(screen)") }
        XCTAssertEqual(error.actionTitle, "Retry")
        XCTAssertEqual(error.message, "Could not load the posts. Simulated posts failure (--simulate-failures).")

        repository.succeed(.load)
        let retried = StateRecorder(recording: error.action())
        XCTAssertEqual(retried.waitForStates(2).map(summary), ["loading", "loaded(5)"], "the row's button runs the posts retry")
        XCTAssertEqual(repository.callCount(.load), 2)
    }

    func test_theProfileErrorRow_carriesTheLoadersRetry() throws {
        let profiles = FakeRepository(alice)
        profiles.fail(.load, with: .databaseLocked(path: "/x/profile.sqlite"))
        let failed = try XCTUnwrap(LoadUserProfileViewState.LoaderModel(userId: 1, repository: profiles).load().collectAll().last)
        guard case .profileError(let error)? = rows(failed, .loading).first else { return XCTFail("no profile error row") }
        XCTAssertTrue(error.message.hasPrefix("Could not load the profile. "), error.message)
        profiles.succeed(.load)
        XCTAssertEqual(error.action().collectAll().map(summary), ["loading", "loaded(alice)"])
    }

    func test_errorRows_compareByContent_notByAction() {
        let calls = Counter()
        let first = ErrorViewModel<PostsViewState>(message: "m", actionTitle: "Retry") { calls.increment(); return Self.never() }
        let second = ErrorViewModel<PostsViewState>(message: "m", actionTitle: "Retry") { Self.never() }
        XCTAssertEqual(first, second, "the same message and title are the same row")
        XCTAssertNotEqual(first, ErrorViewModel<PostsViewState>(message: "other", actionTitle: "Retry", action: Self.never))
        XCTAssertNotEqual(first, ErrorViewModel<PostsViewState>(message: "m", actionTitle: "Try Again", action: Self.never))
        XCTAssertEqual(calls.count, 0, "comparing never runs an action")
        XCTAssertEqual(first.description, "ErrorViewModel(message: \"m\", actionTitle: \"Retry\")")
    }

    // MARK: the editor row

    func test_afterASave_theHeaderShowsTheEditorsData_andTheEditorRowStaysTheSame() {
        let before = rows(.loaded(alice), .empty(.init(reload: Self.never)))
        var saved = alice
        saved.username = "alice2"
        let after = rows(.loaded(alice), editorData: saved, .empty(.init(reload: Self.never)))
        guard case .profileHeader(let header)? = after.first else { return XCTFail("no header") }
        XCTAssertEqual(header.username, .loaded("alice2"))
        XCTAssertEqual(header.avatar?.colorSeed, "alice2")
        let editor: (([Row]) -> Row?) = { rows in rows.first { $0.id == .usernameEditor } }
        XCTAssertEqual(editor(after), editor(before), "the editor row is unchanged, so the list keeps its widget")
        XCTAssertEqual(editor(after), .usernameEditor(UsernameEditorViewModel(userData: alice)))
    }

    func test_aPostsUpdate_changesOnlyThePostsRows() {
        let few = rows(.loaded(alice), .loaded(.init(posts: [post(1, day: 0, "a")], reload: Self.never)))
        let more = rows(.loaded(alice), .loaded(.init(posts: [post(2, day: 1, "b"), post(1, day: 0, "a")], reload: Self.never)))
        let reloading = rows(.loaded(alice), .loading)
        let profilePart = { (rows: [Row]) in Array(rows.prefix { $0.id != .contentHeader }) }
        XCTAssertEqual(profilePart(few), profilePart(more))
        XCTAssertEqual(profilePart(few), profilePart(reloading))
        XCTAssertEqual(more.map(\.id.description).suffix(3), ["contentHeader", "post.2", "post.1"])
    }

    // MARK: bad data stays data

    func test_markupLookingText_staysLiteral() {
        var data = alice
        data.displayName = "<b>Alice</b> & <i>co</i>"
        data.location = "<span foreground=\"red\">Wonderland</span>"
        data.website = "<a href=\"https://evil.example\">click</a>"
        let markup = "<big>post</big> &amp; %s %@ {0}"
        let screen = rows(.loaded(data), .loaded(.init(posts: [post(1, day: 0, markup)], reload: Self.never)))
        guard case .profileHeader(let header) = screen[0],
              case .profileAttribute(let location) = screen[1],
              case .profileAttribute(let website) = screen[2],
              case .post(let body) = screen.last!
        else { return XCTFail("unexpected rows: \(screen)") }
        XCTAssertEqual(header.name.text, "<b>Alice</b> & <i>co</i>")
        XCTAssertEqual(header.avatar?.initials, "<<")
        XCTAssertEqual(location.value, "<span foreground=\"red\">Wonderland</span>")
        XCTAssertEqual(website.value, "<a href=\"https://evil.example\">click</a>")
        XCTAssertNil(website.link, "not a URL: plain text, never launched")
        XCTAssertEqual(body.body, markup)
    }

    func test_aHundredKilobyteBody_isKeptWhole() {
        let long = String(repeating: "x", count: 100 * 1024) + "end"
        let screen = rows(.loading, .loaded(.init(posts: [post(1, day: 0, long)], reload: Self.never)))
        guard case .post(let row)? = screen.last else { return XCTFail("no post row") }
        XCTAssertEqual(row.body.utf8.count, 100 * 1024 + 3)
        XCTAssertTrue(row.body.hasSuffix("end"))
    }

    func test_anAvatar_alwaysHasInitials_andAPathOnlyWhenOneIsSet() {
        var data = alice
        data.avatarPath = nil
        XCTAssertEqual(AvatarViewModel(data), AvatarViewModel(imagePath: nil, initials: "AL", colorSeed: "alice"))
        data.avatarPath = ""
        XCTAssertNil(AvatarViewModel(data).imagePath, "an empty path is no path")
        data.avatarPath = "/nonexistent/huge-or-not-an-image.png"
        XCTAssertEqual(AvatarViewModel(data).imagePath, "/nonexistent/huge-or-not-an-image.png",
                       "whether it loads is for the view to find out; initials are there for when it does not")
        XCTAssertEqual(AvatarViewModel(data).initials, "AL")
        data.displayName = ""
        XCTAssertEqual(AvatarViewModel(data).initials, "A", "no display name: the username's initial")
    }

    func test_withoutADisplayName_theHeaderShowsTheUsername() {
        let data = UserData(id: 1, username: "bob", realName: "Robert")
        guard case .profileHeader(let header)? = rows(.loaded(data), .loading).first else { return XCTFail("no header") }
        XCTAssertEqual(header.name, .loaded("bob"))
        XCTAssertEqual(header.friendsCount, .loaded("0 friends"))
    }

    func test_attributesThatAreNotSet_haveNoRow_andAWebsiteThatIsNotAURL_isNotALink() {
        var data = UserData(id: 1, username: "bob", realName: "Robert")
        XCTAssertEqual(rows(.loaded(data), .loading).map(\.id.description),
                       ["profileHeader", "usernameEditor", "contentHeader", "contentLoading"])
        data.website = "www.bob.example"
        guard case .profileAttribute(let website) = rows(.loaded(data), .loading)[1] else { return XCTFail("no website row") }
        XCTAssertEqual(website, ProfileAttributeViewModel(kind: .website, name: "Website", value: "www.bob.example", link: nil))
    }

    func test_loadingText_tellsTheViewWhatToShow() {
        XCTAssertFalse(LoadingTextViewModel.initialized.isLoading)
        XCTAssertNil(LoadingTextViewModel.initialized.text)
        XCTAssertTrue(LoadingTextViewModel.loading.isLoading)
        XCTAssertNil(LoadingTextViewModel.loading.text)
        XCTAssertFalse(LoadingTextViewModel.loaded("x").isLoading)
        XCTAssertEqual(LoadingTextViewModel.loaded("x").text, "x")
        XCTAssertEqual(LoadingTextViewModel.loaded(nil).text, nil)
    }

    // MARK: a screenful of posts first

    func test_firstPosts_keepsTheNewestPostsInOrder_andOtherStatesIgnoreIt() {
        let posts = (1...5).map { post(Int64($0), day: 5 - $0, "post \($0)") }
        let loaded = PostsViewState.loaded(.init(posts: posts, reload: Self.never))
        let all = PostsViewModel(state: loaded, formatter: formatter)
        XCTAssertEqual(PostsViewModel(state: loaded, formatter: formatter, firstPosts: 2).viewModels,
                       Array(all.viewModels.prefix(2)))
        XCTAssertEqual(PostsViewModel(state: loaded, formatter: formatter, firstPosts: 5), all)
        XCTAssertEqual(PostsViewModel(state: loaded, formatter: formatter, firstPosts: 50), all, "more than there are")
        XCTAssertEqual(PostsViewModel(state: loaded, formatter: formatter, firstPosts: 0).viewModels, [])
        XCTAssertEqual(PostsViewModel(state: loaded, formatter: formatter, firstPosts: -3).viewModels, [],
                       "a negative count is none, not a crash")
        for state in [PostsViewState.loading, .empty(.init(reload: Self.never))] {
            XCTAssertEqual(PostsViewModel(state: state, formatter: formatter, firstPosts: 0),
                           PostsViewModel(state: state, formatter: formatter), "\(state)")
        }
    }

    // MARK: the profile value

    func test_userData_comparesEveryDetailExactly_andPrintsOnlyTheDetailsThatAreSet() {
        let plain = UserData(id: 1, username: "a", realName: "A")
        XCTAssertEqual(plain.description, "UserData(id: 1, username: \"a\", realName: \"A\")")
        XCTAssertEqual(alice.description,
                       "UserData(id: 1, username: \"alice\", realName: \"Alice\", displayName: \"Alice Liddell\", friendsCount: 1)")
        var changed = plain
        changed.avatarPath = ""
        XCTAssertNotEqual(changed, plain, "an empty path is stored, so it is a difference")
        changed = plain
        changed.location = "e\u{301}"
        var precomposed = plain
        precomposed.location = "é"
        XCTAssertNotEqual(changed, precomposed, "canonically equivalent but different bytes")
        changed = plain
        changed.friendsCount = 2
        XCTAssertNotEqual(changed, plain)
    }
}
