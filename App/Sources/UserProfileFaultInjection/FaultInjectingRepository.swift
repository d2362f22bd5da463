import OpenCombine
import UserProfile

/// A decorator that adds simulated latency and failures to another repository, for demos
/// (`--simulate-latency`, `--simulate-failures`) and tests. The real repository has no
/// test-only branches: everything simulated lives here.
///
/// - Latency delays the start of each `load`, `save` and `reload` (the wrapped operation
///   runs after the delay; cancelling during the delay means it never runs).
/// - A failing operation, chosen with probability `failureRate` when the delay ends, fails
///   with ``UserProfileRepositoryError/simulated(_:)`` and the wrapped operation is not
///   run (a simulated failed save stores nothing).
/// - `observe` is passed through unchanged so live updates keep working.
///
/// The posts have their own decorator, ``FaultInjectingPostsRepository``, driven by the
/// same configuration (its `posts` operation).
public final class FaultInjectingRepository: UserProfileRepository {
    /// The real repository.
    public let wrapped: any UserProfileRepository
    private let injector: FaultInjector

    /// What is simulated.
    public var configuration: FaultInjectionConfiguration { injector.configuration }

    /// - Parameters:
    ///   - wrapped: the real repository.
    ///   - configuration: what to simulate; ``FaultInjectionConfiguration/off`` passes through.
    ///   - randomNumberGenerator: decides which operations fail when the rate is below 1;
    ///     inject a ``SeededRandomNumberGenerator`` for repeatable runs.
    public init(
        wrapping wrapped: any UserProfileRepository,
        configuration: FaultInjectionConfiguration,
        randomNumberGenerator: any RandomNumberGenerator & Sendable = SystemRandomNumberGenerator()
    ) {
        self.wrapped = wrapped
        self.injector = FaultInjector(configuration: configuration, randomNumberGenerator: randomNumberGenerator)
    }

    /// The wrapped `load`, after the latency, unless a `load` failure is drawn.
    public func load(userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError> {
        injector.inject(.load) { [wrapped] in wrapped.load(userId: userId) }
    }

    /// The wrapped `reload`, after the latency, unless a `reload` failure is drawn.
    public func reload(userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError> {
        injector.inject(.reload) { [wrapped] in wrapped.reload(userId: userId) }
    }

    /// The wrapped `save`, after the latency, unless a `save` failure is drawn (then nothing is stored).
    public func save(_ username: Username, userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError> {
        injector.inject(.save) { [wrapped] in wrapped.save(username, userId: userId) }
    }

    /// The wrapped observation, unchanged.
    public func observe(userId: Int64) -> AnyPublisher<UserData, UserProfileRepositoryError> {
        wrapped.observe(userId: userId)
    }

    /// The wrapped repository's wait: only real work can be in progress (a simulated delay
    /// has not started the operation yet).
    public func waitForWorkInProgress(timeout: Double) -> Bool {
        wrapped.waitForWorkInProgress(timeout: timeout)
    }
}
