import UserProfile
import UserProfileFaultInjection

/// The dependencies every window shares: ONE repository instance (so a save in one
/// window reaches the live observation of every other window) and the profile id.
public struct ProfileEnvironment: Sendable {
    /// The store, possibly wrapped in the fault-injection decorator.
    public let repository: any UserProfileRepository
    /// The profile every window shows.
    public let userID: Int64

    /// An environment with explicit parts (tests, screenshots).
    public init(repository: any UserProfileRepository, userID: Int64 = SampleProfile.defaultUserId) {
        self.repository = repository
        self.userID = userID
    }

    /// The app's environment for `options`: the SQLite store in `--data-dir` (else
    /// the XDG data directory), wrapped in fault injection only when a simulate flag
    /// asked for it. The database opens lazily, so a broken file shows up as a
    /// loading error with Retry, not as a startup failure.
    public init(options: LaunchOptions) {
        let store = SQLiteUserProfileRepository(dataDirectory: options.dataDirectory)
        let repository: any UserProfileRepository = options.faultInjection.isOff
            ? store
            : FaultInjectingRepository(wrapping: store, configuration: options.faultInjection)
        self.init(repository: repository, userID: options.userID ?? SampleProfile.defaultUserId)
    }
}
