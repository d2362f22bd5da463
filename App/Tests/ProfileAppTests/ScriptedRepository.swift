import Foundation
import Locking
import OpenCombine
import UserProfile

/// A repository whose one-shot operations wait until the test answers them, so a
/// view test can hold the UI in any state (loading, saving, reloading) for as long
/// as it needs and then choose the outcome.
///
/// `observe` is a broadcast the test drives with `publishChange(_:)`, standing in
/// for the store's live change notifications.
// @unchecked Sendable: `Storage` holds OpenCombine subjects, which are not `Sendable`, so
// `Locked<Storage>` is not either; it is only touched inside `state.withLock`, and the
// subjects are only sent to outside the lock.
final class ScriptedRepository: UserProfileRepository, @unchecked Sendable {
    struct Request {
        let operation: RepositoryOperation
        let username: String?
        let subject: PassthroughSubject<UserData, UserProfileRepositoryError>
    }

    private struct Storage {
        var requests: [Request] = []
        var observers: [PassthroughSubject<UserData, UserProfileRepositoryError>] = []
        var current: UserData?
    }

    private let state: Locked<Storage>

    init(current: UserData? = nil) {
        state = Locked(Storage(current: current))
    }

    func load(userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError> {
        pending(.load, username: nil)
    }

    func reload(userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError> {
        pending(.reload, username: nil)
    }

    func save(_ username: Username, userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError> {
        pending(.save, username: username.value)
    }

    func observe(userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError> {
        Deferred { [self] () -> AnyPublisher<UserData, UserProfileRepositoryError> in
            let subject = PassthroughSubject<UserData, UserProfileRepositoryError>()
            let current = self.state.withLock { storage -> UserData? in
                storage.observers.append(subject)
                return storage.current
            }
            if let current {
                return subject.prepend(current).eraseToAnyPublisher()
            }
            return subject.eraseToAnyPublisher()
        }
        .eraseToAnyPublisher()
    }

    private func pending(
        _ operation: RepositoryOperation,
        username: String?
    ) -> AnyPublisher<UserData, UserProfileRepositoryError> {
        Deferred { [self] () -> PassthroughSubject<UserData, UserProfileRepositoryError> in
            let subject = PassthroughSubject<UserData, UserProfileRepositoryError>()
            self.state.withLock { $0.requests.append(Request(operation: operation, username: username, subject: subject)) }
            return subject
        }
        .eraseToAnyPublisher()
    }

    // MARK: Test controls (main thread)

    /// The unanswered requests, oldest first.
    var requests: [Request] { state.withLock { $0.requests } }

    /// How many times `observe` was subscribed to (live-update subscriptions started).
    var observeSubscriptionCount: Int { state.withLock { $0.observers.count } }

    /// How many requests of `operation` are waiting.
    func pendingCount(_ operation: RepositoryOperation) -> Int {
        requests.filter { $0.operation == operation }.count
    }

    /// The username of the oldest waiting save, if any.
    var pendingSaveUsername: String? {
        requests.first { $0.operation == .save }?.username
    }

    /// Answers the oldest waiting `operation` with `data` (and records it as current).
    func succeed(_ operation: RepositoryOperation, with data: UserData) {
        guard let request = take(operation) else { return }
        state.withLock { $0.current = data }
        request.subject.send(data)
        request.subject.send(completion: .finished)
    }

    /// Fails the oldest waiting `operation` with `error`.
    func fail(_ operation: RepositoryOperation, with error: UserProfileRepositoryError) {
        guard let request = take(operation) else { return }
        request.subject.send(completion: .failure(error))
    }

    /// Tells every observer that the stored profile changed (another window saved).
    func publishChange(_ data: UserData) {
        let observers = state.withLock { storage -> [PassthroughSubject<UserData, UserProfileRepositoryError>] in
            storage.current = data
            return storage.observers
        }
        for observer in observers {
            observer.send(data)
        }
    }

    private func take(_ operation: RepositoryOperation) -> Request? {
        state.withLock { storage in
            guard let index = storage.requests.firstIndex(where: { $0.operation == operation }) else { return nil }
            return storage.requests.remove(at: index)
        }
    }
}
