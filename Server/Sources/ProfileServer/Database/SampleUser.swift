import Foundation
import ProfileContract

/// The profile `vsm-profile-server seed` loads as user 1: the same shape as the app's first-run
/// profile (the login name, a friends count, a location and a website), with a few posts.
public struct SampleUser: Sendable {
    public let username: Username
    public let displayName: String
    public let location: String
    public let website: String
    public let friendsCount: Int64
    public let posts: [(body: String, postedAt: Double)]

    /// The sample for the user running the command: their login name when it is a valid
    /// username (else "user") and their full name; posts dated shortly before `now`.
    public static func standard(now: Date = Date()) -> SampleUser {
        let login = ProcessInfo.processInfo.userName
        let username = (try? Username(validating: login)) ?? fallbackUsername
        let fullName = ProcessInfo.processInfo.fullUserName
        let hour = 3600.0
        let now = now.timeIntervalSince1970
        return SampleUser(
            username: username,
            displayName: fullName.isEmpty ? login : fullName,
            location: "Planet Earth",
            website: "https://www.gnome.org",
            friendsCount: 1_234,
            posts: [
                ("Welcome! This profile lives on vsm-profile-server; every app connected to it sees changes at once.", now - 2 * hour),
                ("Posts load on their own, independently of the profile above.", now - 26 * hour),
                ("Change your username in the editor on one device and watch the other follow.", now - 74 * hour),
            ]
        )
    }

    // "user" satisfies every rule.
    private static var fallbackUsername: Username {
        do { return try Username(validating: "user") } catch { preconditionFailure("\"user\" is a valid username: \(error)") }
    }
}
