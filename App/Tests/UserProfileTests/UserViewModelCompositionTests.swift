import Foundation
import OpenCombine
import UserProfile
import XCTest

/// The profile screen's list of rows (`UserViewModel`): every composition of the profile's
/// state (4) with the posts' state (5), each compared whole, row by row, with `Equatable`, as
/// the specification recommends. The profile's and the posts' parts are independent: the
/// profile rows are the same whatever the posts do, and the other way round.
final class UserViewModelCompositionTests: XCTestCase {
    typealias Row = UserViewModel.ViewModelType

    private let formatter = ProfileFormatter(locale: "en_US.UTF-8", timeZone: "UTC")
    private let ada = UserData(
        id: 1, username: "ada", realName: "Augusta Ada King", displayName: "Ada Lovelace", friendsCount: 1_234,
        location: "London", website: "https://ada.example", avatarPath: "/home/ada/avatar.png"
    )
    private let posts = [post(3, day: 2, "third"), post(2, day: 1, "second")]

    private static func never<State>() -> AnyPublisher<State, Never> { Empty().eraseToAnyPublisher() }

    // MARK: the states

    private enum Profile: CaseIterable { case initialized, loading, loaded, failed }
    private enum Posts: CaseIterable { case initialized, loading, loaded, empty, failed }

    private func state(_ profile: Profile) -> LoadUserProfileViewState {
        switch profile {
        case .initialized: return .initialized(.init(userId: 1, load: Self.never))
        case .loading: return .loading
        case .loaded: return .loaded(ada)
        case .failed: return .loadingError(.init(message: "Could not load the profile. It is locked.", retry: Self.never))
        }
    }

    private func state(_ posts: Posts) -> PostsViewState {
        switch posts {
        case .initialized: return .initialized(.init(userId: 1, load: Self.never))
        case .loading: return .loading
        case .loaded: return .loaded(.init(posts: self.posts, reload: Self.never))
        case .empty: return .empty(.init(reload: Self.never))
        case .failed: return .failed(.init(message: "Could not load the posts. Simulated posts failure.", retry: Self.never))
        }
    }

    private func screen(_ profile: Profile, _ posts: Posts) -> [Row] {
        UserViewModel(profile: state(profile), posts: state(posts), formatter: formatter).viewModels
    }

    // MARK: the rows, written out

    private let headerInitialized = Row.profileHeader(ProfileHeaderViewModel(
        avatar: nil, name: .initialized, username: .initialized, friendsCount: .initialized
    ))
    private let headerLoading = Row.profileHeader(ProfileHeaderViewModel(
        avatar: nil, name: .loading, username: .loading, friendsCount: .loading
    ))
    private var loadedProfile: [Row] {
        [
            .profileHeader(ProfileHeaderViewModel(
                avatar: AvatarViewModel(imagePath: "/home/ada/avatar.png", initials: "AL", colorSeed: "ada"),
                name: .loaded("Ada Lovelace"), username: .loaded("ada"), friendsCount: .loaded("1,234 friends")
            )),
            .profileAttribute(ProfileAttributeViewModel(kind: .location, name: "Location", value: "London", link: nil)),
            .profileAttribute(ProfileAttributeViewModel(
                kind: .website, name: "Website", value: "https://ada.example", link: WebsiteLink("https://ada.example")
            )),
            .usernameEditor(UsernameEditorViewModel(userData: ada)),
        ]
    }
    private let profileError = Row.profileError(ErrorViewModel(
        message: "Could not load the profile. It is locked.", actionTitle: "Retry", action: never
    ))
    private let postsHeader = Row.contentHeader("Posts")
    private let postsInitialized = Row.contentLoading(.initialized)
    private let postsLoading = Row.contentLoading(.loading)
    private let postRows: [Row] = [
        .post(PostViewModel(id: 3, date: "Jan 3, 2024 at 12:00\u{202F}AM", body: "third")),
        .post(PostViewModel(id: 2, date: "Jan 2, 2024 at 12:00\u{202F}AM", body: "second")),
    ]
    private let postsEmpty = Row.contentEmpty("No posts yet")
    private let postsError = Row.contentError(ErrorViewModel(
        message: "Could not load the posts. Simulated posts failure.", actionTitle: "Retry", action: never
    ))

    // MARK: profile initialized × every posts state

    func test_profileInitialized_postsInitialized() {
        XCTAssertEqual(screen(.initialized, .initialized), [headerInitialized, postsHeader, postsInitialized])
    }

    func test_profileInitialized_postsLoading() {
        XCTAssertEqual(screen(.initialized, .loading), [headerInitialized, postsHeader, postsLoading])
    }

    func test_profileInitialized_postsLoaded() {
        XCTAssertEqual(screen(.initialized, .loaded), [headerInitialized, postsHeader] + postRows)
    }

    func test_profileInitialized_postsEmpty() {
        XCTAssertEqual(screen(.initialized, .empty), [headerInitialized, postsHeader, postsEmpty])
    }

    func test_profileInitialized_postsFailed() {
        XCTAssertEqual(screen(.initialized, .failed), [headerInitialized, postsHeader, postsError])
    }

    // MARK: profile loading × every posts state

    func test_profileLoading_postsInitialized() {
        XCTAssertEqual(screen(.loading, .initialized), [headerLoading, postsHeader, postsInitialized])
    }

    func test_profileLoading_postsLoading() {
        XCTAssertEqual(screen(.loading, .loading), [headerLoading, postsHeader, postsLoading])
    }

    func test_profileLoading_postsLoaded() {
        XCTAssertEqual(screen(.loading, .loaded), [headerLoading, postsHeader] + postRows)
    }

    func test_profileLoading_postsEmpty() {
        XCTAssertEqual(screen(.loading, .empty), [headerLoading, postsHeader, postsEmpty])
    }

    func test_profileLoading_postsFailed() {
        XCTAssertEqual(screen(.loading, .failed), [headerLoading, postsHeader, postsError])
    }

    // MARK: profile loaded × every posts state

    func test_profileLoaded_postsInitialized() {
        XCTAssertEqual(screen(.loaded, .initialized), loadedProfile + [postsHeader, postsInitialized])
    }

    func test_profileLoaded_postsLoading() {
        XCTAssertEqual(screen(.loaded, .loading), loadedProfile + [postsHeader, postsLoading])
    }

    func test_profileLoaded_postsLoaded() {
        XCTAssertEqual(screen(.loaded, .loaded), loadedProfile + [postsHeader] + postRows)
    }

    func test_profileLoaded_postsEmpty() {
        XCTAssertEqual(screen(.loaded, .empty), loadedProfile + [postsHeader, postsEmpty])
    }

    func test_profileLoaded_postsFailed_keepsTheWholeProfile() {
        XCTAssertEqual(screen(.loaded, .failed), loadedProfile + [postsHeader, postsError])
    }

    // MARK: profile failed × every posts state

    func test_profileFailed_postsInitialized() {
        XCTAssertEqual(screen(.failed, .initialized), [profileError, postsHeader, postsInitialized])
    }

    func test_profileFailed_postsLoading() {
        XCTAssertEqual(screen(.failed, .loading), [profileError, postsHeader, postsLoading])
    }

    func test_profileFailed_postsLoaded() {
        XCTAssertEqual(screen(.failed, .loaded), [profileError, postsHeader] + postRows)
    }

    func test_profileFailed_postsEmpty() {
        XCTAssertEqual(screen(.failed, .empty), [profileError, postsHeader, postsEmpty])
    }

    func test_profileFailed_postsFailed_showsBothErrors() {
        XCTAssertEqual(screen(.failed, .failed), [profileError, postsHeader, postsError])
    }

    // MARK: identity across all twenty

    func test_everyComposition_hasUniqueIDs() {
        for profile in Profile.allCases {
            for posts in Posts.allCases {
                let ids = screen(profile, posts).map(\.id)
                XCTAssertEqual(Set(ids).count, ids.count, "\(profile) × \(posts): \(ids)")
            }
        }
    }

    func test_theProfileRowsAndTheirIDs_doNotDependOnThePosts() {
        for profile in Profile.allCases {
            let parts = Posts.allCases.map { posts in
                Array(screen(profile, posts).prefix { $0.id != .contentHeader })
            }
            for part in parts.dropFirst() {
                XCTAssertEqual(part, parts[0], "\(profile)")
                XCTAssertEqual(part.map(\.id), parts[0].map(\.id), "\(profile)")
            }
        }
    }

    func test_thePostsRowsDoNotDependOnTheProfile() {
        for posts in Posts.allCases {
            let parts = Profile.allCases.map { profile in
                Array(screen(profile, posts).drop { $0.id != .contentHeader })
            }
            for part in parts.dropFirst() { XCTAssertEqual(part, parts[0], "\(posts)") }
        }
    }

    func test_theHeaderKeepsItsIDFromPlaceholderToLoaded() {
        XCTAssertEqual(screen(.initialized, .loading).first?.id, .profileHeader)
        XCTAssertEqual(screen(.loading, .loading).first?.id, .profileHeader)
        XCTAssertEqual(screen(.loaded, .loading).first?.id, .profileHeader)
        XCTAssertEqual(screen(.loaded, .loaded).map(\.id.description), [
            "profileHeader", "profileAttribute.location", "profileAttribute.website", "usernameEditor",
            "contentHeader", "post.3", "post.2",
        ])
    }
}
