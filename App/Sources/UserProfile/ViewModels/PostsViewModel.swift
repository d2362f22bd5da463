import Localization

/// The posts' rows of the screen (the profile screen's `PostsViewModel`), made from the posts'
/// own state, one row view model per list row.
///
/// | posts state | rows |
/// | --- | --- |
/// | `initialized` | a still placeholder |
/// | `loading` | a shimmering placeholder |
/// | `loaded` | one row per post, newest first |
/// | `empty` | "No posts yet" |
/// | `failed` | the error with Retry (the posts model's `retry`) |
public struct PostsViewModel: Sendable, Equatable {
    /// One row of the posts' part of the list.
    public enum ViewModelType: Sendable, Equatable {
        /// The placeholder while the posts are not read yet (`.initialized`) or being read
        /// (`.loading`, shimmering).
        case loading(LoadingTextViewModel)
        /// One post.
        case post(PostViewModel)
        /// There are no posts: the sentence to show.
        case empty(String)
        /// Reading the posts failed; the action is the posts model's `retry`.
        case error(ErrorViewModel<PostsViewState>)
    }

    /// The rows, in screen order.
    public let viewModels: [ViewModelType]

    /// The rows for the posts' `state`, dates written by `formatter`.
    ///
    /// `firstPosts` keeps only that many posts (the newest) of a `loaded` state, and
    /// formats only their dates: a screen that fills a long list over several frames
    /// shows a screenful first. Other states ignore it; `nil` (the default) keeps all.
    public init(state: PostsViewState, formatter: ProfileFormatter, firstPosts: Int? = nil) {
        switch state {
        case .initialized:
            viewModels = [.loading(.initialized)]
        case .loading:
            viewModels = [.loading(.loading)]
        case .loaded(let model):
            let posts = firstPosts.map { model.posts.prefix(max(0, $0)) } ?? model.posts[...]
            viewModels = posts.map { .post(PostViewModel($0, formatter: formatter)) }
        case .empty:
            viewModels = [.empty(localized("No posts yet"))]
        case .failed(let model):
            viewModels = [.error(ErrorViewModel(message: model.message, actionTitle: localized("Retry"), action: model.retry))]
        }
    }
}
