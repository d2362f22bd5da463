import UserProfile

/// Watches what the profile screen shows, for measurements (the frame trace of the app
/// benchmarks) and tests; the app installs none unless asked to trace frames.
///
/// The screen holds its observers weakly and calls them on the main actor after it rendered
/// the state (so the next frame painted shows it), in the order the states land.
/// ``ProfileScreenViewController/addObserver(_:)`` reports the current profile, editor and
/// posts states at once, so an observer installed late starts from what is on screen.
@MainActor
protocol ProfileScreenObserver: AnyObject {
    /// The profile's state was set and rendered.
    func profileScreenDidShow(profile state: LoadUserProfileViewState)
    /// The posts' state was set and rendered.
    func profileScreenDidShow(posts state: PostsViewState)
    /// The editor's state was set and rendered (the first one when the editor appears).
    func profileScreenDidShow(editor state: EditUserProfileViewState)
    /// A step of filling a long list of posts in was handed to the list: the first
    /// screenful, each growth, all of them at the end. A list shown at once is not a step.
    func profileScreenDidShow(postsFillStep postCount: Int)
}
