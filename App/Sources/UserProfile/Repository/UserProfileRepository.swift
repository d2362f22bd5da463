import OpenCombine

/// The store of user profiles: one-shot operations plus observation, so every view
/// showing the same profile stays in sync (the specification's "observable repository").
///
/// Guarantees for every implementation:
/// - Publishers are cold: nothing happens until subscription, and each subscription runs
///   the operation again.
/// - Values and completions arrive on a background thread (never assume the main thread;
///   the VSM state container hops to the main actor).
/// - Cancelling a subscription stops the work that has not started and any observation.
/// - Failures are typed (``UserProfileRepositoryError``) and carry a readable description.
public protocol UserProfileRepository: Sendable {
    /// Reads the profile once: one value, then `.finished`, or a failure.
    func load(userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError>

    /// Reads the profile again on the user's request ("Refresh"). Same contract as
    /// ``load(userId:)``; a separate operation so decorators (fault injection) can tell them apart.
    func reload(userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError>

    /// Stores a validated username and publishes the stored profile as read back.
    /// Only a ``Username`` can be stored, so invalid text never reaches the store. Once
    /// subscribed, the write happens even if the subscription is cancelled before it
    /// starts (a closing window or SIGTERM must not drop a save the user asked for).
    func save(_ username: Username, userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError>

    /// Publishes the current stored profile, then a new value after every committed change
    /// to it made through this repository (any subscriber, any window), and, for stores
    /// that can see them, changes committed by other programs or processes. Consecutive
    /// equal values are not repeated. Never finishes by itself; fails if the store fails.
    func observe(userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError>

    /// Blocks until work already running (a save in the middle of its transaction) has
    /// finished, for at most `timeout` seconds; returns false on timeout. The app calls it
    /// on its way out (quit, SIGTERM, SIGINT) so the process never exits mid-write and
    /// never leaves a journal behind. Call it from any thread but the repository's own.
    func waitForWorkInProgress(timeout: Double) -> Bool
}

extension UserProfileRepository {
    /// By default a reload is a load: the store has no cache to bypass.
    public func reload(userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError> {
        load(userId: userId)
    }

    /// By default there is no background work to wait for.
    public func waitForWorkInProgress(timeout: Double) -> Bool { true }
}
