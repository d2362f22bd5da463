import OpenCombine

/// The user's posts on the profile screen (version 2 of the profile screen with posts): a state
/// of their own, independent of the profile's (``LoadUserProfileViewState`` and the editor), so
/// posts can load, fail and retry while the profile stays on screen.
///
/// Journeys:
/// - `initialized` →(load)→ `loading` → `loaded` (posts), `empty` (none) or `failed`
///   →(retry)→ `loading` → …
/// - `loaded` / `empty` →(reload, with the profile's reload)→ `loading` → …
/// - `loaded` / `empty` → `loaded` / `empty` whenever the stored posts change (another
///   window, another program), and → `failed` if following the store fails (a damaged
///   post, the profile removed).
///
/// **Kickoff and live sync.** The view observes ``LoaderModel/load`` when the screen first
/// appears. Every action that lands in `loaded` or `empty` merges the store's observation
/// of the posts into its own publisher, so the state follows the store without another
/// round trip to the view; since observing a new action cancels the previous one, at most
/// one observation runs per screen, and none while loading. Every action returns a
/// `Never`-failing publisher: failures arrive as the `failed` state.
public enum PostsViewState: Sendable {
    /// Nothing has happened yet; the view shows a still placeholder and calls `load`.
    case initialized(LoaderModel)
    /// The posts are being read; the view shows a shimmering placeholder.
    case loading
    /// At least one post, newest first; `reload` reads them again.
    case loaded(LoadedModel)
    /// The profile has no posts ("No posts yet"); `reload` reads them again.
    case empty(EmptyModel)
    /// Reading the posts failed; the view shows `message` and a Retry button.
    case failed(ErrorModel)
}
