import ProfileSync
import UserProfile
import UserProfileStore
import UserProfileFaultInjection

/// The dependencies every window shares: ONE repository instance for the profile and one
/// for the posts (so a save in one window reaches the live observation of every other
/// window) and the profile id.
public struct ProfileEnvironment: Sendable {
    /// The profile's store, possibly wrapped in the fault-injection decorator.
    public let repository: any UserProfileRepository
    /// The posts' store, possibly wrapped in its own fault-injection decorator:
    /// the posts load, fail and retry independently of the profile.
    public let posts: any PostsRepository
    /// The profile every window shows.
    public let userID: Int64
    /// The profile server's synchronizer when the app is its client (the window shows its
    /// connection); nil on the embedded store.
    public let synchronizer: ProfileSynchronizer?

    /// An environment with explicit parts (tests, screenshots).
    public init(repository: any UserProfileRepository, posts: any PostsRepository, userID: Int64 = SampleProfile.defaultUserId,
                synchronizer: ProfileSynchronizer? = nil) {
        self.repository = repository
        self.posts = posts
        self.userID = userID
        self.synchronizer = synchronizer
    }

    /// The environment on `store` (profile and posts from the same store), each wrapped in
    /// fault injection only when `faultInjection` asks for it.
    public init(
        store: some UserProfileRepository & PostsRepository,
        synchronizer: ProfileSynchronizer? = nil,
        faultInjection: FaultInjectionConfiguration,
        userID: Int64
    ) {
        let repository: any UserProfileRepository = faultInjection.isOff
            ? store
            : FaultInjectingRepository(wrapping: store, configuration: faultInjection)
        let posts: any PostsRepository = faultInjection.isOff
            ? store
            : FaultInjectingPostsRepository(wrapping: store, configuration: faultInjection)
        self.init(repository: repository, posts: posts, userID: userID, synchronizer: synchronizer)
    }
}
