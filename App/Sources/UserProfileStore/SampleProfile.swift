import UserProfile
/// The profile written into a new database on first run, with its sample posts.
public struct SampleProfile: Sendable, Equatable {
    /// The id of the sample profile (the default `--user-id`).
    public static let defaultUserId: Int64 = 1

    /// The row id of the sample profile.
    public let id: Int64
    /// Its username (already validated).
    public let username: Username
    /// Its real name.
    public let realName: String
    /// Its display name ("" for none).
    public let displayName: String
    /// Its friends count (≥ 0).
    public let friendsCount: Int
    /// Its location ("" for none).
    public let location: String
    /// Its website ("" for none).
    public let website: String
    /// Its avatar image path, or nil.
    public let avatarPath: String?
    /// The posts written with it, in the same transaction.
    public let posts: [SamplePost]

    /// An explicit sample (tests, demos). The details default to "not set" and no posts,
    /// so a store made from it reads back as `UserData(id:username:realName:)`.
    /// Precondition: `friendsCount` ≥ 0.
    public init(
        id: Int64 = SampleProfile.defaultUserId,
        username: Username,
        realName: String,
        displayName: String = "",
        friendsCount: Int = 0,
        location: String = "",
        website: String = "",
        avatarPath: String? = nil,
        posts: [SamplePost] = []
    ) {
        precondition(friendsCount >= 0, "a friends count is never negative")
        self.id = id
        self.username = username
        self.realName = realName
        self.displayName = displayName
        self.friendsCount = friendsCount
        self.location = location
        self.website = website
        self.avatarPath = avatarPath
        self.posts = posts
    }

    /// The current user's login name as username and their real name (getpwuid, then the
    /// environment), shown as the display name too; a demo friends count, location and
    /// website so every row of the profile screen has something to show; and the
    /// introduction posts. A login name that breaks the username rules falls back to "user".
    public static func currentUser() -> SampleProfile {
        let login = CurrentUser.loginName()
        let username = (try? Username(validating: login)) ?? Self.fallbackUsername
        let realName = CurrentUser.realName()
        return SampleProfile(
            username: username,
            realName: realName,
            displayName: realName,
            friendsCount: 1_234,
            location: "Planet Earth",
            website: "https://www.gnome.org",
            posts: SamplePost.introduction()
        )
    }

    // "user" satisfies every rule; validated at first use like any other name.
    private static var fallbackUsername: Username {
        do { return try Username(validating: "user") } catch { preconditionFailure("\"user\" is a valid username: \(error)") }
    }
}
