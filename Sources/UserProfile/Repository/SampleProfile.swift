/// The profile written into a new database on first run.
public struct SampleProfile: Sendable, Equatable {
    /// The id of the sample profile (the default `--user-id`).
    public static let defaultUserId: Int64 = 1

    /// The row id of the sample profile.
    public let id: Int64
    /// Its username (already validated).
    public let username: Username
    /// Its real name.
    public let realName: String

    /// An explicit sample (tests, demos).
    public init(id: Int64 = SampleProfile.defaultUserId, username: Username, realName: String) {
        self.id = id
        self.username = username
        self.realName = realName
    }

    /// The current user's login name as username and their real name (getpwuid, then the
    /// environment). A login name that breaks the username rules falls back to "user".
    public static func currentUser() -> SampleProfile {
        let login = CurrentUser.loginName()
        let username = (try? Username(validating: login)) ?? Self.fallbackUsername
        return SampleProfile(username: username, realName: CurrentUser.realName())
    }

    // "user" satisfies every rule; validated at first use like any other name.
    private static var fallbackUsername: Username {
        do { return try Username(validating: "user") } catch { preconditionFailure("\"user\" is a valid username: \(error)") }
    }
}
