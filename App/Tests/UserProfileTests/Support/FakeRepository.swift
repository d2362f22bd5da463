import Foundation
import Locking
import OpenCombine
@testable import UserProfile

/// An in-memory repository whose failures the test switches on and off, and which counts
/// calls. Results are published synchronously; observation is live (a save notifies every
/// observer of that profile, like the real store).
///
/// Mutable state lives in one `Locked` store; observers are notified outside the lock.
final class FakeRepository: UserProfileRepository, Sendable {
    private struct Store {
        var profiles: [Int64: UserData]
        var failures: [RepositoryOperation: UserProfileRepositoryError] = [:]
        var calls: [RepositoryOperation: Int] = [:]
        var savedUsernames: [String] = []
        var observers: [Int64: [CallbackEmitter<UserData, UserProfileRepositoryError>]] = [:]
    }

    private let store: Locked<Store>

    init(_ profiles: UserData...) {
        store = Locked(Store(profiles: Dictionary(uniqueKeysWithValues: profiles.map { ($0.id, $0) })))
    }

    func fail(_ operation: RepositoryOperation, with error: UserProfileRepositoryError) {
        store.withLock { $0.failures[operation] = error }
    }

    func succeed(_ operation: RepositoryOperation) {
        store.withLock { $0.failures[operation] = nil }
    }

    func callCount(_ operation: RepositoryOperation) -> Int {
        store.withLock { $0.calls[operation, default: 0] }
    }

    var saved: [String] { store.withLock { $0.savedUsernames } }

    func stored(_ userId: Int64) -> UserData? { store.withLock { $0.profiles[userId] } }

    /// Changes the stored profile as another window would, notifying observers.
    func storeElsewhere(_ data: UserData) {
        let emitters = store.withLock { store -> [CallbackEmitter<UserData, UserProfileRepositoryError>] in
            store.profiles[data.id] = data
            return store.observers[data.id] ?? []
        }
        emitters.forEach { $0.send(data) }
    }

    /// Makes every observer of `userId` fail.
    func failObservers(_ userId: Int64, with error: UserProfileRepositoryError) {
        let emitters = store.withLock { $0.observers.removeValue(forKey: userId) ?? [] }
        emitters.forEach { $0.fail(error) }
    }

    func load(userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError> {
        oneShot(.load, missing: .profileNotFound(userId: userId)) { $0[userId] }
    }

    func reload(userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError> {
        oneShot(.reload, missing: .profileNotFound(userId: userId)) { $0[userId] }
    }

    func save(_ username: Username, userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError> {
        let result = oneShot(.save, missing: .profileNotFound(userId: userId)) { profiles -> UserData? in
            guard var data = profiles[userId] else { return nil }
            data.username = username.value
            profiles[userId] = data
            return data
        }
        return result
            .handleEvents(receiveOutput: { [weak self] (data: UserData) in
                guard let self else { return }
                self.store.withLock { $0.savedUsernames.append(username.value) }
                let emitters = self.store.withLock { $0.observers[userId] ?? [] }
                emitters.forEach { $0.send(data) }
            })
            .eraseToAnyPublisher()
    }

    func observe(userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError> {
        CallbackPublisher { [self] emitter in
            let current = store.withLock { store -> UserData? in
                store.observers[userId, default: []].append(emitter)
                return store.profiles[userId]
            }
            if let current { emitter.send(current) } else { emitter.fail(.profileNotFound(userId: userId)) }
            return {}
        }
        .eraseToAnyPublisher()
    }

    /// Runs `body` on the profiles unless `operation` is set to fail; nil result = `missing`.
    private func oneShot(
        _ operation: RepositoryOperation,
        missing: UserProfileRepositoryError,
        _ body: @escaping (inout [Int64: UserData]) -> UserData?
    ) -> AnyPublisher<UserData, UserProfileRepositoryError> {
        Deferred { [self] () -> Result<UserData, UserProfileRepositoryError>.Publisher in
            let result = store.withLock { store -> Result<UserData, UserProfileRepositoryError> in
                store.calls[operation, default: 0] += 1
                if let error = store.failures[operation] { return .failure(error) }
                if let value = body(&store.profiles) { return .success(value) }
                return .failure(missing)
            }
            return result.publisher
        }
        .eraseToAnyPublisher()
    }
}
