import Foundation
import Locking
import OpenCombine
import UserProfile

/// A posts repository whose reads wait until the test answers them (or, with `answering`,
/// are answered at once), so a view test can hold the posts in any state; `observePosts`
/// is a broadcast the test drives with `publishChange(_:)`.
// @unchecked Sendable: `Storage` holds OpenCombine subjects, which are not `Sendable`, so
// `Locked<Storage>` is not either; it is only touched inside `state.withLock`, and the
// subjects are sent to outside it.
final class ScriptedPostsRepository: PostsRepository, @unchecked Sendable {
    private struct Storage {
        var pending: [PassthroughSubject<[Post], UserProfileRepositoryError>] = []
        var observers: [PassthroughSubject<[Post], UserProfileRepositoryError>] = []
        var current: [Post] = []
        var reads = 0
    }

    private let state: Locked<Storage>
    /// When set, every read answers these posts at once instead of waiting.
    private let answering: [Post]?

    /// - Parameter answering: posts every read returns at once; nil: reads wait for the test.
    init(answering: [Post]? = nil) {
        self.answering = answering
        state = Locked(Storage(current: answering ?? []))
    }

    func loadPosts(userId: Int64) -> AnyPublisher<[Post], UserProfileRepositoryError> {
        Deferred { [self] () -> AnyPublisher<[Post], UserProfileRepositoryError> in
            self.state.withLock { $0.reads += 1 }
            if let answering = self.answering {
                return Just(answering).setFailureType(to: UserProfileRepositoryError.self).eraseToAnyPublisher()
            }
            let subject = PassthroughSubject<[Post], UserProfileRepositoryError>()
            self.state.withLock { $0.pending.append(subject) }
            return subject.eraseToAnyPublisher()
        }
        .eraseToAnyPublisher()
    }

    func observePosts(userId: Int64) -> AnyPublisher<[Post], UserProfileRepositoryError> {
        Deferred { [self] () -> AnyPublisher<[Post], UserProfileRepositoryError> in
            let subject = PassthroughSubject<[Post], UserProfileRepositoryError>()
            let current = self.state.withLock { storage -> [Post] in
                storage.observers.append(subject)
                return storage.current
            }
            return subject.prepend(current).eraseToAnyPublisher()
        }
        .eraseToAnyPublisher()
    }

    // MARK: Test controls

    /// How many reads are waiting for an answer.
    var pendingCount: Int { state.withLock { $0.pending.count } }
    /// How many reads were started (load and reload).
    var readCount: Int { state.withLock { $0.reads } }

    /// Answers the oldest waiting read with `posts` (and records them as stored).
    func succeed(with posts: [Post]) {
        guard let subject = take() else { return }
        state.withLock { $0.current = posts }
        subject.send(posts)
        subject.send(completion: .finished)
    }

    /// Fails the oldest waiting read with `error`.
    func fail(with error: UserProfileRepositoryError) {
        take()?.send(completion: .failure(error))
    }

    /// Tells every observer that the stored posts changed.
    func publishChange(_ posts: [Post]) {
        let observers = state.withLock { storage -> [PassthroughSubject<[Post], UserProfileRepositoryError>] in
            storage.current = posts
            return storage.observers
        }
        for observer in observers { observer.send(posts) }
    }

    private func take() -> PassthroughSubject<[Post], UserProfileRepositoryError>? {
        state.withLock { storage in storage.pending.isEmpty ? nil : storage.pending.removeFirst() }
    }
}

/// `count` sample posts for profile 1, newest first, one a day back from 2024-03-05.
func samplePosts(_ count: Int, userId: Int64 = 1) -> [Post] {
    let start = Date(timeIntervalSince1970: 1_709_647_620)   // 2024-03-05 14:07 UTC
    return (0..<count).map { index in
        Post(id: Int64(count - index), userId: userId, date: start.addingTimeInterval(-86_400 * Double(index)),
             body: "Post number \(count - index): notes on the analytical engine.")
    }
}
