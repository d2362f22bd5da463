import Foundation
import Locking
import OpenCombine
@testable import UserProfile

/// An in-memory posts repository for the posts models' tests: failures the test switches
/// on and off, call counts, live observers (``storeElsewhere(_:userId:)`` notifies them,
/// as another window's commit would), and reads the test can hold and complete one by one
/// (``holdReads()``), to prove that a superseded read never lands.
///
/// Mutable state lives in one `Locked` store; emitters are called outside the lock.
final class FakePostsRepository: PostsRepository, Sendable {
    enum Operation: Hashable {
        case load
        case reload
        case observe
    }

    private struct Store {
        var postsByUser: [Int64: [Post]]
        var failures: [Operation: UserProfileRepositoryError] = [:]
        var calls: [Operation: Int] = [:]
        var observers: [Int64: [(token: Int, emitter: CallbackEmitter<[Post], UserProfileRepositoryError>)]] = [:]
        var nextToken = 0
        var holding = false
        var held: [(operation: Operation, emitter: CallbackEmitter<[Post], UserProfileRepositoryError>, userId: Int64)] = []

        /// What a read returns now.
        func answer(_ operation: Operation, userId: Int64) -> Result<[Post], UserProfileRepositoryError> {
            if let error = failures[operation] { return .failure(error) }
            guard let posts = postsByUser[userId] else { return .failure(.profileNotFound(userId: userId)) }
            return .success(posts)
        }
    }

    private let store: Locked<Store>

    /// A store where each given user has these posts (a user not listed does not exist).
    init(_ postsByUser: [Int64: [Post]]) {
        store = Locked(Store(postsByUser: postsByUser))
    }

    func fail(_ operation: Operation, with error: UserProfileRepositoryError) {
        store.withLock { $0.failures[operation] = error }
    }

    func succeed(_ operation: Operation) {
        store.withLock { $0.failures[operation] = nil }
    }

    func callCount(_ operation: Operation) -> Int {
        store.withLock { $0.calls[operation, default: 0] }
    }

    var observerCount: Int { store.withLock { $0.observers.values.map(\.count).reduce(0, +) } }

    /// Replaces a user's posts as another window would, notifying every observer.
    func storeElsewhere(_ posts: [Post], userId: Int64) {
        let emitters = store.withLock { store -> [CallbackEmitter<[Post], UserProfileRepositoryError>] in
            store.postsByUser[userId] = posts
            return (store.observers[userId] ?? []).map(\.emitter)
        }
        emitters.forEach { $0.send(posts) }
    }

    /// Makes every observer of `userId` fail, as a damaged row found by the store would.
    func failObservers(_ userId: Int64, with error: UserProfileRepositoryError) {
        let emitters = store.withLock { ($0.observers.removeValue(forKey: userId) ?? []).map(\.emitter) }
        emitters.forEach { $0.fail(error) }
    }

    /// From now on loads and reloads wait until ``completeHeldRead(_:)``.
    func holdReads() {
        store.withLock { $0.holding = true }
    }

    var heldReadCount: Int { store.withLock { $0.held.count } }

    /// Answers the held read at `index` (in arrival order) with the store's current posts.
    func completeHeldRead(_ index: Int) {
        let read = store.withLock { $0.held[index] }
        let result = store.withLock { $0.answer(read.operation, userId: read.userId) }
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
            let (token, current) = store.withLock { store -> (Int, Result<[Post], UserProfileRepositoryError>) in
                store.calls[.observe, default: 0] += 1
                store.nextToken += 1
                if let error = store.failures[.observe] { return (store.nextToken, .failure(error)) }
                guard let posts = store.postsByUser[userId] else {
                    return (store.nextToken, .failure(.profileNotFound(userId: userId)))
                }
                store.observers[userId, default: []].append((store.nextToken, emitter))
                return (store.nextToken, .success(posts))
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
        store.withLock { $0.observers[userId]?.removeAll { $0.token == token } }
    }

    private func read(_ operation: Operation, userId: Int64) -> AnyPublisher<[Post], UserProfileRepositoryError> {
        CallbackPublisher { [self] emitter in
            let immediate = store.withLock { store -> Result<[Post], UserProfileRepositoryError>? in
                store.calls[operation, default: 0] += 1
                if store.holding {
                    store.held.append((operation, emitter, userId))
                    return nil
                }
                return store.answer(operation, userId: userId)
            }
            if let immediate { emitter.complete(with: immediate) }
            return {}
        }
        .eraseToAnyPublisher()
    }
}
