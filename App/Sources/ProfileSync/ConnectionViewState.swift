import Foundation
import OpenCombine
import UserProfile

/// What the window says about the profile server: nothing while the data shown is the
/// server's, an offline mark while it may be stale, a note while a username waits to be
/// sent, and a question when that username meets another device's.
///
/// Built from the ``ProfileSynchronizer``'s status (``init(status:synchronizer:)``); each
/// model's actions go to the synchronizer. Equality compares what is shown, not the actions.
public enum ConnectionViewState: Equatable, Sendable, CustomStringConvertible {
    /// The data shown is the server's (or the app runs on its embedded store): nothing to say.
    case current
    /// The server has not answered yet since the window opened: the cached copy is shown
    /// while the app asks.
    case revalidating
    /// The last request did not reach the server: what is shown may be stale.
    case offline(OfflineModel)
    /// A username saved here is on its way to the server (online), not yet confirmed.
    case pending(PendingModel)
    /// The username saved here meets one set on another device since: the person decides.
    case conflict(ConflictModel)

    /// The offline mark: why, what waits to be sent, when the app tries again; Retry now.
    public struct OfflineModel: Equatable, Sendable {
        public let reason: String
        /// The username saved here and not sent yet, if any.
        public let pendingUsername: String?
        public let retryAt: Date?
        /// Tries the server now instead of at `retryAt`.
        public let retry: @Sendable () -> Void

        public init(reason: String, pendingUsername: String?, retryAt: Date?, retry: @escaping @Sendable () -> Void) {
            self.reason = reason
            self.pendingUsername = pendingUsername
            self.retryAt = retryAt
            self.retry = retry
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.reason == rhs.reason && lhs.pendingUsername == rhs.pendingUsername && lhs.retryAt == rhs.retryAt
        }
    }

    /// A username on its way to the server.
    public struct PendingModel: Equatable, Sendable {
        public let username: String

        public init(username: String) {
            self.username = username
        }
    }

    /// The question after a version conflict: keep the username typed here (it is sent
    /// again on the server's version) or take the one from the other device.
    public struct ConflictModel: Equatable, Sendable {
        public let mine: String
        public let theirs: String
        public let keepMine: @Sendable () -> Void
        public let useTheirs: @Sendable () -> Void

        public init(mine: String, theirs: String, keepMine: @escaping @Sendable () -> Void, useTheirs: @escaping @Sendable () -> Void) {
            self.mine = mine
            self.theirs = theirs
            self.keepMine = keepMine
            self.useTheirs = useTheirs
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.mine == rhs.mine && lhs.theirs == rhs.theirs
        }
    }

    /// The state for `status`; the actions call `synchronizer`. A conflict comes first (it
    /// needs an answer), then offline, then a pending name.
    public init(status: SyncStatus, synchronizer: ProfileSynchronizer) {
        if let conflict = status.conflict {
            self = .conflict(ConflictModel(
                mine: conflict.mine, theirs: conflict.theirs.username,
                keepMine: { Task { await synchronizer.resolveConflict(keepMine: true) } },
                useTheirs: { Task { await synchronizer.resolveConflict(keepMine: false) } }
            ))
            return
        }
        switch status.connection {
        case .connecting:
            self = status.pending.map { .pending(PendingModel(username: $0.username)) } ?? .revalidating
        case .offline(let reason, let retryAt):
            self = .offline(OfflineModel(reason: reason, pendingUsername: status.pending?.username, retryAt: retryAt,
                                         retry: { synchronizer.networkChanged() }))
        case .online:
            self = status.pending.map { .pending(PendingModel(username: $0.username)) } ?? .current
        }
    }

    /// Every state of `synchronizer`'s status as it changes, on no particular thread.
    public static func states(of synchronizer: ProfileSynchronizer) -> AnyPublisher<ConnectionViewState, Never> {
        synchronizer.status
            .map { ConnectionViewState(status: $0, synchronizer: synchronizer) }
            .removeDuplicates()
            .eraseToAnyPublisher()
    }

    public var description: String {
        switch self {
        case .current: "current"
        case .revalidating: "revalidating"
        case .offline(let model): "offline(pending: \(model.pendingUsername != nil))"
        case .pending: "pending"
        case .conflict: "conflict"
        }
    }
}
