import Foundation
import UserProfile
import UserProfileFaultInjection

/// What the command line asked for, once parsed and validated.
public struct LaunchOptions: Equatable, Sendable {
    /// The folder holding the database; `nil` means the XDG default.
    public var dataDirectory: String?
    /// The profile to load; `nil` means the sample profile.
    public var userID: Int64?
    /// What the simulate flags inject; `.off` by default.
    public var faultInjection: FaultInjectionConfiguration
    /// The profile server (`--server`); nil: the `server-url` setting, else the embedded store.
    public var server: URL?
    /// The file holding the token for changes (`--token-file`).
    public var tokenFile: String?

    /// Options as given; the defaults are what an empty command line means.
    public init(
        dataDirectory: String? = nil,
        userID: Int64? = nil,
        faultInjection: FaultInjectionConfiguration = .off,
        server: URL? = nil,
        tokenFile: String? = nil
    ) {
        self.dataDirectory = dataDirectory
        self.userID = userID
        self.faultInjection = faultInjection
        self.server = server
        self.tokenFile = tokenFile
    }
}
