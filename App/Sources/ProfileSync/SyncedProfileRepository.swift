import Foundation
import OpenCombine
import UserProfile
import UserProfileStore

/// The app's repositories when it is the profile server's client: the SQLite cache answers
/// at once, the ``ProfileSynchronizer`` brings the server's answers into it, and a save goes
/// through the cache's outbox, so nothing typed is lost when the server cannot be reached.
///
/// Guarantees (beyond ``UserProfileRepository``'s and ``PostsRepository``'s):
/// - `load` shows the cached copy when there is one; with none it asks the server and fails
///   with ``UserProfileRepositoryError/serverUnreachable(detail:)`` when it cannot answer.
/// - `reload` asks the server first (bounded by the client's request timeout) and then shows
///   the cache, whether the server answered or not: the status says which.
/// - `save` stores the username in the cache and outbox in one transaction before anything
///   else, then sends it once: it succeeds when the server stored it or could not be reached
///   (the name is then pending), and fails with ``UserProfileRepositoryError/serverRefused(reason:)``
///   when the server refused it (the cache is back to the server's name) or answered
///   unusably, e.g. refused the token (the name stays pending, sent once that is fixed).
/// - `observe` and `observePosts` observe the cache: every answer of the server appears there.
public final class SyncedProfileRepository: UserProfileRepository, PostsRepository {
    public let store: SQLiteUserProfileRepository
    public let synchronizer: ProfileSynchronizer
    /// The synchronizer following the server while this repository is in use.
    private let following: Task<Void, Never>?

    /// - Parameter follows: run the synchronizer's ``ProfileSynchronizer/follow()`` (the
    ///   event stream, revalidation, retries) for as long as this repository lives: while
    ///   a window uses it. Tests that drive the synchronizer step by step pass false.
    public init(store: SQLiteUserProfileRepository, synchronizer: ProfileSynchronizer, follows: Bool = true) {
        self.store = store
        self.synchronizer = synchronizer
        following = follows ? Task { await synchronizer.follow() } : nil
    }

    deinit {
        following?.cancel()
    }

    public func load(userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError> {
        store.load(userId: userId)
            .catch { [synchronizer, store] error -> AnyPublisher<UserData, UserProfileRepositoryError> in
                guard case .profileNotFound = error else { return Fail(error: error).eraseToAnyPublisher() }
                return Self.async { () async throws(UserProfileRepositoryError) in
                    try await synchronizer.revalidateProfile()
                }
                .flatMap { store.load(userId: userId) }
                .eraseToAnyPublisher()
            }
            .eraseToAnyPublisher()
    }

    public func reload(userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError> {
        Self.async { [synchronizer] () async throws(UserProfileRepositoryError) in
            do throws(UserProfileRepositoryError) {
                try await synchronizer.revalidateProfile()
            } catch {
                // Unreachable: the cache is shown and the status says it may be stale.
                guard case .serverUnreachable = error else { throw error }
            }
        }
        .flatMap { [self] in load(userId: userId) }
        .eraseToAnyPublisher()
    }

    public func save(_ username: Username, userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError> {
        // Not cancelled with its subscription: a closing window must not stop a save.
        Self.async(cancellable: false) { [synchronizer] () async throws(UserProfileRepositoryError) -> UserData in
            let (profile, outcome) = try await synchronizer.save(username)
            switch outcome {
            case .refused(let reason), .failed(let reason): throw .serverRefused(reason: reason)
            case .nothingPending, .sent, .stillPending, .conflict: break
            }
            return profile
        }
    }

    public func observe(userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError> {
        store.observe(userId: userId)
    }

    public func waitForWorkInProgress(timeout: Double) -> Bool {
        store.waitForWorkInProgress(timeout: timeout)
    }

    public func loadPosts(userId: Int64) -> AnyPublisher<[Post], UserProfileRepositoryError> {
        store.loadPosts(userId: userId)
            .catch { [synchronizer, store] error -> AnyPublisher<[Post], UserProfileRepositoryError> in
                guard case .profileNotFound = error else { return Fail(error: error).eraseToAnyPublisher() }
                return Self.async { () async throws(UserProfileRepositoryError) in
                    try await synchronizer.revalidateProfile()
                    try await synchronizer.revalidatePosts()
                }
                .flatMap { store.loadPosts(userId: userId) }
                .eraseToAnyPublisher()
            }
            .eraseToAnyPublisher()
    }

    public func reloadPosts(userId: Int64) -> AnyPublisher<[Post], UserProfileRepositoryError> {
        Self.async { [synchronizer] () async throws(UserProfileRepositoryError) in
            do throws(UserProfileRepositoryError) {
                try await synchronizer.revalidatePosts()
            } catch {
                // Unreachable: the cache is shown and the status says it may be stale.
                guard case .serverUnreachable = error else { throw error }
            }
        }
        .flatMap { [self] in loadPosts(userId: userId) }
        .eraseToAnyPublisher()
    }

    public func observePosts(userId: Int64) -> AnyPublisher<[Post], UserProfileRepositoryError> {
        store.observePosts(userId: userId)
    }

    /// A cold publisher of one async operation: it starts on subscription, and cancelling
    /// the subscription cancels its task when `cancellable`.
    static func async<Value: Sendable>(
        cancellable: Bool = true,
        _ operation: @escaping @Sendable () async throws(UserProfileRepositoryError) -> Value
    ) -> AnyPublisher<Value, UserProfileRepositoryError> {
        CallbackPublisher { emitter in
            let task = Task {
                do throws(UserProfileRepositoryError) {
                    emitter.complete(with: .success(try await operation()))
                } catch {
                    emitter.fail(error)
                }
            }
            return { if cancellable { task.cancel() } }
        }
        .eraseToAnyPublisher()
    }
}
