import Foundation
import UserProfile
import UserProfileStore

/// What the app knows about its connection to the profile server and about the edits it
/// has not sent yet: what the window's offline mark, "waiting to be sent" note and conflict
/// question show.
public struct SyncStatus: Sendable, Equatable {
    /// Whether the last request reached the server.
    public enum Connection: Sendable, Equatable {
        /// Nothing has been asked of the server yet (the window shows the cached copy).
        case connecting
        /// The last request got an answer: what is shown is the server's.
        case online
        /// The last request did not reach the server; what is shown may be stale. `reason`
        /// is a sentence for the person; `retryAt` when the next attempt is due.
        case offline(reason: String, retryAt: Date?)
    }

    public var connection: Connection
    /// A username saved in this app that the server does not have yet.
    public var pending: PendingUsernameChange?
    /// The server's profile changed (on another device) since the pending username was typed.
    public var conflict: UsernameConflict?

    public init(connection: Connection = .connecting, pending: PendingUsernameChange? = nil, conflict: UsernameConflict? = nil) {
        self.connection = connection
        self.pending = pending
        self.conflict = conflict
    }

    /// Whether the window should say its data may be stale.
    public var isOffline: Bool {
        if case .offline = connection { return true }
        return false
    }
}

/// A username typed in this app against one set on another device since: the person decides.
public struct UsernameConflict: Sendable, Equatable {
    /// The username typed here, waiting in the outbox.
    public var mine: String
    /// The profile as the server holds it now.
    public var theirs: UserData
    /// The server's version of `theirs`.
    public var version: Int64

    public init(mine: String, theirs: UserData, version: Int64) {
        self.mine = mine
        self.theirs = theirs
        self.version = version
    }
}
