import Foundation
import OpenCombine
@testable import UserProfile

/// An in-memory posts repository for the posts models' tests: failures the test switches
/// on and off, call counts, live observers (``storeElsewhere(_:userId:)`` notifies them,
/// as another window's commit would), and reads the test can hold and complete one by one
/// (``holdReads()``), to prove that a superseded read never lands.
///
/// `@unchecked Sendable`: all mutable state is guarded by `lock`; emitters are called
/// outside it.
final class FakePostsRepository: PostsRepository, @unchecked Sendable {
    enum Operation: Hashable {
        case load
        case reload
        case observe
    }

    private let lock = NSLock()
    private var postsByUser: [Int64: [Post]]
    private var failures: [Operation: UserProfileRepositoryError] = [:]
    private var calls: [Operation: Int] = [:]
    private var observers: [Int64: [(token: Int, emitter: CallbackEmitter<[Post], UserProfileRepositoryError>)]] = [:]
    private var nextToken = 0
    private var holding = false
    private var held: [(operation: Operation, emitter: CallbackEmitter<[Post], UserProfileRepositoryError>, userId: Int64)] = []

    /// A store where each given user has these posts (a user not listed does not exist).
    init(_ postsByUser: [Int64: [Post]]) {
        self.postsByUser = postsByUser
    }

    func fail(_ operation: Operation, with error: UserProfileRepositoryError) {
        lock.withLock { failures[operation] = error }
    }

    func succeed(_ operation: Operation) {
        lock.withLock { failures[operation] = nil }
    }

    func callCount(_ operation: Operation) -> Int {
        lock.withLock { calls[operation, default: 0] }
    }

    var observerCount: Int { lock.withLock { observers.values.map(\.count).reduce(0, +) } }

    /// Replaces a user's posts as another window would, notifying every observer.
    func storeElsewhere(_ posts: [Post], userId: Int64) {
        let emitters = lock.withLock { () -> [CallbackEmitter<[Post], UserProfileRepositoryError>] in
            postsByUser[userId] = posts
            return (observers[userId] ?? []).map(\.emitter)
        }
        emitters.forEach { $0.send(posts) }
    }

    /// Makes every observer of `userId` fail, as a damaged row found by the store would.
    func failObservers(_ userId: Int64, with error: UserProfileRepositoryError) {
        let emitters = lock.withLock { (observers.removeValue(forKey: userId) ?? []).map(\.emitter) }
        emitters.forEach { $0.fail(error) }
    }

    /// From now on loads and reloads wait until ``completeHeldRead(_:)``.
    func holdReads() {
        lock.withLock { holding = true }
    }

    var heldReadCount: Int { lock.withLock { held.count } }

    /// Answers the held read at `index` (in arrival order) with the store's current posts.
    func completeHeldRead(_ index: Int) {
        let read = lock.withLock { held[index] }
        let result = lock.withLock { answer(read.operation, userId: read.userId) }
        read.emitter.complete(with: result)
    }

    func loadPosts(userId: Int64) -> AnyPublisher<[Post], UserProfileRepositoryError> {
        read(.load, userId: userId)
    }

    func reloadPosts(userId: Int64) -> AnyPublisher<[Post], UserProfileRepositoryError> {
        read(.reload, userId: userId)
    }

    func observePosts(userId: Int64) -> AnyPublisher<[Post], UserProfileRepositoryError> {
        CallbackPublisher { [self] emitter in
            let (token, current) = lock.withLock { () -> (Int, Result<[Post], UserProfileRepositoryError>) in
                calls[.observe, default: 0] += 1
                nextToken += 1
                if let error = failures[.observe] { return (nextToken, .failure(error)) }
                guard let posts = postsByUser[userId] else { return (nextToken, .failure(.profileNotFound(userId: userId))) }
                observers[userId, default: []].append((nextToken, emitter))
                return (nextToken, .success(posts))
            }
            switch current {
            case .success(let posts): emitter.send(posts)
            case .failure(let error): emitter.fail(error)
            }
            return { [weak self] in self?.removeObserver(token, userId: userId) }
        }
        .eraseToAnyPublisher()
    }

    private func removeObserver(_ token: Int, userId: Int64) {
        lock.withLock { observers[userId]?.removeAll { $0.token == token } }
    }

    private func read(_ operation: Operation, userId: Int64) -> AnyPublisher<[Post], UserProfileRepositoryError> {
        CallbackPublisher { [self] emitter in
            let immediate = lock.withLock { () -> Result<[Post], UserProfileRepositoryError>? in
                calls[operation, default: 0] += 1
                if holding {
                    held.append((operation, emitter, userId))
                    return nil
                }
                return answer(operation, userId: userId)
            }
            if let immediate { emitter.complete(with: immediate) }
            return {}
        }
        .eraseToAnyPublisher()
    }

    /// What a read returns now. Called with `lock` held.
    private func answer(_ operation: Operation, userId: Int64) -> Result<[Post], UserProfileRepositoryError> {
        if let error = failures[operation] { return .failure(error) }
        guard let posts = postsByUser[userId] else { return .failure(.profileNotFound(userId: userId)) }
        return .success(posts)
    }
}
