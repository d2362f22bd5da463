import OpenCombine

/// The loader screen: it loads the profile once and then hands the data to the editor.
///
/// Journey: `initialized` →(load)→ `loading` → `loaded(UserData)` or
/// `loadingError` →(retry)→ `loading` → …
///
/// The view starts the journey by observing ``LoaderModel/load`` when it first appears,
/// and switches to the editor on `loaded`. Every action returns a `Never`-failing
/// publisher: failures arrive as the `loadingError` state.
public enum LoadUserProfileViewState: Sendable {
    /// Nothing has happened yet; the view shows the spinner and calls `load`.
    case initialized(LoaderModel)
    /// The profile is being read.
    case loading
    /// Loading failed; the view shows `message` and a Retry button.
    case loadingError(ErrorModel)
    /// The profile is loaded; the view shows the editor for it.
    case loaded(UserData)
}
