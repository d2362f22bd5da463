import OpenCombine
import UserProfile

/// Simulated latency and failures for the posts on their own (`--simulate-failures posts`,
/// `posts:RATE`; `--simulate-latency` delays the posts too), so a demo or a test can show
/// the profile loaded beside a posts error, and Retry succeeding.
///
/// - Latency delays the start of each `loadPosts` and `reloadPosts`; cancelling during it
///   means the wrapped read never runs.
/// - With `posts` among the failing operations, each of them fails with probability
///   `failureRate` (drawn when the delay ends) with
///   ``UserProfileRepositoryError/simulated(_:)`` (`.posts`), and the wrapped read is not run.
/// - `observePosts` is passed through unchanged so live updates keep working.
public final class FaultInjectingPostsRepository: PostsRepository {
    /// The real repository.
    public let wrapped: any PostsRepository
    private let injector: FaultInjector

    /// What is simulated (only `posts` among the operations concerns this decorator).
    public var configuration: FaultInjectionConfiguration { injector.configuration }

    /// - Parameters:
    ///   - wrapped: the real repository.
    ///   - configuration: what to simulate; ``FaultInjectionConfiguration/off`` passes through.
    ///   - randomNumberGenerator: decides which reads fail when the rate is below 1.
    public init(
        wrapping wrapped: any PostsRepository,
        configuration: FaultInjectionConfiguration,
        randomNumberGenerator: any RandomNumberGenerator & Sendable = SystemRandomNumberGenerator()
    ) {
        self.wrapped = wrapped
        self.injector = FaultInjector(configuration: configuration, randomNumberGenerator: randomNumberGenerator)
    }

    /// The wrapped `loadPosts`, after the latency, unless a `posts` failure is drawn.
    public func loadPosts(userId: Int64) -> AnyPublisher<[Post], UserProfileRepositoryError> {
        injector.inject(.posts) { [wrapped] in wrapped.loadPosts(userId: userId) }
    }

    /// The wrapped `reloadPosts`, after the latency, unless a `posts` failure is drawn.
    public func reloadPosts(userId: Int64) -> AnyPublisher<[Post], UserProfileRepositoryError> {
        injector.inject(.posts) { [wrapped] in wrapped.reloadPosts(userId: userId) }
    }

    /// The wrapped observation, unchanged.
    public func observePosts(userId: Int64) -> AnyPublisher<[Post], UserProfileRepositoryError> {
        wrapped.observePosts(userId: userId)
    }
}
