import Foundation
import OpenCombine
@testable import UserProfile

/// An in-memory repository whose failures the test switches on and off, and which counts
/// calls. Results are published synchronously; observation is live (a save notifies every
/// observer of that profile, like the real store).
///
/// `@unchecked Sendable`: all mutable state is guarded by `lock`; observers are notified
/// outside the lock.
final class FakeRepository: UserProfileRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var profiles: [Int64: UserData]
    private var failures: [RepositoryOperation: UserProfileRepositoryError] = [:]
    private var calls: [RepositoryOperation: Int] = [:]
    private var savedUsernames: [String] = []
    private var observers: [Int64: [CallbackEmitter<UserData, UserProfileRepositoryError>]] = [:]

    init(_ profiles: UserData...) {
        self.profiles = Dictionary(uniqueKeysWithValues: profiles.map { ($0.id, $0) })
    }

    func fail(_ operation: RepositoryOperation, with error: UserProfileRepositoryError) {
        lock.withLock { failures[operation] = error }
    }

    func succeed(_ operation: RepositoryOperation) {
        lock.withLock { failures[operation] = nil }
    }

    func callCount(_ operation: RepositoryOperation) -> Int {
        lock.withLock { calls[operation, default: 0] }
    }

    var saved: [String] { lock.withLock { savedUsernames } }

    func stored(_ userId: Int64) -> UserData? { lock.withLock { profiles[userId] } }

    /// Changes the stored profile as another window would, notifying observers.
    func storeElsewhere(_ data: UserData) {
        let emitters = lock.withLock { () -> [CallbackEmitter<UserData, UserProfileRepositoryError>] in
            profiles[data.id] = data
            return observers[data.id] ?? []
        }
        emitters.forEach { $0.send(data) }
    }

    /// Makes every observer of `userId` fail.
    func failObservers(_ userId: Int64, with error: UserProfileRepositoryError) {
        let emitters = lock.withLock { observers.removeValue(forKey: userId) ?? [] }
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
                self.lock.withLock { self.savedUsernames.append(username.value) }
                let emitters = self.lock.withLock { self.observers[userId] ?? [] }
                emitters.forEach { $0.send(data) }
            })
            .eraseToAnyPublisher()
    }

    func observe(userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError> {
        CallbackPublisher { [self] emitter in
            let current = lock.withLock { () -> UserData? in
                observers[userId, default: []].append(emitter)
                return profiles[userId]
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
            let result = lock.withLock { () -> Result<UserData, UserProfileRepositoryError> in
                calls[operation, default: 0] += 1
                if let error = failures[operation] { return .failure(error) }
                if let value = body(&profiles) { return .success(value) }
                return .failure(missing)
            }
            return result.publisher
        }
        .eraseToAnyPublisher()
    }
}
