import Foundation
import OpenCombine
import OpenCombineDispatch
import Synchronization

// Not the article's code: its models construct `UserDataRepository()` themselves (the
// article defers dependency injection to a later one), so this stand-in reads its behaviour
// from a process-wide backend that tests configure.

/// The repository the builder-pattern models construct: `loadUserData()` and
/// `saveUsername(_:)`, answering asynchronously on a background queue, as a network or database
/// would.
struct UserDataRepository {
    /// What the repository does; tests set it before they start an action.
    struct Backend: Sendable {
        var userData = UserData(userId: 1, username: "ada")
        var latency: Duration = .milliseconds(5)
        var loadError: RepositoryError?
        var saveError: RepositoryError?
    }

    /// The backend every repository uses from now on.
    static var backend: Backend {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    private static let storage = Mutex(Backend())

    func loadUserData() -> AnyPublisher<UserData, Error> {
        let backend = Self.backend
        return Self.answer(after: backend.latency) {
            if let error = backend.loadError { return .failure(error) }
            return .success(backend.userData)
        }
    }

    func saveUsername(_ username: String) -> AnyPublisher<UserData, Error> {
        let backend = Self.backend
        return Self.answer(after: backend.latency) {
            if let error = backend.saveError { return .failure(error) }
            var saved = backend.userData
            saved.username = username
            Self.storage.withLock { $0.userData = saved }
            return .success(saved)
        }
    }

    /// A publisher that answers once, from a background queue, `latency` after it is
    /// subscribed.
    private static func answer(
        after latency: Duration,
        _ result: @escaping @Sendable () -> Result<UserData, RepositoryError>
    ) -> AnyPublisher<UserData, Error> {
        let (seconds, attoseconds) = latency.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        return Just(())
            .setFailureType(to: Error.self)
            .delay(for: .nanoseconds(nanoseconds), scheduler: queue.ocombine)
            .tryMap { try result().get() }
            .eraseToAnyPublisher()
    }

    /// A serial queue: OpenCombine's `delay` on a concurrent queue was seen to drop values.
    private static let queue = DispatchQueue(label: "UserDataRepository")
}

/// A failure of the stand-in repository, with the message the article shows.
struct RepositoryError: LocalizedError, Equatable, Sendable {
    let message: String

    var errorDescription: String? { message }
}
