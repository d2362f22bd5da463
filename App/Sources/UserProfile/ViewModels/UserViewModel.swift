import Localization

/// The whole profile screen as one list of rows (the profile screen's `UserViewModel`): the
/// profile's rows, a "Posts" header, then the posts' rows. It has no state of its own;
/// it composes two independent ones, so a posts failure never hides the profile, and a
/// profile failure shows the profile's error above whatever the posts show.
///
/// Rows are `Identifiable` with **stable ids** (``RowID``): the header, the attributes and
/// the editor keep their ids whatever the posts do, and the header keeps its id from
/// placeholder to loaded, so a list that diffs by id (`ListViewController`) updates those
/// rows in place and never rebuilds the editor on a posts update. Rows are `Equatable` by
/// content (error rows ignore their action; see ``ErrorViewModel``), so a list updates
/// only the rows whose content changed.
///
/// Cost (docs/Benchmarks.md, "The store", has the figures): building ``PostsViewModel``
/// formats every post's date, which dominates for a long list; composing kept parts costs a
/// fraction of that. A screen should keep the two parts and rebuild each only when its own
/// state changes, then compose with ``init(profileViewModel:postsViewModel:)``.
public struct UserViewModel: Sendable, Equatable {
    /// One row of the screen.
    public enum ViewModelType: Sendable, Equatable, Identifiable {
        /// Avatar, name, username, friends count (placeholders until loaded).
        case profileHeader(ProfileHeaderViewModel)
        /// Loading the profile failed: message and Retry (the loader's `retry`).
        case profileError(ErrorViewModel<LoadUserProfileViewState>)
        /// Location or website.
        case profileAttribute(ProfileAttributeViewModel)
        /// The username editor (its own VSM component).
        case usernameEditor(UsernameEditorViewModel)
        /// The title above the posts ("Posts").
        case contentHeader(String)
        /// The posts placeholder: still before loading, shimmering while loading.
        case contentLoading(LoadingTextViewModel)
        /// There are no posts ("No posts yet").
        case contentEmpty(String)
        /// Reading the posts failed: message and Retry (the posts model's `retry`).
        case contentError(ErrorViewModel<PostsViewState>)
        /// One post.
        case post(PostViewModel)

        /// The row's identity: one per kind of row, one per attribute, one per post.
        public var id: RowID {
            switch self {
            case .profileHeader: return .profileHeader
            case .profileError: return .profileError
            case .profileAttribute(let attribute): return .profileAttribute(attribute.kind)
            case .usernameEditor: return .usernameEditor
            case .contentHeader: return .contentHeader
            case .contentLoading: return .contentLoading
            case .contentEmpty: return .contentEmpty
            case .contentError: return .contentError
            case .post(let post): return .post(post.id)
            }
        }
    }

    /// The profile's rows (input).
    public let profileViewModel: ProfileViewModel
    /// The posts' rows (input).
    public let postsViewModel: PostsViewModel
    /// The screen's rows, in order: the view only needs these.
    public let viewModels: [ViewModelType]

    /// Composes the two parts: profile rows, the "Posts" header, posts rows.
    public init(profileViewModel: ProfileViewModel, postsViewModel: PostsViewModel) {
        self.profileViewModel = profileViewModel
        self.postsViewModel = postsViewModel
        var rows = profileViewModel.viewModels.map(Self.row)
        rows.reserveCapacity(rows.count + 1 + postsViewModel.viewModels.count)
        rows.append(.contentHeader(localized("Posts")))
        rows.append(contentsOf: postsViewModel.viewModels.map(Self.row))
        viewModels = rows
    }

    /// The screen for the profile's state (with the editor's current data once loaded) and
    /// the posts' state.
    public init(
        profile: LoadUserProfileViewState,
        editorData: UserData? = nil,
        posts: PostsViewState,
        formatter: ProfileFormatter
    ) {
        self.init(
            profileViewModel: ProfileViewModel(state: profile, editorData: editorData, formatter: formatter),
            postsViewModel: PostsViewModel(state: posts, formatter: formatter)
        )
    }

    private static func row(_ row: ProfileViewModel.ViewModelType) -> ViewModelType {
        switch row {
        case .header(let header): return .profileHeader(header)
        case .attribute(let attribute): return .profileAttribute(attribute)
        case .usernameEditor(let editor): return .usernameEditor(editor)
        case .error(let error): return .profileError(error)
        }
    }

    private static func row(_ row: PostsViewModel.ViewModelType) -> ViewModelType {
        switch row {
        case .loading(let text): return .contentLoading(text)
        case .post(let post): return .post(post)
        case .empty(let text): return .contentEmpty(text)
        case .error(let error): return .contentError(error)
        }
    }
}
